/**
 * A remote's Playwright suite (`export default remoteRouteSuite(__dirname)` in its playwright.config.ts):
 * every route it owns (contracts ROUTES) through the real shell and server, desktop and phone, with
 * the monorepo's one Playwright set-up (e2e/playwright/shared-config.ts).
 */
import path from 'node:path';
import { createArenaConfig } from 'e2e/playwright/shared-config';
import { REMOTE_UNDER_TEST } from './remote-under-test';

/** `dir`: the remote's folder (mf-<name>); its package name names the remote. */
export function remoteRouteSuite(dir: string) {
  const { name } = require(path.join(dir, 'package.json')) as { name: string };
  // the config is evaluated again in every worker: the spec reads the remote from here
  process.env[REMOTE_UNDER_TEST] = name.replace(/^mf-/, '');
  // the suite needs the shell and this remote built (turbo's mf-<name>#test builds just those): the
  // server started for it must not build the other remotes, whose routes it never visits
  process.env.ARENA_SKIP_BUILD = '1';
  return createArenaConfig({ testDir: __dirname, outputDir: path.join(dir, 'test-results', 'playwright') });
}
