// Rounds and bets as players see them (in the room and in the state call), and the game's open round.
import { and, eq } from 'drizzle-orm';
import { LIVE_ROOM_COMMANDS, SessionStatus, type LiveBet, type LiveGameCode, type LiveRound } from '@arena/contracts';
import type { BetRow, LiveRoundsContext, RoundRow } from './context';
import { saltOf } from './hash-chain';
import { liveRounds } from './schema';

/** what other players see of a username: its first two letters and its last (ab***z) */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

export function nextRoundAt({ live }: LiveRoundsContext, round: RoundRow): Date | null {
  if (round.status === SessionStatus.Cancelled) return new Date(round.completedAt!.getTime() + live.cycles[round.game].pauseMs);
  if (round.phase === 'result') return new Date(round.resultAt.getTime() + live.cycles[round.game].pauseMs);
  return null;
}

/** the public view: the hash and the result only once final (or the round cancelled: its hash is spent) */
export function roundView(ctx: LiveRoundsContext, round: RoundRow, salt: string): LiveRound {
  const shown = round.phase === 'result' || round.status === SessionStatus.Cancelled;
  return {
    id: round.id,
    game: round.game,
    chainId: round.chainId,
    index: round.chainIndex,
    phase: round.phase,
    status: round.status,
    startsAt: round.startsAt.toISOString(),
    nextRoundAt: nextRoundAt(ctx, round)?.toISOString() ?? null,
    hash: shown ? round.hash : null,
    salt,
    result: round.phase === 'result' ? round.result : null,
  };
}

export const betView = (bet: BetRow): LiveBet => ({
  id: bet.id,
  roundId: bet.roundId,
  player: bet.player,
  amount: bet.amount,
  params: bet.params,
  status: bet.status,
  multiplier: bet.multiplier,
  win: bet.win,
});

export async function broadcastRound(ctx: LiveRoundsContext, round: RoundRow) {
  await ctx.publish(round.game, LIVE_ROOM_COMMANDS.round, roundView(ctx, round, await saltOf(ctx, round.chainId)));
}

/** the game's round under way (betting, running or at its result, not yet settled) */
export const openRoundOf = async ({ db }: LiveRoundsContext, game: LiveGameCode): Promise<RoundRow | undefined> =>
  (
    await db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.game, game), eq(liveRounds.status, SessionStatus.Processing)))
  )[0];
