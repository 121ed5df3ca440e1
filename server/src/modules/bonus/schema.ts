// drizzle mirror of migrations/003_bonus.sql (the SQL files are the source of truth).
import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

export const bonusSettings = pgTable('bonus_settings', {
  id: smallint('id').primaryKey().default(1),
  // mode 'number': pg would return int8 as a string, PGlite as a number
  trialBonusAmount: bigint('trial_bonus_amount', { mode: 'number' }).notNull(),
});
