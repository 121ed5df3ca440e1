const { createAppConfig } = require('@arena/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'account', kind: 'remote', devPort: 3103, template: './public/harness.html' }, argv);
