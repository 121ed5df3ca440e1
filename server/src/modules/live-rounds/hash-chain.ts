// The games' hash chains: h_N = seed, h_(i-1) = SHA-256(h_i); h_0 and the salt are published before
// round 1, and round k uses h_k (./README.md). A spent chain is followed by a new one.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LiveChain, LiveGameCode } from '@arena/contracts';
import { openSeed, sealSeed } from './chain-seed';
import { sha256, type ChainRow, type LiveRoundsContext } from './context';
import { liveChains } from './schema';

/** h_0 … h_N of a chain from its seed h_N. */
export function chainHashes(seed: string, length: number): string[] {
  const hashes = new Array<string>(length + 1);
  hashes[length] = seed;
  for (let i = length; i > 0; i--) hashes[i - 1] = sha256(hashes[i]);
  return hashes;
}

export function hashesOf({ live, state: { hashCache } }: LiveRoundsContext, chain: ChainRow): string[] {
  let hashes = hashCache.get(chain.id);
  if (!hashes) {
    hashes = chainHashes(openSeed(live.chainKey, chain.seed, chain.terminalHash), chain.length);
    if (hashes[0] !== chain.terminalHash) throw new Error(`live chain ${chain.id}: the seed does not lead to the published hash`);
    hashCache.set(chain.id, hashes);
  }
  return hashes;
}

export const chainView = (chain: ChainRow): LiveChain => ({
  id: chain.id,
  game: chain.game,
  terminalHash: chain.terminalHash,
  salt: chain.salt,
  length: chain.length,
  createdAt: chain.createdAt.toISOString(),
});

export const saltOf = async ({ db }: LiveRoundsContext, chainId: number) =>
  (await db.select({ salt: liveChains.salt }).from(liveChains).where(eq(liveChains.id, chainId)))[0].salt;

/** the game's chain with a round left, made (and so published) when there is none */
export async function activeChain({ db, live, log, now, state: { hashCache } }: LiveRoundsContext, game: LiveGameCode): Promise<ChainRow> {
  const [latest] = await db.select().from(liveChains).where(eq(liveChains.game, game)).orderBy(desc(liveChains.id)).limit(1);
  if (latest && latest.nextIndex <= latest.length) return latest;
  if (live.chainKey === null) throw new Error('ORIGINALS_CHAIN_KEY is not set: no hash chain can be made');
  const seed = randomBytes(32).toString('hex');
  const hashes = chainHashes(seed, live.chainLength);
  const [chain] = await db
    .insert(liveChains)
    .values({
      game,
      seed: sealSeed(live.chainKey, seed, hashes[0]),
      terminalHash: hashes[0],
      salt: randomBytes(16).toString('hex'),
      length: live.chainLength,
      nextIndex: 1,
      createdAt: now(),
    })
    .returning();
  hashCache.set(chain.id, hashes);
  log.info({ game, chainId: chain.id, terminalHash: chain.terminalHash }, 'live game: new hash chain published');
  return chain;
}
