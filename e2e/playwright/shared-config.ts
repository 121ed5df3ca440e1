/**
 * The ONE Playwright set-up of the monorepo. `e2e/playwright.config.ts` and remote-kit's route suite
 * (every remote's `mf-<name>/playwright.config.ts`) call `createArenaConfig()`; nothing here is copied elsewhere.
 *
 * - Debian's chromium-headless-shell, or chromium when it is missing (`e2e/lib/chromium.js`; never
 *   `playwright install`: this machine downloads no browser)
 * - projects "desktop" (1280x800) and "phone" (390x844, isMobile, hasTouch); a test tagged
 *   `@desktop` runs on the desktop project only, one tagged `@phone` on the phone project only
 * - global set-up starts `node server/bin/start.mjs` on a free port with a throwaway data dir
 *   (unless DATABASE_URL is set) and hands its URL to the tests in ARENA_E2E_BASE_URL
 */
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../lib/chromium';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const browser = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export const DESKTOP = {
  ...browser,
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
};

export const PHONE = {
  ...devices['Pixel 7'],
  ...browser,
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** tags of tests that belong to one viewport: `test('…', { tag: DESKTOP_TAG }, …)` */
export const DESKTOP_TAG = '@desktop';
export const PHONE_TAG = '@phone';
const DESKTOP_ONLY = new RegExp(`${DESKTOP_TAG}\\b`);
const PHONE_ONLY = new RegExp(`${PHONE_TAG}\\b`);

export interface ArenaConfigOptions {
  /** folder holding the *.spec.ts files */
  testDir: string;
  /** where results go (default: test-results/playwright beside testDir); a suite shared by several remotes gives each its own */
  outputDir?: string;
  /** run the browser suites on the phone project too (default true) */
  phone?: boolean;
  /** spec files that need the phone project as well (default: all of them) */
  phoneMatch?: string | RegExp | (string | RegExp)[];
  /** extra projects (e.g. browser-less checks) */
  extraProjects?: Project[];
  /** per-test timeout */
  timeout?: number;
}

export function createArenaConfig(opts: ArenaConfigOptions): PlaywrightTestConfig {
  const ci = Boolean(process.env.CI);
  const outputRoot = opts.outputDir ?? path.join(opts.testDir, '..', 'test-results', 'playwright');
  const projects: Project[] = [{ name: 'desktop', use: DESKTOP, testIgnore: ignoreFor(opts.extraProjects), grepInvert: PHONE_ONLY }];
  if (opts.phone !== false) {
    projects.push({
      name: 'phone',
      use: PHONE,
      testMatch: opts.phoneMatch ?? '**/*.spec.ts',
      testIgnore: ignoreFor(opts.extraProjects),
      grepInvert: DESKTOP_ONLY,
    });
  }
  projects.push(...(opts.extraProjects ?? []));
  return defineConfig({
    testDir: opts.testDir,
    outputDir: outputRoot,
    // 2-core machine: never more than 2 browsers at once
    workers: Number(process.env.ARENA_E2E_WORKERS || 2),
    fullyParallel: false,
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    timeout: opts.timeout ?? 60_000,
    expect: { timeout: 15_000 },
    reporter: ci ? [['list'], ['junit', { outputFile: path.join(outputRoot, 'junit.xml') }]] : [['list']],
    globalSetup: path.join(__dirname, 'global-setup.ts'),
    use: {
      // the suites browse as a player who asked for less motion: the top notice's marquee (a fifth of a
      // core per page), the home page's video banner and the like stand still, which two browsers on a
      // 2-core machine need; a spec about motion itself asks for it back (`test.use({ reducedMotion: 'no-preference' })`)
      reducedMotion: 'reduce',
      // a trace (actions, network, DOM snapshots to step through) is recorded on a failed test's retry,
      // not for every test in case it fails: recording snapshots at every action cost a third of a route
      // suite's CPU on 2 cores (mf-account: 103 → 66 s of CPU), passing tests included. CI retries once, so
      // a failure still leaves its trace, and its first attempt its screenshot (below)
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      actionTimeout: 15_000,
      navigationTimeout: 30_000,
    },
    projects,
  });
}

function toArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/** files claimed by an extra project do not run in the browser projects */
function ignoreFor(extra: Project[] | undefined): (string | RegExp)[] {
  return (extra ?? []).flatMap((p) => toArray(p.testMatch));
}
