// drizzle mirror of migrations/230_safer_gambling.sql (the SQL file is the source of truth).
import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HarmInteractionKind, HarmMarker, HarmReviewOutcome } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const harmReviews = pgTable('harm_reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  markers: jsonb('markers').$type<HarmMarker[]>().notNull(),
  netDeposit30d: bigint('net_deposit_30d', { mode: 'number' }).notNull(),
  depositsPaused: boolean('deposits_paused').notNull(),
  openedAt: timestamptz('opened_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  closedAt: timestamptz('closed_at'),
  closedBy: integer('closed_by'),
  outcome: text('outcome').$type<HarmReviewOutcome>(),
  closeNote: text('close_note'),
});
export type HarmReviewRow = typeof harmReviews.$inferSelect;

export const harmInteractions = pgTable('harm_interactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reviewId: bigint('review_id', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<HarmInteractionKind>().notNull(),
  body: text('body').notNull(),
  operatorId: integer('operator_id').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/** The columns of player protection's event log this module reads (owned by modules/protection): the limit increases a player asked for. */
export const protectionEvents = pgTable('protection_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/** The players table's columns this module reads (owned by the auth module): the queue names the player. */
export const players = pgTable('users', {
  id: integer('id').primaryKey(),
  username: text('username').notNull(),
});
