const { createFederatedConfig } = require('tooling');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe_auth_registration',
  port: 3001,
  exposes: { './routes': './src/routes.ts' },
  title: 'Inscrições (standalone)',
});
