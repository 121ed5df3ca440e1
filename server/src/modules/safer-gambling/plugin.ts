// Safer gambling's public surface, `app.saferGambling`: its guard joins the wallet's (deposits paused in
// review; detection after each deposit), and a sweep every `sweepIntervalMs` runs detection for every
// player active since the sweep before, which finds what no deposit shows (a withdrawal returned and
// staked, night sessions, stakes raised after losses, limit increases).
import fp from 'fastify-plugin';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import { scheduleSweep } from '../leadership/plugin';
import { createSaferGamblingService, type SaferGamblingService } from './service';

export type { SaferGamblingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    saferGambling: SaferGamblingService;
  }
}

export default fp<{ clock: Clock; harm: LicenceProfile['harm']; sweepIntervalMs: number }>(
  async (app, { clock, harm, sweepIntervalMs }) => {
    const service = createSaferGamblingService({ db: app.db, clock, harm, log: app.log });
    app.wallet.addGuard(service.guard);
    app.decorate('saferGambling', service);
    // an instance that takes the sweep over looks back from its own start
    let last = clock.now();
    scheduleSweep(app, {
      job: 'harm-sweep',
      everyMs: sweepIntervalMs,
      pass: () => {
        // overlapping windows: a movement committed during the previous sweep is still looked at
        const since = new Date(last - sweepIntervalMs);
        last = clock.now();
        return service.sweep(since);
      },
    });
  },
  { name: 'arena-safer-gambling', dependencies: ['arena-db', 'arena-leadership', 'arena-wallet'] },
);
