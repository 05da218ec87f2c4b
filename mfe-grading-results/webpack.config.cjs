const { createFederatedConfig } = require('tooling');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe_grading_results',
  port: 3004,
  exposes: { './routes': './src/routes.ts' },
  title: 'Correção (standalone)',
});
