// A round's end: every open bet settled by the result and the round Completed, or (cut off before its
// result) every open bet refunded and the round Cancelled.
import { eq } from 'drizzle-orm';
import { SessionStatus } from '@arena/contracts';
import { openBets, refundBet, settleBet } from '../bet-settlement';
import type { LiveRoundsContext, RoundRow } from '../context';
import { broadcastRound } from '../round-view';
import { liveRounds } from '../schema';

/** writes the round's new phase (or status) and answers the round as written */
export const setPhase = async ({ db }: LiveRoundsContext, round: RoundRow, values: Partial<RoundRow>): Promise<RoundRow> =>
  (await db.update(liveRounds).set(values).where(eq(liveRounds.id, round.id)).returning())[0];

/** every open bet settled by the result, then the round Completed */
export async function settleRound(ctx: LiveRoundsContext, round: RoundRow): Promise<void> {
  const { rules, now } = ctx;
  for (const bet of await openBets(ctx, round.id)) await settleBet(ctx, round.game, bet, rules[round.game].settle(bet.params, round.result, bet));
  await setPhase(ctx, round, { status: SessionStatus.Completed, completedAt: now() });
}

export async function cancelRound(ctx: LiveRoundsContext, round: RoundRow): Promise<void> {
  for (const bet of await openBets(ctx, round.id)) await refundBet(ctx, round.game, bet);
  await broadcastRound(ctx, await setPhase(ctx, round, { status: SessionStatus.Cancelled, completedAt: ctx.now() }));
}
