// The wallet's public surface: `app.wallet`, the only way another module reads or changes a balance.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import { createWalletService, type WalletService } from './service';

export type { WalletService, WalletWrites } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

export default fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('wallet', await createWalletService(app.db, clock, app.pubsub, app.log));
  },
  { name: 'arena-wallet', dependencies: ['arena-db', 'arena-pubsub'] },
);
