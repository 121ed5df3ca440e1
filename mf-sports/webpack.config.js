const { createAppConfig } = require('@arena/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'sports', kind: 'remote', devPort: 3102, template: './public/harness.html' }, argv);
