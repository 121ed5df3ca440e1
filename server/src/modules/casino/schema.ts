// drizzle mirror of migrations/002_casino.sql (the SQL files are the source of truth).
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a game is, whatever lobby lists it (migrations/190): what a bonus's wagering counts it as. A
 * crash game shows under "Popular" with the slots, yet it is no slot.
 */
export const GAME_KINDS = ['slot', 'table', 'live', 'crash', 'instant', 'virtual', 'bingo', 'tv'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const casinoGames = pgTable('casino_games', {
  gameCode: text('game_code').primaryKey(),
  name: text('name').notNull(),
  providerName: text('provider_name').notNull(),
  mainProviderId: integer('main_provider_id').notNull(),
  system: text('system').notNull(),
  productId: integer('product_id').notNull(),
  image: text('image'),
  isLive: boolean('is_live').notNull().default(false),
  kind: text('kind').$type<GameKind>().notNull().default('table'),
  sort: integer('sort').notNull().default(0),
});

export const casinoCategories = pgTable('casino_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slugList: text('slug_list').array().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const casinoCategoryGames = pgTable(
  'casino_category_games',
  {
    categoryId: integer('category_id').notNull(),
    gameCode: text('game_code').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.gameCode] })],
);

/** drizzle mirror of migrations/070_casino_launch.sql */
export const casinoLaunchSessions = pgTable('casino_launch_sessions', {
  token: text('token').primaryKey(),
  userId: integer('user_id').notNull(),
  gameCode: text('game_code').notNull(),
  adapter: text('adapter').notNull(),
  platform: text('platform').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** drizzle mirror of migrations/073_casino_favorites.sql */
export const casinoFavorites = pgTable(
  'casino_favorites',
  {
    userId: integer('user_id').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCode] })],
);

export const casinoSeedVersion = pgTable('casino_seed_version', {
  id: integer('id').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** drizzle mirror of migrations/130_casino_game_settings.sql: the back office's choices per game */
export const casinoGameSettings = pgTable('casino_game_settings', {
  gameCode: text('game_code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort'),
  image: text('image'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const casinoProviderCredentials = pgTable(
  'casino_provider_credentials',
  {
    provider: text('provider').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.field] })],
);
