/**
 * Servers shared by the journeys that need the same site: one worker-scoped fixture per environment.
 * Playwright queues the files of one worker hash together and hands them to a worker that already runs
 * that hash, so the journeys of one environment share the worker's server instead of each starting its
 * own (a start and a stop cost a few seconds of a core each). A journey that changes what another one
 * reads (site options, content, markets) keeps a server of its own.
 *
 *   import { studioTest as test } from '../playwright/sites';
 *   let server: Site;
 *   test.beforeAll(({ site }) => { server = site; });
 */
import { startServer } from '../lib/arena-server';
import { test as base } from './fixtures';
import { STUDIO_SERVER_ENV } from './studio';

export type Site = Awaited<ReturnType<typeof startServer>>;

/** a test whose worker runs one server with `env` for all its files (`label` names its database) */
function siteTest(label: string, env: Record<string, string>) {
  return base.extend<object, { site: Site }>({
    site: [
      async ({}, use, workerInfo) => {
        const server = await startServer({ label: `${label}-${workerInfo.project.name}`, env });
        await use(server);
        await server.stop();
      },
      // a fresh database and a cold start on a busy 2-core machine
      { scope: 'worker', timeout: 240_000 },
    ],
  });
}

/** the studio's site (development: the aggregator simulator plays the suppliers' side), with an operator who funds players; the slot keeps its licensed pace */
export const studioTest = siteTest('studio', STUDIO_SERVER_ENV);

/**
 * The studio's site with the slot's minimum cycle off: wagering a bonus on the slot takes seconds, not
 * minutes (the pace has its own tests, on the studio's site). Licence: the default, Curaçao.
 */
export const fastSlotTest = siteTest('fast-slot', { ...STUDIO_SERVER_ENV, ORIGINALS_SLOT_MIN_SPIN_MS: '1' });

/** the same under the UKGC's licence */
export const ukgcFastSlotTest = siteTest('ukgc-fast-slot', { ...STUDIO_SERVER_ENV, LICENCE_PROFILE: 'ukgc', ORIGINALS_SLOT_MIN_SPIN_MS: '1' });
