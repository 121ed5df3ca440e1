// The wallet's public surface: `app.wallet`, the only way another module reads or changes a balance.
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { WalletConfig } from '../../config';
import { createWalletService, type WalletService } from './service';

export { WALLET_REFUSALS, walletHttpError } from './refusals';
export { WalletError, WalletRefusal } from './service';
export type {
  AfterCommit,
  BalanceListener,
  GuardedAction,
  Movement,
  RecordedMovement,
  StatementItem,
  StatementQuery,
  WalletErrorCode,
  WalletGuard,
  WalletOps,
  WalletService,
} from './service';
// the ledger's movements, for reports over many players (transaction/topwinners, gamehistory)
export { ledgerTransactions } from './schema';
// the cash entries behind each movement, for game recall's balance before a round
export { ledgerAccounts, ledgerEntries } from './schema';
export type { TransactionKind } from './ledger';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

export default fp<{ clock: Clock; wallet: WalletConfig }>(
  async (app, { clock, wallet }) => {
    app.decorate('wallet', await createWalletService({ db: app.db, clock, pubsub: app.pubsub, log: app.log, houseShards: wallet.houseShards }));
  },
  { name: 'arena-wallet', dependencies: ['arena-db', 'arena-pubsub'] },
);
