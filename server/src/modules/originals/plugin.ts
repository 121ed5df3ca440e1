// Arena Originals' public surface: `app.originals`, our provably fair studio. At start it settles the
// rounds a crash left Processing, before the server takes any request.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import { createOriginalsService, type OriginalsService } from './service';
import { slotPaces } from './slot-pace';

export type { OriginalsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    originals: OriginalsService;
  }
}

export default fp<{ clock: Clock; originals: OriginalsConfig }>(
  async (app, { clock, originals: config }) => {
    const service = createOriginalsService({
      db: app.db,
      wallet: app.wallet,
      clock,
      log: app.log,
      config,
      paces: slotPaces(config.slotMinSpinMs),
    });
    app.decorate('originals', service);
    await service.recover();
  },
  { name: 'arena-originals', dependencies: ['arena-db', 'arena-wallet'] },
);
