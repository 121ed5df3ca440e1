// Player protection's public surface: `app.protection`. Its guard joins the wallet's on registration,
// so every deposit, bet, launch and claim is held to the player's limits and exclusions from then on.
// `app.marketing` sends promotions only to the players protection lets marketing reach.
import fp from 'fastify-plugin';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import { createMarketingSender, type MarketingSender } from './marketing';
import { createProtectionService, type ProtectionService } from './service';

export { PROTECTION_MESSAGES } from './service';
export type { ProtectionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    protection: ProtectionService;
    marketing: MarketingSender;
  }
}

export default fp<{ clock: Clock; sessionClock: Clock; sessionIdleMs: number; licence: LicenceProfile }>(
  async (app, { clock, sessionClock, sessionIdleMs, licence }) => {
    const protection = await createProtectionService({
      db: app.db,
      clock,
      sessionClock,
      sessionIdleMs,
      licence,
      pubsub: app.pubsub,
      sessions: app.sessions,
      log: app.log,
      wallet: app.wallet,
    });
    app.wallet.addGuard(protection.guard);
    app.decorate('protection', protection);
    app.decorate(
      'marketing',
      createMarketingSender({ db: app.db, clock, notifications: app.notifications, marketingAllowed: (userId) => protection.marketingAllowed(userId) }),
    );
  },
  { name: 'arena-protection', dependencies: ['arena-db', 'arena-pubsub', 'arena-auth', 'arena-wallet', 'arena-notifications'] },
);
