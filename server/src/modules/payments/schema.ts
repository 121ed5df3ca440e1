// drizzle mirror of migrations/030_payments.sql (the SQL files are the source of truth).
import { bigint, bigserial, boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentDetailField, PaymentDirection, RequestStatus } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A method's fields for one direction, without the Amount field every method has. */
export type MethodFields = PaymentDetailField[];
export type PaymentDetail = Record<string, string | number>;

export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  // mode 'number': pg would return int8 as a string, PGlite as a number
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  depositFields: jsonb('deposit_fields').$type<MethodFields>(),
  withdrawFields: jsonb('withdraw_fields').$type<MethodFields>(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  // migrations/192_payment_method_terms.sql: the daily limit per player and direction (null: none), and how long a payment takes
  dailyLimit: bigint('daily_limit', { mode: 'number' }),
  minutesMin: integer('minutes_min'),
  minutesMax: integer('minutes_max'),
});

export const paymentRequests = pgTable('payment_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull(),
  userId: integer('user_id').notNull(),
  methodId: integer('method_id').notNull(),
  direction: smallint('direction').$type<PaymentDirection>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  detail: jsonb('detail').$type<PaymentDetail>().notNull(),
  status: smallint('status').$type<RequestStatus>().notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  bodyHash: text('body_hash').notNull(),
  provider: text('provider').notNull(),
  redirectUrl: text('redirect_url'),
  locale: text('locale').notNull(),
  payoutDueAt: timestamptz('payout_due_at'),
  reason: text('reason'),
  decidedBy: integer('decided_by'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  requestId: bigint('request_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
});

/** The players table's columns this module reads (owned by the auth module): the operators' withdrawal list, the payout's holder. */
export const players = pgTable('users', {
  id: integer('id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
});

/** migrations/140_payment_settings.sql: settings an operator set; a missing key takes the configured default */
export const paymentSettings = pgTable('payment_settings', {
  key: text('key').$type<'withdraw_review_above'>().primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
  updatedBy: integer('updated_by').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
