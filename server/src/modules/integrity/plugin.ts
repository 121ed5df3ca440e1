// The integrity self-check's public surface, `app.integrity` (service.ts): a check before the server
// takes any request and every config.integrity.checkIntervalMs after, and the open alerts read again
// every minute, so an admin's acknowledgement on one server reaches the others.
import fp from 'fastify-plugin';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { IntegrityCheckConfig } from '../../config';
import { createIntegrityService, type IntegrityService } from './service';

export { GAME_OFFLINE, type IntegrityGate } from './service';
export { CRITICAL_COMPONENTS } from './components';
export { assertReleaseManifest } from './manifest';

const REFRESH_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    integrity: IntegrityService;
  }
}

export default fp<{ clock: Clock; integrity: IntegrityCheckConfig; licence: LicenceProfile }>(
  async (app, { clock, integrity: config, licence }) => {
    const service = createIntegrityService({ db: app.db, clock, log: app.log, config, disallowed: licence.disallowed.games });
    app.decorate('integrity', service);
    const report = await service.check();
    const mismatched = report.components.filter((c) => c.state === 'mismatch').map((c) => c.id);
    if (mismatched.length > 0)
      app.log.error({ components: mismatched, offline: report.offline }, 'integrity check at start: components differ from the release manifest');
    const keep = (error: unknown) => app.log.error({ err: error }, 'integrity check failed');
    const checking = setInterval(() => void service.check().catch(keep), config.checkIntervalMs);
    const refreshing = setInterval(() => void service.refresh().catch(keep), REFRESH_MS);
    checking.unref();
    refreshing.unref();
    app.addHook('onClose', async () => {
      clearInterval(checking);
      clearInterval(refreshing);
    });
  },
  { name: 'arena-integrity', dependencies: ['arena-db'] },
);
