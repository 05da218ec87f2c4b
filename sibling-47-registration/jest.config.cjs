// The repo's preset (jsdom with the missing browser globals, the console-error guard), with JSX
// compiled for Preact instead of React.
const preset = require('tooling').jestPreset(__dirname);

const [transformPath, options] = preset.transform['^.+\\.(t|j)sx?$'];
module.exports = {
  ...preset,
  // jsdom would pick preact's and its testing library's browser (ES module) builds: take the CommonJS ones.
  testEnvironmentOptions: {
    ...preset.testEnvironmentOptions,
    customExportConditions: ['node', 'require', 'default'],
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      transformPath,
      {
        ...options,
        jsc: { ...options.jsc, transform: { react: { runtime: 'automatic', importSource: 'preact' } } },
      },
    ],
  },
};
