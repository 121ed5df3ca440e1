// Arena Originals' settings made in the back office: each game's stake limits
// (migrations/131_originals_game_limits.sql) and each slot's RTP variant in force
// (migrations/145_originals_game_variants.sql). The games look their limits up in config.originals.limits
// at every stake and the slots their variant in the service's variants record at every round; both are
// kept as live tables here: the defaults, with the back office's settings over them. Every instance
// reloads them when one of them changes a setting (pubsub), so all refuse the same stakes and play the
// same variant.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ORIGINALS_GAMES, type OriginalsGame } from '@arena/contracts';
import { SLOT_GAMES, slotVariant, type SlotGame, type VariantsInForce } from '@arena/provably-fair/slots';
import type { BetLimits, OriginalsConfig } from '../../config';
import type { Db } from '../../db/client';

export const originalsGameLimits = pgTable('originals_game_limits', {
  game: text('game').$type<OriginalsGame>().primaryKey(),
  // mode 'number': pg would return int8 as a string, PGlite as a number
  minBet: bigint('min_bet', { mode: 'number' }).notNull(),
  maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const originalsGameVariants = pgTable('originals_game_variants', {
  game: text('game').$type<SlotGame>().primaryKey(),
  variant: text('variant').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Puts the back office's variants over the defaults, in place (the service holds this very record). */
export async function loadVariants(db: Db, variants: VariantsInForce): Promise<void> {
  const rows = await db.select().from(originalsGameVariants);
  for (const game of SLOT_GAMES) {
    const set = rows.find((row) => row.game === game)?.variant;
    // a variant no longer certified in the package falls back to the default rather than stop the game
    variants[game] = slotVariant(game, set)?.id ?? slotVariant(game)!.id;
  }
}

const CHANNEL = 'originals:settings';

export interface GameSettings {
  /** the configured limits, before the back office's */
  defaults: Readonly<Record<OriginalsGame, BetLimits>>;
  /** re-reads the back office's settings here and tells every other instance to */
  changed(): Promise<void>;
}

/** Puts the back office's limits over `config.limits` and its variants over the defaults in `variants`, now and after every change, on every instance. */
export async function followGameSettings(app: FastifyInstance, config: OriginalsConfig, variants: VariantsInForce): Promise<GameSettings> {
  const defaults = Object.fromEntries(ORIGINALS_GAMES.map((game) => [game, { ...config.limits[game] }])) as Record<OriginalsGame, BetLimits>;
  const reload = async () => {
    const rows = await app.db.select().from(originalsGameLimits);
    for (const game of ORIGINALS_GAMES) {
      const set = rows.find((row) => row.game === game);
      // in place: the games hold this very record
      Object.assign(config.limits[game], set ? { min: set.minBet, max: set.maxBet } : defaults[game]);
    }
    await loadVariants(app.db, variants);
  };
  const reloadLogged = () => {
    reload().catch((error: unknown) => app.log.warn({ err: error }, 'originals settings not reloaded'));
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
