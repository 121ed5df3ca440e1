// The multi-accounting module's public surface, `app.multiAccounting` (service.ts). Creating it puts
// its guard on the wallet (the instruments of deposits and withdrawals); it must be registered before
// the bonus module, whose guard reads the links this one writes in the same movement.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import { createMultiAccountingService, type MultiAccountingService } from './service';
import { signalHasher } from './signals';
import { createInstrumentGuard } from './wallet-guard';

export type { MultiAccountingService, SessionSignals } from './service';
export type { Person } from './use-cases/same-person';

declare module 'fastify' {
  interface FastifyInstance {
    multiAccounting: MultiAccountingService;
  }
}

export default fp<{ clock: Clock; secret: string }>(
  async (app, { clock, secret }) => {
    const ctx = { db: app.db, clock, hash: signalHasher(secret) };
    app.wallet.addGuard(createInstrumentGuard(ctx));
    app.decorate('multiAccounting', createMultiAccountingService(ctx));
  },
  { name: 'arena-multi-accounting', dependencies: ['arena-db', 'arena-wallet'] },
);
