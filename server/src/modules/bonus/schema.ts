// drizzle mirror of migrations/003_bonus.sql (the SQL files are the source of truth).
import { bigint, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const bonusSettings = pgTable('bonus_settings', {
  id: smallint('id').primaryKey().default(1),
  // mode 'number': pg would return int8 as a string, PGlite as a number
  trialBonusAmount: bigint('trial_bonus_amount', { mode: 'number' }).notNull(),
});

export const trialBonusGrants = pgTable('trial_bonus_grants', {
  phone: text('phone').primaryKey(),
  userId: integer('user_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
