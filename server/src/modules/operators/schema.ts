// drizzle mirror of migrations/040_operators.sql (the SQL file is the source of truth).
import { bigserial, customType, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@arena/contracts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
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
});
