// drizzle mirror of migrations/020_ledger.sql (the SQL file is the source of truth). The movements
// themselves are hand-written statements (ledger.ts); these serve the reads.
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// mode 'number' everywhere: pg would return int8 as a string, PGlite as a number
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id'),
  kind: text('kind').notNull(),
  shard: smallint('shard').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  // migrations/280_ledger_guarded_accounts.sql: a guard's rules may hold this player's bets
  guarded: boolean('guarded').notNull().default(false),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  fingerprint: text('fingerprint').notNull(),
  kind: text('kind').notNull(),
  userId: integer('user_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  betKey: text('bet_key'),
  roundId: text('round_id'),
  gameCode: text('game_code'),
  provider: text('provider'),
  reference: text('reference'),
  description: text('description').notNull(),
  operatorId: integer('operator_id'),
  rolledBack: boolean('rolled_back').notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  // migrations/100_bonus_ledger.sql: the part of a game movement that was bonus money
  bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.accountId] })],
);
