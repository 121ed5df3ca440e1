// drizzle mirror of migrations/004_players.sql (the SQL files are the source of truth). The players'
// balance column is the wallet's (modules/wallet/schema.ts): nothing here reads or writes it.
import { sql } from 'drizzle-orm';
import { boolean, customType, date, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SessionStatus } from '@arena/contracts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  usercode: text('usercode').generatedAlwaysAs(sql`'A' || lpad(id::text, 7, '0')`),
  username: text('username').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  personalNo: text('personal_no').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  // mode 'string': a birth date is a calendar day, not an instant
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  countryId: integer('country_id').notNull(),
  currencyId: integer('currency_id').notNull(),
  passwordHash: text('password_hash').notNull(),
  smsVerified: boolean('sms_verified').notNull().default(false),
  referrerId: integer('referrer_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  // migrations/191_terms_consent.sql: the terms accepted at sign-up (with being 18 or older), and when
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamptz('terms_accepted_at'),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  status: smallint('status').$type<SessionStatus>().notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  fingerprint: text('fingerprint'),
  createdAt: timestamptz('created_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
  endedAt: timestamptz('ended_at'),
});

/** migrations/177_hub_tickets.sql */
export const hubTickets = pgTable('hub_tickets', {
  ticketHash: bytea('ticket_hash').primaryKey(),
  sessionTokenHash: bytea('session_token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export type CodePurpose = 'reset' | 'sms';

export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose').$type<CodePurpose>().notNull(),
  target: text('target').notNull(),
  codeHash: bytea('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
});
