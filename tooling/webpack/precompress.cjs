// Pre-compressed copies of every text asset (DESIGN §9): `x.js.br` and `x.js.gz` next to `x.js`, so the
// server sends them with Content-Encoding and does no compression work per request. Brotli at its best
// quality (build time, not request time), gzip for the clients without brotli.
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_ASSETS = /\.(js|css|html|json|svg|txt)$/;

const THRESHOLD = 512;
const MIN_RATIO = 0.9;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

function precompressPlugins() {
  const common = { test: TEXT_ASSETS, threshold: THRESHOLD, minRatio: MIN_RATIO };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: BROTLI,
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: GZIP,
    }),
  ];
}

/**
 * The same copies for a file built without webpack (the esbuild builds: project 47's parcel, the shell's
 * landing page), by the same rule: not below 512 bytes, nor when compressing saves under a tenth.
 */
function precompressFile(file) {
  const source = fs.readFileSync(file);
  if (source.length < THRESHOLD) return;
  for (const [extension, compressed] of [
    ['br', zlib.brotliCompressSync(source, BROTLI)],
    ['gz', zlib.gzipSync(source, GZIP)],
  ])
    if (compressed.length / source.length < MIN_RATIO) fs.writeFileSync(`${file}.${extension}`, compressed);
}

module.exports = { precompressPlugins, precompressFile };
