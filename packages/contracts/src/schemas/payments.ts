// Payment calls (payment/detail, payment/deposit, payment/withdraw) and ours around them
// (the method picker, financial activities). Amounts are integer minor units (kuruş) on the wire.
import { Type, type Static } from '@sinclair/typebox';
import { DynamicFieldType, TransactionType } from '../enums';
import { Nullable } from './envelope';

/** The two directions a method serves; payment/detail's `type` (TransactionType without All). */
export const paymentDirectionSchema = Type.Union([Type.Literal(TransactionType.Deposit), Type.Literal(TransactionType.Withdraw)]);
export type PaymentDirection = TransactionType.Deposit | TransactionType.Withdraw;

/** How long a payment by a method takes to arrive, in minutes (0 and 0: at once). */
export const paymentTimeSchema = Type.Object({ min: Type.Integer({ minimum: 0 }), max: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type PaymentTime = Static<typeof paymentTimeSchema>;

/** A payment method as the picker shows it (logo, name, limits, how long it takes), from its record. */
export const paymentMethodSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    /** image path under the site root */
    logo: Type.String(),
    /** minor units */
    minAmount: Type.Integer({ minimum: 1 }),
    maxAmount: Type.Integer({ minimum: 1 }),
    /** the most a player may move through it in one Europe/Istanbul day, each direction apart (minor units); null: no daily limit */
    dailyLimit: Nullable(Type.Integer({ minimum: 1 })),
    /** null: the method states no time */
    time: Nullable(paymentTimeSchema),
  },
  { $id: 'PaymentMethod', additionalProperties: false },
);
export type PaymentMethod = Static<typeof paymentMethodSchema>;

export const paymentMethodsRequestSchema = Type.Object({ type: paymentDirectionSchema }, { $id: 'PaymentMethodsRequest', additionalProperties: false });
export type PaymentMethodsRequest = Static<typeof paymentMethodsRequestSchema>;

/** payment/detail `{ id, type }`: the method and the direction whose fields are wanted. */
export const paymentDetailRequestSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), type: paymentDirectionSchema },
  { $id: 'PaymentDetailRequest', additionalProperties: false },
);
export type PaymentDetailRequest = Static<typeof paymentDetailRequestSchema>;

export const paymentFieldOptionSchema = Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), name: Type.String() }, { additionalProperties: false });
export type PaymentFieldOption = Static<typeof paymentFieldOptionSchema>;

/**
 * A payment detail field (key, mask, objectType, option) plus what a form needs to check it the
 * way the server will: a label (translation key), a pattern for strings, min/max for numbers, and
 * `currency` for an amount (minor units on the wire, shown with the lira prefix in tr-TR format).
 */
export const paymentDetailFieldSchema = Type.Object(
  {
    key: Type.String({ minLength: 1 }),
    label: Type.String(),
    /** input mask: 9 a digit, A a letter, * either, anything else literal (e.g. 'TR99 9999 9999 9999 9999 9999 99') */
    mask: Type.Union([Type.String(), Type.Null()]),
    objectType: Type.Enum(DynamicFieldType),
    /** a dropdown's choices; null for every other field */
    option: Type.Union([Type.Array(paymentFieldOptionSchema), Type.Null()]),
    /** the value once the mask's literals are removed must match this (strings only) */
    pattern: Type.Union([Type.String(), Type.Null()]),
    min: Type.Union([Type.Integer(), Type.Null()]),
    max: Type.Union([Type.Integer(), Type.Null()]),
    currency: Type.Boolean(),
  },
  { $id: 'PaymentDetailField', additionalProperties: false },
);
export type PaymentDetailField = Static<typeof paymentDetailFieldSchema>;

/** The withdraw/deposit payload: numeric fields as numbers, dropdowns as number when numeric, strings as typed. */
export const paymentRequestSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    target: Type.Literal('pay'),
    detail: Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 200 }), Type.Number()])),
    /** withdraw: the player confirmed forfeiting their active bonuses (bonus/withdrawal-impact); without it such a withdrawal is refused with 409 */
    forfeitBonus: Type.Optional(Type.Boolean()),
  },
  { $id: 'PaymentRequest', additionalProperties: false },
);
export type PaymentRequest = Static<typeof paymentRequestSchema>;

/** The detail key every method's form has: the amount, in minor units. */
export const PAYMENT_AMOUNT_KEY = 'Amount';

/** The ledger's movements by what they are (the wallet's statement and the back office's ledger filter by these). */
export const FINANCIAL_ACTIVITY_KINDS = ['deposit', 'withdraw', 'bet', 'win', 'rollback', 'bonus', 'adjust'] as const;
export type FinancialActivityKind = (typeof FINANCIAL_ACTIVITY_KINDS)[number];

/**
 * What a line of the player's financial activities is, in the player's words (each has its label in
 * both languages): a sports cash-out is no win, a stake given back no win either, a correction of a
 * settled bet says so, and bonus money turned into cash is told apart from free-bet winnings.
 */
export const FINANCIAL_ACTIVITY_TYPES = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'cash-out',
  'refund',
  'resettlement',
  'bonus',
  'free-bet-winnings',
  'adjust',
] as const;
export type FinancialActivityType = (typeof FINANCIAL_ACTIVITY_TYPES)[number];

/**
 * Where a line stands: a request as it goes (created, pending, then confirmed, rejected or cancelled);
 * a ledger movement is completed when written, and a bet whose stake came back is refunded.
 */
export const FINANCIAL_ACTIVITY_STATUSES = ['created', 'pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'refunded'] as const;
export type FinancialActivityStatus = (typeof FINANCIAL_ACTIVITY_STATUSES)[number];

export const financialActivitiesRequestSchema = Type.Object(
  {
    type: Type.Enum(TransactionType),
    /** inclusive calendar days (YYYY-MM-DD, the player's day in Europe/Istanbul) */
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    skip: Type.Integer({ minimum: 0 }),
    take: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { $id: 'FinancialActivitiesRequest', additionalProperties: false },
);
export type FinancialActivitiesRequest = Static<typeof financialActivitiesRequestSchema>;

export const financialActivitySchema = Type.Object(
  {
    /** unique across kinds, e.g. 'request-12' or 'entry-3405' */
    id: Type.String(),
    type: Type.Union(FINANCIAL_ACTIVITY_TYPES.map((type) => Type.Literal(type))),
    /** minor units, signed as it moves the player's balance (a withdrawal is negative) */
    amount: Type.Integer(),
    status: Type.Union(FINANCIAL_ACTIVITY_STATUSES.map((status) => Type.Literal(status))),
    /** in the player's words and language: the payment method, the game or the bet's event, the bonus's campaign, an operator's reason */
    description: Type.String(),
    /** a game's studio or the sportsbook, as players know it; null for a line no game made */
    provider: Nullable(Type.String()),
    /** ISO 8601 */
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'FinancialActivity', additionalProperties: false },
);
export type FinancialActivity = Static<typeof financialActivitySchema>;

export const financialActivitiesReplySchema = Type.Object(
  { items: Type.Array(financialActivitySchema), total: Type.Integer({ minimum: 0 }) },
  { $id: 'FinancialActivities', additionalProperties: false },
);
export type FinancialActivities = Static<typeof financialActivitiesReplySchema>;
