// drizzle mirror of migrations/050_originals.sql (the SQL file is the source of truth).
import { bigserial, bigint, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SessionStatus } from '@arena/contracts';
import type { InstantGameCode } from '@arena/provably-fair';

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
  game: text('game').$type<InstantGameCode>().notNull(),
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
  requestKey: text('request_key'),
  requestFingerprint: text('request_fingerprint'),
});
