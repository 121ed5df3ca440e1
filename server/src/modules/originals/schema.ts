// drizzle mirror of migrations/050_originals.sql and 051_originals_blackjack.sql (the SQL files are the source of truth).
import { bigserial, bigint, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { LiveGameCode, OriginalsGame, SessionStatus } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const originalsSeeds = pgTable('originals_seeds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: integer('next_nonce').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  revealedAt: timestamptz('revealed_at'),
});

export const originalsRounds = pgTable('originals_rounds', {
  // mode 'number': pg would return int8 as a string, PGlite as a number
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  // the player's own rounds: every game but the live ones (their rounds are modules/live-rounds')
  game: text('game').$type<Exclude<OriginalsGame, LiveGameCode>>().notNull(),
  seedId: integer('seed_id').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  params: jsonb('params').notNull(),
  outcome: jsonb('outcome'),
  multiplier: integer('multiplier').notNull(),
  win: bigint('win', { mode: 'number' }).notNull(),
  status: smallint('status').$type<SessionStatus>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
  completedAt: timestamptz('completed_at'),
  /** a multi-step round's state while it waits for the player (Blackjack) */
  state: jsonb('state'),
  touchedAt: timestamptz('touched_at'),
  requestKey: text('request_key'),
  requestFingerprint: text('request_fingerprint'),
  /** the free-spins bonus that paid for the round (migration 160); null: the player staked it */
  freeSpinBonusId: integer('free_spin_bonus_id'),
});
