// The bonus module's public surface: `app.bonus`. Creating it puts the bonus guard on the wallet
// (maximum bet, wagering, deposit-match grants, forfeit on withdrawal); a timer ends expired bonuses.
import fp from 'fastify-plugin';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import { scheduleSweep } from '../leadership/plugin';
import { seedCampaigns } from './seed';
import { createBonusService, type BonusService } from './service';

export type { BonusService } from './service';
// the campaign a movement of bonus money into cash came from (payments' financial activities)
export { describeBonusMovements } from './ledger-words';

declare module 'fastify' {
  interface FastifyInstance {
    bonus: BonusService;
  }
}

/** how often the sweep looks for bonuses whose time is up (reads of a player's bonuses also end theirs) */
const EXPIRY_SWEEP_MS = 60_000;

export default fp<{ clock: Clock; recordClock: Clock; licence: LicenceProfile }>(
  async (app, { clock, recordClock, licence }) => {
    await seedCampaigns(app.db);
    const bonus = await createBonusService({
      db: app.db,
      clock,
      recordClock,
      wallet: app.wallet,
      notifications: app.notifications,
      accounts: app.accounts,
      people: app.multiAccounting,
      pubsub: app.pubsub,
      log: app.log,
      licence,
    });
    app.decorate('bonus', bonus);

    scheduleSweep(app, { job: 'bonus-expiry', everyMs: EXPIRY_SWEEP_MS, pass: () => bonus.expireDue() });
  },
  {
    name: 'arena-bonus',
    dependencies: ['arena-db', 'arena-leadership', 'arena-pubsub', 'arena-auth', 'arena-wallet', 'arena-multi-accounting', 'arena-notifications'],
  },
);
