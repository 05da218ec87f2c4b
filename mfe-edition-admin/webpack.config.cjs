const { createFederatedConfig } = require('tooling');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe_edition_admin',
  port: 3003,
  exposes: { './routes': './src/routes.ts' },
  title: 'Edições (standalone)',
});
