import path from 'node:path';
import { createAppConfig, sharedConfig } from '../index';

const repo = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'mf-casino', 'mf-sports', 'mf-account', 'mf-payments', 'mf-cms'];
const uiVersion: string = require(path.join(repo, 'packages', 'ui', 'package.json')).version;
const uiMajor = uiVersion.split('.')[0];

describe('what the shell and the remotes share', () => {
  it.each(APPS)('%s shares @arena/ui as a strict singleton within the major of the one in the repo', (app) => {
    const ui = sharedConfig(path.join(repo, app))['@arena/ui'];
    expect(ui).toEqual({ singleton: true, strictVersion: true, requiredVersion: expect.stringMatching(new RegExp(`^\\^${uiMajor}\\.`)) });
  });

  it('gives @arena/ui a release version, not a range that takes anything', () => {
    expect(uiVersion).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });
});

describe("the federation runtime's one copy", () => {
  // the plugin embeds runtime-core from its CommonJS build (resolved with require.resolve); an ES
  // import of it, as webpack resolves it for the browser, must land on that same file
  it.each(['runtime', 'runtime-core', 'sdk', 'error-codes'])('an ES import of @module-federation/%s resolves to the build the plugin embeds', (name) => {
    const { ResolverFactory, CachedInputFileSystem } = require('enhanced-resolve');
    const fs = require('node:fs');
    const config = createAppConfig({ dir: path.join(repo, 'shell'), name: 'shell', kind: 'host', devPort: 3100 }, { mode: 'production' });
    const resolver = ResolverFactory.createResolver({
      fileSystem: new CachedInputFileSystem(fs, 1000),
      useSyncFileSystemCalls: true,
      conditionNames: ['webpack', 'production', 'browser', 'import', 'module'],
      extensions: config.resolve.extensions,
      alias: config.resolve.alias,
    });
    // from the ES build of @module-federation/runtime, which the shell's registry imports through
    const from = path.join(repo, 'node_modules', '@module-federation', 'runtime', 'dist');
    const embedded = require.resolve(`@module-federation/${name}`);
    expect(embedded).toMatch(/\.cjs$/);
    expect(resolver.resolveSync({}, from, `@module-federation/${name}`)).toBe(embedded);
  });
});
