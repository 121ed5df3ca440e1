// drizzle mirror of migrations/040_operators.sql, 110_backoffice_access.sql and 175_four_eyes_limits.sql (the SQL files are the source of truth).
import { bigint, bigserial, customType, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@arena/contracts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  disabledAt: timestamptz('disabled_at'),
  createdBy: integer('created_by'),
});

export const operatorChallenges = pgTable('operator_challenges', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  totpSecret: text('totp_secret'),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const playerLocks = pgTable('player_locks', {
  userId: integer('user_id').primaryKey(),
  reason: text('reason').notNull(),
  operatorId: integer('operator_id').notNull(),
  lockedAt: timestamptz('locked_at').notNull(),
});

export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
  endedAt: timestamptz('ended_at'),
});

export const operatorAudit = pgTable('operator_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: integer('operator_id').notNull(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamptz('created_at').notNull(),
  ip: text('ip'),
});

export const playerNotes = pgTable('player_notes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  operatorId: integer('operator_id').notNull(),
  text: text('text').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const adjustmentRequests = pgTable('adjustment_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  requestKey: text('request_key').notNull(),
  requestedBy: integer('requested_by').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** applied: moved at once by one admin, within the limit; the others wait for a second admin */
  status: text('status').$type<'applied' | 'pending' | 'approved' | 'rejected'>().notNull(),
  decidedBy: integer('decided_by'),
  decidedAt: timestamptz('decided_at'),
});

export const operatorRequests = pgTable('operator_requests', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  requestedBy: integer('requested_by').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull(),
  decidedBy: integer('decided_by'),
  decidedAt: timestamptz('decided_at'),
  operatorId: integer('operator_id'),
});
