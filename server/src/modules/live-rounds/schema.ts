// drizzle mirror of migrations/060_live_rounds.sql (the SQL file is the source of truth).
import { bigint, bigserial, boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { LiveBetStatus, LiveGameCode, LivePhase, SessionStatus } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const liveChains = pgTable('live_chains', {
  id: serial('id').primaryKey(),
  game: text('game').$type<LiveGameCode>().notNull(),
  seed: text('seed').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  nextIndex: integer('next_index').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const liveRounds = pgTable('live_rounds', {
  // mode 'number': pg would return int8 as a string, PGlite as a number
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  game: text('game').$type<LiveGameCode>().notNull(),
  chainId: integer('chain_id').notNull(),
  chainIndex: integer('chain_index').notNull(),
  hash: text('hash').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  phase: text('phase').$type<LivePhase>().notNull(),
  status: smallint('status').$type<SessionStatus>().notNull(),
  opensAt: timestamptz('opens_at').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  resultAt: timestamptz('result_at').notNull(),
  completedAt: timestamptz('completed_at'),
  /** migrations/121: stopped cleanly mid-round, the next driver finishes it */
  handedOver: boolean('handed_over').notNull().default(false),
});

export const liveBets = pgTable('live_bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  roundId: bigint('round_id', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull(),
  player: text('player').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  status: smallint('status').$type<LiveBetStatus>().notNull(),
  multiplier: integer('multiplier').notNull(),
  win: bigint('win', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  settledAt: timestamptz('settled_at'),
  /** migrations/061: the Idempotency-Key of the call that placed it */
  requestKey: text('request_key'),
  requestFingerprint: text('request_fingerprint'),
  /** migrations/120: the purchase's first bet, whose wallet key holds the stake of all its bets (null: its own) */
  purchaseId: bigint('purchase_id', { mode: 'number' }),
});

export const liveLeases = pgTable('live_leases', {
  game: text('game').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
