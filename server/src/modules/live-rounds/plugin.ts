// The live games' public surface: `app.liveRounds`. At ready it encrypts any chain seed stored plain,
// then starts driving every game whose lease this instance takes (recovering the round its last driver
// left open first); at close it stops and hands its open rounds over.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import { createLiveRoundsService, type LiveRoundsService } from './engine';
import { liveGameRules } from './games';

export type { LiveRoundsService } from './engine';
// the shared rounds, for the player's game history (transaction/gamehistory)
export { liveChains, liveRounds } from './schema';
// a player's bets on them, for game recall and the unfinished rounds
export { liveBets } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    liveRounds: LiveRoundsService;
  }
}

export default fp<{ clock: Clock; originals: OriginalsConfig }>(
  async (app, { clock, originals: config }) => {
    const service = createLiveRoundsService({
      db: app.db,
      wallet: app.wallet,
      clock,
      log: app.log,
      config,
      rules: liveGameRules,
      integrity: app.integrity,
      publish: (room, command, payload) => app.rooms.publish(room, command, payload),
      username: async (userId) => (await app.accounts.profile(userId))?.username ?? '',
      // the live_leases rows name this instance (ARENA_INSTANCE)
      instanceId: app.leadership.holder,
    });
    app.decorate('liveRounds', service);
    app.addHook('onReady', async () => {
      // production without a key: no chain can be made or read, so no round is opened here
      if (config.live.chainKey === null) return app.log.error('ORIGINALS_CHAIN_KEY is not set: the live games are not driven by this instance');
      await service.sealPlainSeeds();
      service.start();
    });
    app.addHook('preClose', () => service.stop());
  },
  {
    name: 'arena-live-rounds',
    dependencies: ['arena-db', 'arena-leadership', 'arena-auth', 'arena-wallet', 'arena-realtime', 'arena-originals', 'arena-integrity'],
  },
);
