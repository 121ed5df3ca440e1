// A game as a player opening its page sees it: the current (or last) round, its bets (theirs marked),
// the running round's progress and the server's clock.
import { desc, eq } from 'drizzle-orm';
import { SessionStatus, type LiveGameCode, type LiveState } from '@arena/contracts';
import type { LiveRoundsContext, RoundRow } from '../context';
import { saltOf } from '../hash-chain';
import { betView, roundView } from '../round-view';
import { liveBets, liveRounds } from '../schema';

/** what the room sees of a running round at `at` (server time): null outside the running phase or for a game without progress */
function progressOf({ rules }: LiveRoundsContext, round: RoundRow, at: number): Record<string, unknown> | null {
  if (round.phase !== 'running' || round.status !== SessionStatus.Processing) return null;
  return (rules[round.game].progress?.(round.result, at - round.startsAt.getTime()) as Record<string, unknown> | undefined) ?? null;
}

export async function roundState(ctx: LiveRoundsContext, game: LiveGameCode, userId?: number): Promise<LiveState> {
  const { db, clock } = ctx;
  const [round] = await db.select().from(liveRounds).where(eq(liveRounds.game, game)).orderBy(desc(liveRounds.id)).limit(1);
  const at = clock.now();
  if (!round) return { game, serverTime: at, round: null, bets: [], mine: [], progress: null };
  const bets = await db.select().from(liveBets).where(eq(liveBets.roundId, round.id)).orderBy(liveBets.id);
  return {
    game,
    serverTime: at,
    round: roundView(ctx, round, await saltOf(ctx, round.chainId)),
    bets: bets.map(betView),
    mine: bets.filter((bet) => bet.userId === userId).map((bet) => bet.id),
    progress: progressOf(ctx, round, at),
  };
}
