const { createAppConfig } = require('@arena/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'payments', kind: 'remote', devPort: 3104, template: './public/harness.html' }, argv);
