// The sportsbook's public surface: `app.sportsCatalogue` (events, markets, prices, the feed) and
// `app.sportsBetting` (bets, settlement, cash out through the wallet). At ready the feed and the
// settlement jobs start; at close they stop.
import fp from 'fastify-plugin';
import type { LicenceProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { SportsConfig } from '../../config';
import type { SportsCatalogue, SportsTrading } from './book';
import { BOOK_LEDGER_NAMES, createSportsBetting, type SportsBetting } from './bets';
import { createSportsCatalogue } from './catalogue';

export type { SelectionState, SportsCatalogue, SportsTrading } from './book';
export type { SportsBetting } from './bets';
// the book's movements in the ledger, as the lists of a player's money and games name them
export { describeBookMovements, type BookLine } from './bets';
/** the provider the book's movements are recorded under */
export const SPORTS_PROVIDER = BOOK_LEDGER_NAMES.provider;

declare module 'fastify' {
  interface FastifyInstance {
    sportsCatalogue: SportsCatalogue;
    sportsBetting: SportsBetting;
    /** the trading desk's holds and margins (the catalogue's) */
    sportsTrading: SportsTrading;
  }
}

export default fp<{ clock: Clock; sports: SportsConfig; licence: LicenceProfile }>(
  async (app, { clock, sports: config, licence }) => {
    const catalogue = await createSportsCatalogue({ db: app.db, clock, log: app.log, config, rooms: app.rooms, holder: app.leadership.holder });
    const betting = createSportsBetting({
      db: app.db,
      clock,
      log: app.log,
      config,
      wallet: app.wallet,
      catalogue,
      notifications: app.notifications,
      integrity: app.integrity,
      disallowedBetTypes: licence.disallowed.betTypes,
      freeBets: app.bonus,
      wagering: app.bonus,
      withdrawals: app.payments,
      leadsSweep: () => app.leadership.leads('sports-settlement'),
    });
    app.decorate('sportsCatalogue', catalogue);
    app.decorate('sportsBetting', betting);
    app.decorate('sportsTrading', catalogue);
    app.addHook('onReady', async () => {
      await catalogue.start();
      await betting.start();
    });
    app.addHook('preClose', async () => {
      await betting.stop();
      await catalogue.stop();
    });
  },
  {
    name: 'arena-sports',
    dependencies: ['arena-db', 'arena-leadership', 'arena-wallet', 'arena-realtime', 'arena-notifications', 'arena-bonus', 'arena-payments', 'arena-integrity'],
  },
);
