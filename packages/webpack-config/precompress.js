'use strict';
// Every emitted script and style sheet is also written compressed beside it (name.js.br, name.js.gz), once
// at build time: the server sends those as they are (server/src/modules/platform/site-files.ts,
// preCompressed), where it used to compress the same unchanging file again for every browser that
// asked, and a CDN or nginx with gzip_static can do the same. Brotli at its best quality costs about a
// second and a half of CPU per megabyte, once per build; it is 8 % smaller than the server's quick one.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|json|svg)$/;
/** smaller files gain nothing worth a second request path */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const raw = source.buffer();
          if (raw.length < MIN_BYTES) continue;
          const brotli = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION })));
        }
      });
    });
  }
}

module.exports = { PrecompressPlugin };
