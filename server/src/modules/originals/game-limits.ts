// Arena Originals' stake limits set in the back office (migrations/131_originals_game_limits.sql).
// The games look their limits up in config.originals.limits at every stake; that record is kept as the
// live table here: the configured defaults, with the back office's limits over them. Every instance
// reloads it when one of them changes a limit (pubsub), so all refuse the same stakes.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ORIGINALS_GAMES, type OriginalsGame } from '@arena/contracts';
import type { BetLimits, OriginalsConfig } from '../../config';

export const originalsGameLimits = pgTable('originals_game_limits', {
  game: text('game').$type<OriginalsGame>().primaryKey(),
  // mode 'number': pg would return int8 as a string, PGlite as a number
  minBet: bigint('min_bet', { mode: 'number' }).notNull(),
  maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const CHANNEL = 'originals:limits';

export interface GameLimits {
  /** the configured limits, before the back office's */
  defaults: Readonly<Record<OriginalsGame, BetLimits>>;
  /** re-reads the back office's limits here and tells every other instance to */
  changed(): Promise<void>;
}

/** Puts the back office's limits over `config.limits` now and after every change, on every instance. */
export async function followGameLimits(app: FastifyInstance, config: OriginalsConfig): Promise<GameLimits> {
  const defaults = Object.fromEntries(ORIGINALS_GAMES.map((game) => [game, { ...config.limits[game] }])) as Record<OriginalsGame, BetLimits>;
  const reload = async () => {
    const rows = await app.db.select().from(originalsGameLimits);
    for (const game of ORIGINALS_GAMES) {
      const set = rows.find((row) => row.game === game);
      // in place: the games hold this very record
      Object.assign(config.limits[game], set ? { min: set.minBet, max: set.maxBet } : defaults[game]);
    }
  };
  const reloadLogged = () => {
    reload().catch((error: unknown) => app.log.warn({ err: error }, 'originals limits not reloaded'));
  };
  await app.pubsub.subscribe(CHANNEL, reloadLogged);
  app.pubsub.onResubscribed(reloadLogged);
  await reload();
  return {
    defaults,
    async changed() {
      await reload();
      await app.pubsub.publish(CHANNEL, 'changed');
    },
  };
}
