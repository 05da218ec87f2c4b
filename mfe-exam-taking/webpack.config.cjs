const { createFederatedConfig } = require('tooling');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe_exam_taking',
  port: 3002,
  exposes: { './routes': './src/routes.ts' },
  title: 'Participante (standalone)',
});
