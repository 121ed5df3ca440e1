// drizzle mirror of migrations/003_bonus.sql, 101_bonus_campaigns.sql, 160_free_spins.sql, 161_free_bet_tokens.sql and 190_wagering_game_kinds.sql (the SQL files are the source of truth).
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BonusKind, BonusStatus, WageringCategory, WageringTerms } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';

// bonus_settings (003) held the trial bonus's amount before the trial became a campaign (seed.ts TRIAL_BONUS_SLUG).
/** The trial bonus's grants before and since it became a campaign: once per verified phone and per player. */
export const trialBonusGrants = pgTable('trial_bonus_grants', {
  phone: text('phone').primaryKey(),
  userId: integer('user_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

// drizzle mirror of migrations/101_bonus_campaigns.sql
export type LocalizedText = Record<Locale, string>;

export const bonusCampaigns = pgTable('bonus_campaigns', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<BonusKind>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  code: text('code'),
  percent: integer('percent'),
  minDeposit: bigint('min_deposit', { mode: 'number' }),
  maxAmount: bigint('max_amount', { mode: 'number' }),
  spins: integer('spins'),
  spinValue: bigint('spin_value', { mode: 'number' }),
  gameCode: text('game_code'),
  cashbackDays: integer('cashback_days'),
  wagering: jsonb('wagering').$type<WageringTerms>().notNull(),
  newPlayerDays: integer('new_player_days'),
  firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
  oncePer: text('once_per').$type<'player' | 'phone' | 'device'>().notNull().default('player'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  claimDays: integer('claim_days').notNull().default(7),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});
export type CampaignRow = typeof bonusCampaigns.$inferSelect;

export const playerBonuses = pgTable('player_bonuses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  status: text('status').$type<BonusStatus>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull().default(0),
  wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
  wagering: jsonb('wagering').$type<WageringTerms>().notNull(),
  settled: bigint('settled', { mode: 'number' }).notNull().default(0),
  /** a free-spins bonus's spins not played yet (migration 160) */
  spinsLeft: integer('spins_left').notNull().default(0),
  /** a free bet's token: the bet that used it, null while unused (migration 161) */
  freeBetId: bigint('free_bet_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
export type BonusRow = typeof playerBonuses.$inferSelect;

export const bonusClaimMarks = pgTable(
  'bonus_claim_marks',
  {
    campaignId: integer('campaign_id').notNull(),
    mark: text('mark').notNull(),
    bonusId: integer('bonus_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.mark] })],
);

/** what a stake counted as: a category of the terms, or excluded (crash and instant games) */
export type StakeCategory = WageringCategory | 'excluded';

export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    bonusId: integer('bonus_id').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    category: text('category').$type<StakeCategory>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    counted: bigint('counted', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bonusId, t.transactionId] })],
);
