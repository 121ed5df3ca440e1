import type { FullConfig } from '@playwright/test';
import { makeTemplate, missingBuilds, startServer } from '../lib/arena-server';

/**
 * Starts one Arena server for the whole run (free port, throwaway ARENA_DATA_DIR unless
 * DATABASE_URL is set) and hands its URL to the workers through ARENA_E2E_BASE_URL.
 * Set ARENA_E2E_BASE_URL yourself to test an already running server instead.
 */
export default async function globalSetup(_config: FullConfig) {
  if (process.env.ARENA_E2E_BASE_URL) return;
  const missing: string[] = missingBuilds();
  if (missing.length && process.env.ARENA_SKIP_BUILD) {
    // a remote's own suite: only the shell and that remote are needed
    console.log(`[e2e] not built, not served: ${missing.join(', ')}`);
  } else if (missing.length) {
    console.warn(
      `[e2e] builds missing (${missing.join(', ')}); the server will build them first. ` +
        'Run `npx turbo run build` (or the root `npm test`, which builds first) to avoid this.',
    );
  }
  // one migrated + seeded database (PGlite dir or PostgreSQL database), copied by every server of the
  // run (fresh db each, fast start); the root `npm test` makes one for all its Playwright runs and hands
  // it down, which this run then neither makes nor removes
  const handedDown = Boolean(process.env.ARENA_E2E_PG_TEMPLATE || process.env.ARENA_E2E_PGLITE_TEMPLATE);
  const removeTemplate = handedDown ? async () => undefined : await makeTemplate();
  const server = await startServer({ label: 'e2e' });
  process.env.ARENA_E2E_BASE_URL = server.url;
  console.log(`[e2e] server on ${server.url}${server.dataDir ? ` (data ${server.dataDir})` : ' (DATABASE_URL)'}`);
  return async () => {
    await server.stop();
    delete process.env.ARENA_E2E_BASE_URL;
    await removeTemplate();
  };
}
