// What anyone can check of a game's fairness: the published chains, and the last finished rounds with
// their hashes and results.
import { and, desc, eq, ne } from 'drizzle-orm';
import { SessionStatus, type LiveChain, type LiveGameCode, type LiveRound } from '@arena/contracts';
import type { LiveRoundsContext } from '../context';
import { chainView } from '../hash-chain';
import { roundView } from '../round-view';
import { liveChains, liveRounds } from '../schema';

/** how many finished rounds roundHistory() lists */
const HISTORY = 50;

/** every chain's commitment, newest first */
export async function listChains({ db }: LiveRoundsContext): Promise<LiveChain[]> {
  return (await db.select().from(liveChains).orderBy(desc(liveChains.id))).map(chainView);
}

/** the game's last finished rounds with their hashes and results, newest first */
export async function roundHistory(ctx: LiveRoundsContext, game: LiveGameCode): Promise<LiveRound[]> {
  const { db } = ctx;
  const rows = await db
    .select({ round: liveRounds, salt: liveChains.salt })
    .from(liveRounds)
    .innerJoin(liveChains, eq(liveChains.id, liveRounds.chainId))
    .where(and(eq(liveRounds.game, game), ne(liveRounds.status, SessionStatus.Processing)))
    .orderBy(desc(liveRounds.id))
    .limit(HISTORY);
  return rows.map(({ round, salt }) => roundView(ctx, round, salt));
}
