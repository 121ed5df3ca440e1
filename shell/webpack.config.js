const { createAppConfig } = require('@arena/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'shell', kind: 'host', devPort: 3100, template: './public/index.html' }, argv);
