const { createAppConfig } = require('@arena/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'cms', kind: 'remote', devPort: 3105, template: './public/harness.html' }, argv);
