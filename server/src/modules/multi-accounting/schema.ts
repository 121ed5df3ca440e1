// drizzle mirror of migrations/240_multi_accounting.sql (the SQL file is the source of truth).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountSignalKind } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accountSignals = pgTable(
  'account_signals',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<AccountSignalKind>().notNull(),
    /** HMAC-SHA256 hex of the normalised value (signals.ts) */
    key: text('key').notNull(),
    firstSeen: timestamptz('first_seen').notNull(),
    lastSeen: timestamptz('last_seen').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.key] })],
);

export const bonusRestrictions = pgTable('bonus_restrictions', {
  userId: integer('user_id').primaryKey(),
  reason: text('reason').notNull(),
  restrictedBy: integer('restricted_by').notNull(),
  restrictedAt: timestamptz('restricted_at').notNull(),
});
