// The simulator's seed, which every fixture, play and result follows from. Known, it tells every result
// before kick-off, so it is a secret: 32 bytes from the CSPRNG, drawn by the first instance to start on
// a database and kept in sports_feed_seed sealed under the live games' chain key (as their chains'
// seeds are, live-rounds/chain-seed.ts), so every instance plays the same matches. A seed given in
// config (SPORTS_FEED_SEED: tests and benches that replay a feed; refused in production) takes its place.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { openValue, sealValue } from '../../../security/sealed-value';
import { sportsFeedSeed } from './schema';

const NAME = 'feed';
/** what the sealed value is bound to: it opens in this row only */
const BOUND_TO = `sports_feed_seed:${NAME}`;

/** the feed's seed; null when it is secret and there is no key to seal it under (the simulator then does not run) */
export async function feedSeedOf(db: Db, config: Pick<SportsConfig, 'feedSeed' | 'feedSealKey'>): Promise<string | null> {
  if (config.feedSeed !== null) return config.feedSeed;
  const key = config.feedSealKey;
  if (key === null) return null;
  // two instances starting at once: the first insert wins, both read it
  await db
    .insert(sportsFeedSeed)
    .values({ name: NAME, seed: sealValue(key, randomBytes(32).toString('hex'), BOUND_TO) })
    .onConflictDoNothing({ target: sportsFeedSeed.name });
  const [row] = await db.select().from(sportsFeedSeed).where(eq(sportsFeedSeed.name, NAME));
  return openValue(key, row.seed, BOUND_TO, 'ORIGINALS_CHAIN_KEY');
}
