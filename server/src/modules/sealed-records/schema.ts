// drizzle mirror of migrations/200_sealed_records.sql (the SQL file is the source of truth).
import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Journal } from './journals';

export const recordChain = pgTable('record_chain', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  journal: text('journal').$type<Journal>().notNull(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  recordHash: text('record_hash').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const recordChainHeads = pgTable('record_chain_heads', {
  journal: text('journal').$type<Journal>().primaryKey(),
  seq: bigint('seq', { mode: 'number' }),
  hash: text('hash').notNull(),
});
