// One webpack configuration for the shell (MF host) and every remote (MF remote).
// Usage from a package's webpack.config.cjs:
//   module.exports = createFederatedConfig({ dir: __dirname, name: 'mfe_exam_taking', port: 3002,
//                                            exposes: { './routes': './src/routes.tsx' } });
const path = require('node:path');
const fs = require('node:fs');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { PreloadBootScriptsPlugin } = require('./preload-boot-scripts.cjs');

const API_TARGET = process.env.API_URL || 'http://localhost:8080';

function hashedWhenKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function createFederatedConfig({ dir, name, port, exposes, isHost = false, devStatic = [], title }) {
  const packageJson = require(path.join(dir, 'package.json'));
  // A package's public/ folder is copied as it is to the root of its build (the shell's /sw.js: a service
  // worker keeps one unhashed address, and the server revalidates it).
  const publicDir = path.join(dir, 'public');
  const copyPublic = fs.existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir }] })] : [];
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // A function, not a template: webpack 5.111 hashes the federation runtime module before
        // content hashes exist, and a bare [contenthash] there fails the build
        // (module-federation/core#5077). The hash is added once it exists.
        filename: production ? hashedWhenKnown : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // Chakra's theme module builds its `defaultThemeConfig` (all 76 recipes) at the top level, in a call
          // webpack cannot tell is pure, so every recipe shipped although the shared system takes only the ones
          // the platform uses (shared-contracts/src/ui/shared-theme.ts). Marked pure, the unused ones are
          // dropped. `strict`: a Chakra release that changes the line fails the build instead of the budget.
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            loader: require.resolve('string-replace-loader'),
            options: {
              search: 'const defaultThemeConfig = defineConfig(',
              replace: 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(',
              strict: true,
            },
          },
          // Images up to 4 KB (the footer logos) are inlined as data URLs: they need no request, so
          // they still show while the student is offline; larger ones are files.
          {
            test: /\.(png|jpe?g|gif|svg|webp)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedSingletons(packageJson),
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          manifest: true,
          dts: false,
        }),
        // One page template for the shell and every remote's standalone page.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // Copied to dist/favicon.svg and linked from the page; the API also answers /favicon.ico with it.
          favicon: path.join(__dirname, 'favicon.svg'),
          title: title ?? 'Olimpíada',
        }),
        // The shell's boot reads /app-config.json (APP_CONFIG_URL in shared-contracts) before anything else.
        new PreloadBootScriptsPlugin({ fetches: isHost ? ['/app-config.json'] : [] }),
        ...copyPublic,
        ...(production ? precompressPlugins() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: devStatic,
        proxy: [
          {
            context: ['/api', '/oidc', '/app-config.json'],
            target: API_TARGET,
            changeOrigin: false,
          },
        ],
      },
    };
  };
}

module.exports = { createFederatedConfig };
