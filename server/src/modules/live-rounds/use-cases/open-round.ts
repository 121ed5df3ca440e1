// A new round opened: the next hash of the game's chain (a new chain made and published when it is
// spent) gives the round's result at once, committed with the round; bets are taken until it starts.
import { and, eq } from 'drizzle-orm';
import { SessionStatus, type LiveGameCode } from '@arena/contracts';
import { chainFloats, liveGame } from '@arena/provably-fair';
import type { LiveRoundsContext, Result, RoundRow } from '../context';
import { activeChain, hashesOf } from '../hash-chain';
import { liveChains, liveRounds } from '../schema';

export async function openRound(ctx: LiveRoundsContext, game: LiveGameCode): Promise<RoundRow> {
  const { db, clock, live, rules } = ctx;
  const chain = await activeChain(ctx, game);
  const index = chain.nextIndex;
  const hash = hashesOf(ctx, chain)[index];
  const math = liveGame(game);
  const result = math.result(await chainFloats(hash, chain.salt, math.floatCount)) as Result;
  const opensAt = clock.now();
  const startsAt = opensAt + live.cycles[game].bettingMs;
  return db.transaction(async (tx) => {
    // the index is taken and the round written together: a hash is never used twice
    await tx
      .update(liveChains)
      .set({ nextIndex: index + 1 })
      .where(and(eq(liveChains.id, chain.id), eq(liveChains.nextIndex, index)));
    const [round] = await tx
      .insert(liveRounds)
      .values({
        game,
        chainId: chain.id,
        chainIndex: index,
        hash,
        result,
        phase: 'betting',
        status: SessionStatus.Processing,
        opensAt: new Date(opensAt),
        startsAt: new Date(startsAt),
        resultAt: new Date(startsAt + rules[game].runningMs(result)),
      })
      .returning();
    return round;
  });
}
