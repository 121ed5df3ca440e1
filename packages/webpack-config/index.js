// One factory for the shell and every remote, so an app's own config is a few lines.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress');

// Singletons across the federation: the libraries that hold state or React context.
// @chakra-ui/react is deliberately NOT shared: shared modules are not tree-shaken (~304 KB gzip
// whole) while each app bundling it tree-shakes to a fraction of that (measured on our builds).
// react-router-dom is NOT shared either: every parcel is its own React root with its own router
// (kept in step by single-spa's patched history), and the shared copy weighed 62 KB gzip untrimmed.
// rxjs is not shared either: the one bus instance travels in the mount props, so remotes need no
// common rxjs copy, and sharing ships all of it (18 KB gzip) instead of the few classes used.
// @arena/ui IS shared: it re-exports only the Chakra components Arena uses (packages/ui/src/chakra.ts),
// so one trimmed Chakra serves the shell and every remote.
// @tanstack/react-query is shared like React: every remote loads its server state with it (each
// through its own QueryClient), so the page downloads one copy instead of one per remote.
const SHARED_SINGLETONS = ['react', 'react-dom', 'single-spa', '@emotion/react', '@arena/ui', '@tanstack/react-query'];
// Arena's own shared packages: a remote deployed alone against a shell whose copy is outside its
// range must fail to load (the shell shows its fallback) rather than render with the wrong one.
const STRICT = new Set(['@arena/ui']);

/** @param {string} appDir */
function sharedConfig(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  /** @type {Record<string, { singleton: boolean, requiredVersion: string }>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    if (!deps[name]) continue;
    shared[name] = { singleton: true, requiredVersion: deps[name], ...(STRICT.has(name) && { strictVersion: true }) };
  }
  // react-dom/client is a separate entry point and must resolve to the same singleton copy.
  if (deps['react-dom']) shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'] };
  if (deps['react']) shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps['react'] };
  return shared;
}

/**
 * The one TypeScript/TSX rule of every app (the shell, the remotes and the back office): swc, React's
 * automatic runtime, ES2020.
 * @param {boolean} isProd
 */
function typeScriptRule(isProd) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * The federation plugin embeds its runtime from the packages' CommonJS builds (it resolves them with
 * require.resolve); an app's own `import … from '@module-federation/enhanced/runtime'` (the shell's
 * remote registry) resolved to their ES builds, a second copy of runtime-core, the sdk and the error
 * codes (~55 KB, 14 KB gzip) in the shell's entry chunk, evaluated before anything else on every page.
 * Pointing the imports at the CommonJS builds leaves one copy. Not for a remote: in production it
 * borrows the shell's runtime through the plugin's own alias (externalRuntime), which this would undo.
 */
function federationRuntimeAlias() {
  const packages = ['runtime', 'runtime-core', 'sdk', 'error-codes'].map((name) => `@module-federation/${name}`);
  return Object.fromEntries(packages.map((name) => [`${name}$`, require.resolve(name)]));
}

/**
 * @param {object} opts
 * @param {string} opts.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} opts.name       federation name: 'shell' or the remote's short name ('casino', …)
 * @param {'host'|'remote'} opts.kind
 * @param {number} opts.devPort    webpack-dev-server port for the dev harness
 * @param {string} [opts.template] html template (host page, or the remote's dev harness page)
 * @param {object} [opts.define]   compile-time constants
 * @param {object} [opts.templateParameters] values the html template interpolates (<%= name %>)
 * @param {string} [opts.entry]    the page's entry module
 * @param {string} [opts.exposed]  a remote's exposed module (its parcel)
 * @param {object} [opts.alias]    resolve.alias
 * @param {{ mode?: string }} [argv] webpack-cli's arguments
 */
function createAppConfig({ dir, name, kind, devPort, template, define = {}, templateParameters, entry = './src/index.ts', exposed, alias }, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProd = mode === 'production';
  const isRemote = kind === 'remote';
  const apiTarget = process.env.ARENA_API_URL || 'http://127.0.0.1:8080';
  const webpack = require('webpack');

  // 'loaded-first': a shared module comes from whoever already loaded it. The default 'version-first'
  // fetches and initialises every registered remote's entry on the first shared import to compare
  // versions, so the home page would download all five remotes to render one.
  const shareStrategy = /** @type {const} */ ('loaded-first');
  const federation = isRemote
    ? {
        name,
        filename: 'remoteEntry.js',
        exposes: exposed ? { './parcel': exposed } : undefined,
        shared: sharedConfig(dir),
        shareStrategy,
        manifest: true,
        dts: false,
        // in production a remote borrows the shell's federation runtime instead of shipping its own
        experiments: { externalRuntime: isProd },
      }
    : {
        name,
        remotes: {},
        shared: sharedConfig(dir),
        shareStrategy,
        dts: false,
        experiments: { provideExternalRuntime: true },
      };

  return {
    mode,
    context: dir,
    entry: { main: entry },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve chunk URLs from wherever their manifest was loaded, so a dist/ can be copied
      // to any URL and redeployed without rebuilding the shell.
      publicPath: isRemote ? 'auto' : '/',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `arena_${name}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: { ...(!isRemote && federationRuntimeAlias()), ...alias } },
    module: {
      rules: [typeScriptRule(isProd), { test: /\.css$/, type: 'asset/source' }, { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' }],
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      isProd && new PrecompressPlugin(),
      template &&
        new HtmlWebpackPlugin({ template, ...(templateParameters && { templateParameters }), inject: 'body', scriptLoading: 'defer', minify: isProd }),
    ].filter(Boolean),
    // swc minifies (already the compiler): a third less CPU per build than Terser, and smaller bundles
    optimization: { minimize: isProd, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/hub', '/remotes'], target: apiTarget, ws: true }],
    },
  };
}

/** Dev-server ports: the shell's, then one per remote (README "Developing one remote alone"). */
/** @type {Record<string, number>} */
const DEV_PORTS = { shell: 3100, casino: 3101, sports: 3102, account: 3103, payments: 3104, cms: 3105 };

/**
 * A remote's whole webpack config from its folder (`mf-<name>`, named by its package.json): it exposes
 * its declaration (src/remote.tsx, a remote-kit `defineRemote`) as the parcel, and its dev harness is
 * remote-kit's, which mounts that same declaration alone in the page below.
 * @param {string} dir the remote's folder (__dirname of its webpack.config.js)
 * @returns {(env: unknown, argv: { mode?: string }) => object}
 */
function createRemoteConfig(dir) {
  /** @type {string} */
  const name = require(path.join(dir, 'package.json')).name.replace(/^mf-/, '');
  const declaration = './src/remote.tsx';
  return (_env, argv) =>
    createAppConfig(
      {
        dir,
        name,
        kind: 'remote',
        devPort: DEV_PORTS[name],
        template: path.join(__dirname, 'harness.html'),
        entry: '@arena/remote-kit/harness-entry',
        exposed: declaration,
        alias: { '@arena/this-remote$': path.join(dir, declaration) },
      },
      argv,
    );
}

module.exports = { createAppConfig, createRemoteConfig, sharedConfig, typeScriptRule, SHARED_SINGLETONS, DEV_PORTS };
