const path = require('node:path');
const { createFederatedConfig } = require('tooling');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  devStatic: [
    { directory: path.join(__dirname, '../deploy/projects-dev'), publicPath: '/projects' },
    // The projects' logos and icons (the registries name them): the same files in dev and production.
    { directory: path.join(__dirname, '../deploy/projects/assets'), publicPath: '/projects/assets' },
  ],
});
