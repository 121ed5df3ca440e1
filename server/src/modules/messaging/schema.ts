// drizzle mirror of the outbox table in migrations/004_players.sql (the SQL files are the source of truth).
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
