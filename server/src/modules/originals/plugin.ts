// Arena Originals' public surface: `app.originals`, our provably fair studio. At start it settles the
// rounds a crash left Processing, before the server takes any request.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import { createOriginalsService, type OriginalsService } from './service';

export type { OriginalsService } from './service';
export { ORIGINALS_PROVIDER, STAKE_OUT_OF_LIMITS } from './service';
export { refuse } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    originals: OriginalsService;
  }
}

export default fp<{ clock: Clock; originals: OriginalsConfig }>(
  async (app, { clock, originals: config }) => {
    const service = createOriginalsService({ db: app.db, wallet: app.wallet, clock, log: app.log, config });
    app.decorate('originals', service);
    await service.recover();
  },
  { name: 'arena-originals', dependencies: ['arena-db', 'arena-wallet'] },
);
