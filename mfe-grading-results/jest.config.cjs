module.exports = require('tooling').jestPreset(__dirname);
