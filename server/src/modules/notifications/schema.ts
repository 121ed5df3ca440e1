// drizzle mirror of migrations/011_notifications.sql (the SQL files are the source of truth).
import { bigserial, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';

/**
 * A placeholder value: text as is, money in minor units (TRY) formatted for the reader's locale, or a
 * text in each locale (a campaign's title) read in the reader's.
 */
export type NotificationParam = string | { money: number } | { text: Record<Locale, string> };
export type NotificationParams = Record<string, NotificationParam>;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notifications = pgTable('notifications', {
  // mode 'number': pg would return int8 as a string, PGlite as a number
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: integer('customer_id').notNull(),
  type: smallint('type').$type<NotificationType>().notNull(),
  title: text('title').notNull(),
  note: text('note').notNull(),
  params: jsonb('params').$type<NotificationParams>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  readAt: timestamptz('read_at'),
});

export type StoredNotification = typeof notifications.$inferSelect;
