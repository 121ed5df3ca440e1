// The sweep, every SWEEP_MS and at start: what a missed nudge left behind is settled (or re-settled),
// then the auto cash outs run over every armed bet.
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../../../i18n/translations';
import { unique, type BetsContext } from '../context';
import { sportsBetLegs, sportsBets } from '../schema';
import { SYSTEM_OPERATOR_ID } from '../wallet-moves';
import { autoCashOuts } from './auto-cash-out';
import { settleBet } from './settle-bets';

/** how long after its settlement a bet is still checked for corrections by the sweep */
const RECHECK_MS = 3 * 24 * 3_600_000;
/** legs one sweep looks at */
const SWEEP_LEGS = 20_000;

/**
 * What a missed nudge left behind: open bets whose legs all have their results are settled, recently
 * settled bets whose results were corrected since are re-settled; then the auto cash outs run.
 */
export async function sweepBets(ctx: BetsContext): Promise<void> {
  const { db, clock, quote } = ctx;
  const recent = new Date(clock.now() - RECHECK_MS);
  const legs = await db
    .select({ betId: sportsBetLegs.betId, selectionId: sportsBetLegs.selectionId, version: sportsBetLegs.settlementVersion, status: sportsBets.status })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(or(eq(sportsBets.status, 'open'), and(inArray(sportsBets.status, ['won', 'lost', 'void']), gt(sportsBets.settledAt, recent))))
    .limit(SWEEP_LEGS);
  const states = await quote(
    legs.map((leg) => leg.selectionId),
    DEFAULT_LOCALE,
  );
  const waiting = new Set<number>();
  const corrected = new Set<number>();
  for (const leg of legs) {
    const state = states.get(leg.selectionId);
    if (state?.result == null) waiting.add(leg.betId);
    else if (state.settlementVersion > leg.version) corrected.add(leg.betId);
  }
  const due = unique(legs.filter((leg) => (leg.status === 'open' ? !waiting.has(leg.betId) : corrected.has(leg.betId))).map((leg) => leg.betId));
  for (const betId of due) await settleBet(ctx, betId, states, SYSTEM_OPERATOR_ID);
  await autoCashOuts(ctx);
}
