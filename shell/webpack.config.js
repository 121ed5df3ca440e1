const { register } = require('tsx/cjs/api');
const { createAppConfig } = require('@arena/webpack-config');

/** Arena's global CSS from @arena/ui's TypeScript, compiled once per build (see packages/ui/src/global-css.ts). */
function arenaGlobalCss() {
  const unregister = register();
  try {
    return require('@arena/ui/global-css').arenaGlobalCss();
  } finally {
    unregister();
  }
}

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'shell',
      kind: 'host',
      devPort: 3100,
      template: './public/index.html',
      templateParameters: { arenaGlobalCss: arenaGlobalCss() },
    },
    argv,
  );
