// The back office's payments desk (issue 16, area `payments`): the deposit and withdrawal queues with
// their filters, the payment methods (on/off, limits, their forms' fields) and the withdrawal review
// threshold. Approving and rejecting a withdrawal stays operatorApproveWithdrawal / operatorRejectWithdrawal.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { RequestStatus } from '../enums';
import { dataReply, failureReplySchema, messageReplySchema } from '../schemas/envelope';
import { paymentDetailFieldSchema } from '../schemas/payments';

const failure = failureReplySchema;

/** a queue's filters; every one optional, all given ones must hold */
export const operatorPaymentQueueQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(RequestStatus)),
    /** a payment method's id */
    method: Type.Optional(Type.Integer({ minimum: 1 })),
    /** the player's username (exact, any case) or user id */
    player: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    /** inclusive */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    /** exclusive */
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { $id: 'OperatorPaymentQueueQuery', additionalProperties: false },
);
export type OperatorPaymentQueueQuery = Static<typeof operatorPaymentQueueQuerySchema>;

export const operatorPaymentRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    reference: Type.String(),
    userId: Type.Integer(),
    username: Type.String(),
    methodId: Type.Integer(),
    method: Type.String(),
    /** minor units */
    amount: Type.Integer(),
    /** what the player entered (a card number only as its last four digits) */
    detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    status: Type.Enum(RequestStatus),
    /** why it was rejected, when it was */
    reason: Type.Union([Type.String(), Type.Null()]),
    /** whether it waits for an operator (a withdrawal above the review threshold) rather than the automatic payout */
    review: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorPaymentRequest', additionalProperties: false },
);
export type OperatorPaymentRequest = Static<typeof operatorPaymentRequestSchema>;

/** the player's form field without its $id: a schema names an $id once, and a method has two lists of them */
const methodFields = Type.Union([Type.Array(Type.Object(paymentDetailFieldSchema.properties, { additionalProperties: false })), Type.Null()]);

export const operatorPaymentMethodSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    enabled: Type.Boolean(),
    /** minor units, per request */
    minAmount: Type.Integer(),
    maxAmount: Type.Integer(),
    /** the form's fields besides the amount; null: the method does not offer that direction */
    depositFields: methodFields,
    withdrawFields: methodFields,
  },
  { $id: 'OperatorPaymentMethod', additionalProperties: false },
);
export type OperatorPaymentMethod = Static<typeof operatorPaymentMethodSchema>;

/** the limits are minor units; the maximum must not be below the minimum */
export const operatorPaymentMethodUpdateSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    enabled: Type.Boolean(),
    minAmount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
    maxAmount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  },
  { $id: 'OperatorPaymentMethodUpdate', additionalProperties: false },
);
export type OperatorPaymentMethodUpdate = Static<typeof operatorPaymentMethodUpdateSchema>;

/**
 * What the desk edits of one field of a method's form: its label (a text key the forms translate, or the
 * operator's own words), input mask, pattern (a regular expression the value, without the mask's
 * literals, must match) and, for a number, its bounds. The field's key and type stay the method's.
 */
export const operatorPaymentFieldEditSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 40 }),
    label: Type.String({ minLength: 1, maxLength: 60 }),
    mask: Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()]),
    pattern: Type.Union([Type.String({ minLength: 1, maxLength: 300 }), Type.Null()]),
    min: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }), Type.Null()]),
    max: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }), Type.Null()]),
  },
  { $id: 'OperatorPaymentFieldEdit', additionalProperties: false },
);
export type OperatorPaymentFieldEdit = Static<typeof operatorPaymentFieldEditSchema>;

/** every field of one direction's form, each once, in the form's order */
export const operatorPaymentFieldsUpdateSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    direction: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]),
    fields: Type.Array(operatorPaymentFieldEditSchema, { minItems: 1, maxItems: 20 }),
  },
  { $id: 'OperatorPaymentFieldsUpdate', additionalProperties: false },
);
export type OperatorPaymentFieldsUpdate = Static<typeof operatorPaymentFieldsUpdateSchema>;

export const operatorPaymentSettingsSchema = Type.Object(
  {
    /** minor units: a withdrawal above it waits for an operator, one at or below it is paid automatically */
    withdrawReviewAbove: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
  },
  { $id: 'OperatorPaymentSettings', additionalProperties: false },
);
export type OperatorPaymentSettings = Static<typeof operatorPaymentSettingsSchema>;
export const operatorPaymentSettingsViewSchema = Type.Object(
  {
    withdrawReviewAbove: Type.Integer(),
    /** the server's configured value, in force while no operator has set one */
    configured: Type.Integer(),
  },
  { $id: 'OperatorPaymentSettingsView', additionalProperties: false },
);
export type OperatorPaymentSettingsView = Static<typeof operatorPaymentSettingsViewSchema>;

const queue = (summary: string) =>
  ({
    method: 'GET',
    result: 'data',
    summary,
    auth: true,
    query: operatorPaymentQueueQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorPaymentRequestSchema)), 400: failure, 401: failure, 403: failure },
  }) as const;

export const operatorPaymentEndpoints = {
  operatorPaymentDeposits: {
    ...queue('Deposit requests, open ones first, by status, method, player and date (payments, admin)'),
    path: 'operator/payments/deposits',
  },
  operatorPaymentWithdrawals: {
    ...queue('Withdrawal requests, pending ones first, by status, method, player and date (payments, admin)'),
    path: 'operator/payments/withdrawals',
  },
  operatorPaymentMethods: {
    method: 'GET',
    path: 'operator/payments/methods',
    result: 'data',
    summary: 'Every payment method, disabled ones too, with its limits and fields (payments, admin)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorPaymentMethodSchema)), 401: failure, 403: failure },
  },
  operatorSavePaymentMethod: {
    method: 'POST',
    path: 'operator/payments/methods',
    result: 'reply',
    summary: 'Enable or disable a payment method and set its minimum and maximum (payments, admin)',
    auth: true,
    body: operatorPaymentMethodUpdateSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSavePaymentFields: {
    method: 'POST',
    path: 'operator/payments/methods/fields',
    result: 'reply',
    summary: "Edit the fields of a method's deposit or withdrawal form (label, mask, pattern, bounds); the players' forms follow (payments, admin)",
    auth: true,
    body: operatorPaymentFieldsUpdateSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorPaymentSettings: {
    method: 'GET',
    path: 'operator/payments/settings',
    result: 'data',
    summary: 'The withdrawal review threshold in force and the configured default (payments, admin)',
    auth: true,
    reply: { 200: dataReply(operatorPaymentSettingsViewSchema), 401: failure, 403: failure },
  },
  operatorSavePaymentSettings: {
    method: 'POST',
    path: 'operator/payments/settings',
    result: 'reply',
    summary: 'Set the withdrawal review threshold; new withdrawals follow it (payments, admin)',
    auth: true,
    body: operatorPaymentSettingsSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;
