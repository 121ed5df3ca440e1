const { register } = require('tsx/cjs/api');
const { createAppConfig } = require('@arena/webpack-config');

/** A build-time module of @arena/ui's TypeScript, loaded through tsx for as long as `use` runs. */
function withUiModule(name, use) {
  const unregister = register();
  try {
    return use(require(`@arena/ui/${name}`));
  } finally {
    unregister();
  }
}

/** Arena's global CSS from @arena/ui's TypeScript, compiled once per build (see packages/ui/src/global-css.ts). */
const arenaGlobalCss = () => withUiModule('global-css', (m) => m.arenaGlobalCss());

/** The brand typeface's @font-face rules and woff2 files (packages/ui/src/brand-font.ts). */
const brandFont = () => withUiModule('brand-font', (m) => m.brandFont());

/** Writes the brand typeface's files into the build, beside the JavaScript, under their hashed names. */
class BrandFontFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrandFontFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BrandFontFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { fileName, source } of this.files) compilation.emitAsset(fileName, new sources.RawSource(source));
      });
    });
  }
}

module.exports = (_env, argv) => {
  const font = brandFont();
  const config = createAppConfig(
    {
      dir: __dirname,
      name: 'shell',
      kind: 'host',
      devPort: 3100,
      template: './public/index.html',
      templateParameters: {
        arenaGlobalCss: arenaGlobalCss(),
        // not preloaded: the skeleton's text asks for a subset at the first layout, and only for the
        // subsets its characters need (an English page may never load latin-ext)
        brandFontCss: font.css,
      },
    },
    argv,
  );
  config.plugins.push(new BrandFontFilesPlugin(font.files));
  return config;
};
