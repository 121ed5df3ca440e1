// The chains' seeds stored before they were encrypted, sealed under ORIGINALS_CHAIN_KEY.
import { and, eq } from 'drizzle-orm';
import { isSealed, sealSeed } from '../chain-seed';
import type { LiveRoundsContext } from '../context';
import { chainHashes } from '../hash-chain';
import { liveChains } from '../schema';

/** encrypts the seeds stored before encryption; answers how many there were */
export async function sealPlainSeeds({ db, live, log }: LiveRoundsContext): Promise<number> {
  const key = live.chainKey;
  if (key === null) return 0;
  const plain = (await db.select().from(liveChains).orderBy(liveChains.id)).filter((chain) => !isSealed(chain.seed));
  for (const chain of plain) {
    // checked before it is sealed: a seed that does not lead to its published hash stays as it is, and fails loudly when used
    if (chainHashes(chain.seed, chain.length)[0] !== chain.terminalHash) continue;
    await db
      .update(liveChains)
      .set({ seed: sealSeed(key, chain.seed, chain.terminalHash) })
      .where(and(eq(liveChains.id, chain.id), eq(liveChains.seed, chain.seed)));
  }
  if (plain.length > 0) log.info({ chains: plain.length }, 'live chains: plain seeds encrypted');
  return plain.length;
}
