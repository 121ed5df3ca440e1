// The betting side of the book: it takes a slip's bets at the catalogue's prices, settles them when
// their markets are settled (and again after a correction), cashes them out, and shows them to the
// player. Every money movement is one wallet call inside the same DB transaction as the bet's rows,
// under a key derived from the bet's id, so nothing is paid twice and nothing moves without its row.
// Each use case is its own file in ./use-cases; this file builds their context and wires them up.
import type {
  AutoCashOutRequest,
  Bet,
  CashOutReply,
  CashOutRequest,
  MyBetsQuery,
  MyBetsReply,
  OperatorSportsResult,
  PlaceBetReply,
  PlaceBetRequest,
} from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { createBetsContext, type BettingDeps } from './context';
import { cashOutOnLiveChanges } from './use-cases/auto-cash-out';
import { cashOut } from './use-cases/cash-out';
import { correctResult } from './use-cases/correct-result';
import { myBets } from './use-cases/my-bets';
import { placeBet } from './use-cases/place-bet';
import { setAutoCashOut } from './use-cases/set-auto-cash-out';
import { settleWhenMarketsSettle, type Resettlement } from './use-cases/settle-bets';
import { sweepBets } from './use-cases/sweep-bets';

export type { BettingDeps, FreeBets, SportsWagering } from './context';
export type { Resettlement } from './use-cases/settle-bets';
export {
  ACCUMULATOR_SIZE,
  BET_NOT_FOUND,
  BET_SETTLED,
  BETTING_CLOSED,
  MARKET_LIMIT,
  ONE_PER_EVENT,
  PORTION_TOO_HIGH,
  SELECTION_TWICE,
  SLIP_REUSED,
  STAKE_OVER_MAX_PAYOUT,
  STAKE_TOO_HIGH,
  STAKE_TOO_LOW,
  SYSTEM_SIZE,
  TOO_MANY_SELECTIONS,
} from './messages';
export { SYSTEM_OPERATOR_ID } from './wallet-moves';

export interface SportsBetting {
  place(userId: number, slip: PlaceBetRequest, locale: Locale): Promise<PlaceBetReply>;
  myBets(userId: number, query: MyBetsQuery, locale: Locale): Promise<MyBetsReply>;
  /** `requestKey`: the call's Idempotency-Key; a retry answers the first call's cash out */
  cashOut(userId: number, request: CashOutRequest, requestKey: string, locale: Locale): Promise<CashOutReply>;
  setAutoCashOut(userId: number, request: AutoCashOutRequest, locale: Locale): Promise<Bet>;
  /** an operator's corrected result: the catalogue re-settles the event's markets, then the bets follow at once */
  correctResult(input: OperatorSportsResult, operatorId: number): Promise<Resettlement>;
  /** settles what a missed nudge left open and runs the auto cash outs (also run every SWEEP_MS once started) */
  sweep(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const SWEEP_MS = 15_000;

export function createSportsBetting(deps: BettingDeps): SportsBetting {
  const ctx = createBetsContext(deps);
  const { state, serial } = ctx;
  settleWhenMarketsSettle(ctx);
  cashOutOnLiveChanges(ctx);
  const sweep = () => sweepBets(ctx);

  return {
    place: (userId, slip, locale) => placeBet(ctx, userId, slip, locale),
    myBets: (userId, query, locale) => myBets(ctx, userId, query, locale),
    cashOut: (userId, request, requestKey, locale) => cashOut(ctx, userId, request, requestKey, locale),
    setAutoCashOut: (userId, request, locale) => setAutoCashOut(ctx, userId, request, locale),
    correctResult: (input, operatorId) => correctResult(ctx, input, operatorId),
    sweep: () => serial(sweep),
    async start() {
      state.stopped = false;
      // what was settled while no instance ran is settled at once; then by the one instance leading the sweep
      const leads = deps.leadsSweep ?? (() => true);
      if (leads()) void serial(sweep);
      state.timer = setInterval(() => {
        if (leads()) void serial(sweep);
      }, SWEEP_MS);
      state.timer.unref();
    },
    async stop() {
      state.stopped = true;
      if (state.timer) clearInterval(state.timer);
      await state.queue;
    },
  };
}
