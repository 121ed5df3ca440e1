// drizzle mirror of migrations/105_protection.sql and 203 (the SQL files are the source of truth).
import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountClosureReason, LimitKind, LimitPeriod } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// mode 'number': pg would return int8 as a string, PGlite as a number
const int8 = (name: string) => bigint(name, { mode: 'number' });

export type ExclusionKind = 'time_out' | 'self_exclusion';

export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id').primaryKey(),
  realityCheckMinutes: smallint('reality_check_minutes'),
  exclusionKind: text('exclusion_kind').$type<ExclusionKind>(),
  exclusionStartedAt: timestamptz('exclusion_started_at'),
  exclusionUntil: timestamptz('exclusion_until'),
  /** a self-exclusion past its period that ends only on request: when the player asked (migrations/203) */
  exclusionLiftRequestedAt: timestamptz('exclusion_lift_requested_at'),
  closedAt: timestamptz('closed_at'),
  closureReason: text('closure_reason').$type<AccountClosureReason>(),
  closureNote: text('closure_note'),
});

export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount: int8('amount').notNull(),
    pendingAmount: int8('pending_amount'),
    pendingEffectiveAt: timestamptz('pending_effective_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.period] })],
);

export const protectionEvents = pgTable('protection_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
