// drizzle mirror of the wallet's column of the players table (migrations/004_players.sql): the balance
// is read and written here only. The money issue puts a ledger under it.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const balances = pgTable('users', {
  userId: integer('id').primaryKey(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
});
