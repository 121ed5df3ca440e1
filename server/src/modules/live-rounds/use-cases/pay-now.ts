// A player's open bet paid while the round runs (Aviator's cash-out), at the multiplier the game's
// function gives at the server's receive time; refused before take-off, after the result, or when the
// function says no.
import { and, eq } from 'drizzle-orm';
import { LiveBetStatus, type LiveBetReply, type LiveGameCode } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import { settleBet } from '../bet-settlement';
import type { LiveRoundsContext, Result } from '../context';
import { NO_OPEN_BET } from '../messages';
import { openRoundOf } from '../round-view';
import { liveBets } from '../schema';

export async function payNow(
  ctx: LiveRoundsContext,
  game: LiveGameCode,
  userId: number,
  betId: number,
  multiplierAt: (result: Result, params: Record<string, unknown>, elapsedMs: number) => number | null,
  refusal: string,
): Promise<LiveBetReply> {
  const { db, clock } = ctx;
  const receivedAt = clock.now();
  const [bet] = await db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.id, betId), eq(liveBets.userId, userId), eq(liveBets.status, LiveBetStatus.Open)));
  const round = bet && (await openRoundOf(ctx, game));
  if (!bet || !round || round.id !== bet.roundId || round.phase === 'betting') throw new HttpError(400, NO_OPEN_BET);
  const multiplier = round.phase === 'running' ? multiplierAt(round.result, bet.params, receivedAt - round.startsAt.getTime()) : null;
  if (multiplier === null) throw new HttpError(400, refusal);
  const paid = await settleBet(ctx, game, bet, multiplier);
  if (!paid) throw new HttpError(400, NO_OPEN_BET);
  return paid;
}
