// drizzle mirror of migrations/095_sports_bets.sql, 161_free_bet_tokens.sql and 171_sports_bet_payout_cap.sql (the SQL files are the source of truth).
import { bigint, bigserial, boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BetStatus, BetType, SelectionResult, SportId } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// mode 'number': pg would return int8 as a string, PGlite as a number
const int8 = (name: string) => bigint(name, { mode: 'number' });

export const sportsSlips = pgTable('sports_slips', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  slipId: uuid('slip_id').notNull(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const sportsBets = pgTable('sports_bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slipId: int8('slip_id').notNull(),
  userId: integer('user_id').notNull(),
  type: text('type').$type<BetType>().notNull(),
  systemSize: smallint('system_size'),
  stake: int8('stake').notNull(),
  placedStake: int8('placed_stake').notNull(),
  price: integer('price').notNull(),
  potentialPayout: int8('potential_payout').notNull(),
  status: text('status').$type<BetStatus>().notNull(),
  cashedOut: int8('cashed_out').notNull(),
  settledPayout: int8('settled_payout'),
  rolledBack: boolean('rolled_back').notNull(),
  autoCashOut: int8('auto_cash_out'),
  movements: integer('movements').notNull(),
  placedAt: timestamptz('placed_at').notNull(),
  settledAt: timestamptz('settled_at'),
  /** the free bet bonus whose token paid the stake (migration 161); null: the player's money did */
  freeBetBonusId: integer('free_bet_bonus_id'),
  /** the most the bet pays (migration 171): the maximum payout, cut by partial cash outs; null: placed before, the book's maximum */
  payoutCap: int8('payout_cap'),
});

export const sportsBetLegs = pgTable('sports_bet_legs', {
  betId: int8('bet_id').notNull(),
  position: smallint('position').notNull(),
  selectionId: integer('selection_id').notNull(),
  marketId: integer('market_id').notNull(),
  eventId: integer('event_id').notNull(),
  price: integer('price').notNull(),
  live: boolean('live').notNull(),
  result: text('result').$type<SelectionResult>(),
  settlementVersion: integer('settlement_version').notNull(),
  sportId: text('sport_id').$type<SportId>().notNull(),
  eventName: text('event_name').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  marketName: text('market_name').notNull(),
  selectionName: text('selection_name').notNull(),
});

export const sportsBetHistory = pgTable('sports_bet_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  betId: int8('bet_id').notNull(),
  at: timestamptz('at').notNull(),
  action: text('action').notNull(),
  amount: int8('amount').notNull(),
  status: text('status').$type<BetStatus>().notNull(),
});

export const sportsCashOuts = pgTable('sports_cash_outs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  requestKey: text('request_key').notNull(),
  fingerprint: text('fingerprint').notNull(),
  betId: int8('bet_id').notNull(),
  amount: int8('amount').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const sportsMarketStakes = pgTable('sports_market_stakes', {
  userId: integer('user_id').notNull(),
  marketId: integer('market_id').notNull(),
  staked: int8('staked').notNull(),
});

export type BetRow = typeof sportsBets.$inferSelect;
export type LegRow = typeof sportsBetLegs.$inferSelect;
