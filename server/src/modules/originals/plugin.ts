// Arena Originals' public surface: `app.originals`, our provably fair studio, and `app.blackjack`, its
// game of several steps. At start it settles the rounds a crash left Processing and finishes the
// Blackjack rounds left alone too long, before the server takes any request.
import fp from 'fastify-plugin';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import { createBlackjackService, type BlackjackService } from './blackjack';
import { defaultVariants } from '@arena/provably-fair/slots';
import { loadVariants } from './game-settings';
import { createOriginalsService, type OriginalsService } from './service';
import { slotPaces } from './slot-pace';
import { slotStakeCap } from './slot-stake-cap';

export type { OriginalsService } from './service';
export type { BlackjackService } from './blackjack';
export { ORIGINALS_PROVIDER, STAKE_OUT_OF_LIMITS } from './service';
export { refuse } from './routes';
// the studio's rounds as stored, for game recall and the unfinished rounds
export { originalsRounds } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    originals: OriginalsService;
    blackjack: BlackjackService;
  }
}

export default fp<{ clock: Clock; originals: OriginalsConfig; licence: LicenceProfile }>(
  async (app, { clock, originals: config, licence }) => {
    const deps = { db: app.db, wallet: app.wallet, clock, log: app.log, config, integrity: app.integrity };
    // the variants in force before the first round; the back office's routes keep them current (game-settings.ts)
    const variants = defaultVariants();
    await loadVariants(app.db, variants);
    const service = createOriginalsService({ ...deps, paces: slotPaces(config.slotMinSpinMs, slotStakeCap(licence.slots)), variants, freeSpins: app.bonus });
    const blackjack = createBlackjackService({ ...deps, originals: service, leadsExpiry: () => app.leadership.leads('blackjack-expiry') });
    app.decorate('originals', service);
    app.decorate('blackjack', blackjack);
    app.addHook('onClose', async () => blackjack.stop());
    await service.recover();
    await blackjack.start();
  },
  { name: 'arena-originals', dependencies: ['arena-db', 'arena-leadership', 'arena-wallet', 'arena-bonus', 'arena-integrity'] },
);
