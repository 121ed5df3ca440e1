const { createAppConfig } = require('@arena/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'casino', kind: 'remote', devPort: 3101, template: './public/harness.html' }, argv);
