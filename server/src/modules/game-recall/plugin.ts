// Game recall's public surface, `app.gameRecall`: a game's last rounds from the records (the player's
// account and the back office's player page), the money held in unfinished rounds, and the sweep that
// voids a supplier's round left open past the published time (at start, then every hour).
import fp from 'fastify-plugin';
import { SUPPLIER_ROUND_VOID_HOURS, type GameRecall, type UnfinishedRounds } from '@arena/contracts';
import type { Clock } from '../../clock';
import { scheduleSweep } from '../leadership/plugin';
import type { Locale } from '../../i18n/translations';
import type { GameRecallContext } from './context';
import { recallRounds } from './use-cases/recall-rounds';
import { unfinishedRounds } from './use-cases/unfinished-rounds';
import { voidSupplierRounds } from './use-cases/void-supplier-rounds';

const SWEEP_MS = 3_600_000;

export interface GameRecallService {
  recall(userId: number, gameCode: string | undefined, lang: Locale): Promise<GameRecall>;
  unfinished(lang: Locale): Promise<UnfinishedRounds>;
  /** voids the suppliers' rounds open past the published time; answers how many */
  voidOverdue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gameRecall: GameRecallService;
  }
}

export default fp<{ clock: Clock; blackjackExpiryMinutes: number; supplierVoidHours?: number; supplierRoundVoid: boolean }>(
  async (app, { clock, blackjackExpiryMinutes, supplierVoidHours = SUPPLIER_ROUND_VOID_HOURS, supplierRoundVoid }) => {
    const context: GameRecallContext = { db: app.db, clock, wallet: app.wallet, log: app.log, blackjackExpiryMinutes, supplierVoidHours, supplierRoundVoid };
    const service: GameRecallService = {
      recall: (userId, gameCode, lang) => recallRounds(context, userId, gameCode, lang),
      unfinished: (lang) => unfinishedRounds(context, lang),
      voidOverdue: () => voidSupplierRounds(context),
    };
    app.decorate('gameRecall', service);
    // the sweep refunds: only where the suppliers close every round (config.casino.supplierRoundVoid)
    if (supplierRoundVoid) scheduleSweep(app, { job: 'supplier-round-void', everyMs: SWEEP_MS, atReady: true, pass: () => service.voidOverdue() });
  },
  { name: 'arena-game-recall', dependencies: ['arena-db', 'arena-leadership', 'arena-wallet'] },
);
