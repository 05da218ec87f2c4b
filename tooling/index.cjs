module.exports = {
  ...require('./webpack/federated-config.cjs'),
  ...require('./webpack/shared-singletons.cjs'),
  jestPreset: require('./jest/preset.cjs'),
};
