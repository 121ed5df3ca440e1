// drizzle mirror of migrations/090_sports_catalogue.sql (the SQL file is the source of truth).
import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventStatus, LiveScore, MarketStatus, MarketType, SelectionResult, SportId } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sports = pgTable('sports', {
  id: text('id').$type<SportId>().primaryKey(),
  esport: boolean('esport').notNull(),
  sort: smallint('sort').notNull(),
});

export const sportsCompetitions = pgTable('sports_competitions', {
  id: serial('id').primaryKey(),
  sportId: text('sport_id').$type<SportId>().notNull(),
  feedRef: text('feed_ref').notNull(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  sort: smallint('sort').notNull(),
});

export const sportsEvents = pgTable('sports_events', {
  id: serial('id').primaryKey(),
  sportId: text('sport_id').$type<SportId>().notNull(),
  competitionId: integer('competition_id').notNull(),
  feedRef: text('feed_ref').notNull(),
  home: text('home').notNull(),
  away: text('away').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  status: text('status').$type<EventStatus>().notNull(),
  score: jsonb('score').$type<LiveScore>(),
  endedAt: timestamptz('ended_at'),
  // migrations/135_sports_trading.sql: held by an operator (the feed never reopens it)
  suspended: boolean('suspended').notNull().default(false),
});

export const sportsMarkets = pgTable('sports_markets', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull(),
  type: text('type').$type<MarketType>().notNull(),
  line: integer('line'),
  main: boolean('main').notNull(),
  status: text('status').$type<MarketStatus>().notNull(),
  settlementVersion: integer('settlement_version').notNull(),
  sort: smallint('sort').notNull(),
  // migrations/135_sports_trading.sql: held by an operator (the feed never reopens it)
  suspended: boolean('suspended').notNull().default(false),
});

export const sportsSelections = pgTable('sports_selections', {
  id: serial('id').primaryKey(),
  marketId: integer('market_id').notNull(),
  eventId: integer('event_id').notNull(),
  outcome: text('outcome').notNull(),
  price: integer('price').notNull(),
  fairPrice: integer('fair_price').notNull(),
  // migrations/186_sports_selection_push.sql: the push share, millionths (book.ts SelectionState)
  push: integer('push').notNull().default(0),
  result: text('result').$type<SelectionResult>(),
  sort: smallint('sort').notNull(),
});

export const sportsFeedLease = pgTable('sports_feed_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** migrations/176_sports_feed_seed.sql: the simulator's secret seed, sealed (feed-seed.ts) */
export const sportsFeedSeed = pgTable('sports_feed_seed', {
  name: text('name').primaryKey(),
  seed: text('seed').notNull(),
});

/** migrations/135_sports_trading.sql: the margin of a sport's markets (market_type '*') or of one market type */
export const sportsMargins = pgTable(
  'sports_margins',
  {
    sportId: text('sport_id').$type<SportId>().notNull(),
    marketType: text('market_type').$type<MarketType | '*'>().notNull(),
    marginBp: integer('margin_bp').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sportId, table.marketType] })],
);
