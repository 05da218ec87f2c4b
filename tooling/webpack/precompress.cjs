// Pre-compressed copies of every text asset (DESIGN §9): `x.js.br` and `x.js.gz` next to `x.js`, so the
// server sends them with Content-Encoding and does no compression work per request. Brotli at its best
// quality (build time, not request time), gzip for the clients without brotli.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_ASSETS = /\.(js|css|html|json|svg|txt)$/;

function precompressPlugins() {
  const common = { test: TEXT_ASSETS, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins };
