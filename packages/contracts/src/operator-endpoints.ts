// Calls that are not the player's: the back office (operators, their own login and tokens) and the
// providers that call us (a payment provider's webhook, a game provider's seamless-wallet calls). Kept
// out of the player table so the player's api-client never carries them. The server registers them
// with routeSchema() like every other call.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { RequestStatus } from './enums';
import { dataReply, failureReplySchema, messageReplySchema, rateLimitedReplySchema } from './schemas/envelope';

/** A provider's signature: hex HMAC-SHA256 over `${timestamp}.${raw body}` with the provider's secret. */
export const PROVIDER_SIGNATURE_HEADER = 'x-arena-signature';
/** Unix seconds the provider signed at; a call more than PROVIDER_SIGNATURE_TOLERANCE_S away is refused (replay). */
export const PROVIDER_TIMESTAMP_HEADER = 'x-arena-timestamp';
export const PROVIDER_SIGNATURE_TOLERANCE_S = 300;

const failure = failureReplySchema;

// ---- operators -----------------------------------------------------------------------------------

export const OPERATOR_ROLES = ['admin', 'payments'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorLoginRequestSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 50 }), password: Type.String({ minLength: 3, maxLength: 100 }) },
  { $id: 'OperatorLoginRequest', additionalProperties: false },
);
export const operatorSessionSchema = Type.Object(
  { token: Type.String(), username: Type.String(), role: Type.Union(OPERATOR_ROLES.map((role) => Type.Literal(role))) },
  { $id: 'OperatorSession', additionalProperties: false },
);
export type OperatorSession = Static<typeof operatorSessionSchema>;

export const operatorWithdrawalSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    username: Type.String(),
    method: Type.String(),
    /** minor units */
    amount: Type.Integer(),
    detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    status: Type.Enum(RequestStatus),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorWithdrawal', additionalProperties: false },
);
export type OperatorWithdrawal = Static<typeof operatorWithdrawalSchema>;

export const operatorWithdrawalsQuerySchema = Type.Object(
  { status: Type.Optional(Type.Enum(RequestStatus)) },
  { $id: 'OperatorWithdrawalsQuery', additionalProperties: false },
);
export const operatorWithdrawalParamsSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { $id: 'OperatorWithdrawalParams', additionalProperties: false },
);
export const operatorRejectRequestSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { $id: 'OperatorRejectRequest', additionalProperties: false },
);
export const operatorAdjustRequestSchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    /** minor units, signed: a negative adjustment takes money back (never below zero) */
    amount: Type.Integer(),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { $id: 'OperatorAdjustRequest', additionalProperties: false },
);
export const operatorAuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    operator: Type.String(),
    action: Type.String(),
    subject: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorAuditEntry', additionalProperties: false },
);
export type OperatorAuditEntry = Static<typeof operatorAuditEntrySchema>;

// ---- providers -----------------------------------------------------------------------------------

/** A payment provider's event about one deposit or payout (the sandbox PSP sends these). */
export const paymentWebhookSchema = Type.Object(
  {
    /** the provider's id of this event: a retried delivery repeats it */
    eventId: Type.String({ minLength: 1, maxLength: 100 }),
    /** our request's reference, as given to the provider at create */
    reference: Type.String({ minLength: 1, maxLength: 100 }),
    status: Type.Union([Type.Literal('paid'), Type.Literal('declined')]),
    /** minor units the provider moved */
    amount: Type.Integer({ minimum: 1 }),
  },
  { $id: 'PaymentWebhook', additionalProperties: false },
);
export type PaymentWebhook = Static<typeof paymentWebhookSchema>;
export const paymentWebhookParamsSchema = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) }, { additionalProperties: false });

/** The sandbox payment page's answer: the player paid or declined. */
export const sandboxDecisionSchema = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 100 }), decision: Type.Union([Type.Literal('pay'), Type.Literal('decline')]) },
  { $id: 'SandboxDecision', additionalProperties: false },
);

/** A game provider's seamless-wallet call (Hub88-style): the player, the provider's transaction id, the round. */
const gameTransactionFields = {
  /** the player's usercode */
  user: Type.String({ minLength: 1, maxLength: 40 }),
  /** the provider's id of this call: the idempotency key of the movement */
  transactionId: Type.String({ minLength: 1, maxLength: 100 }),
  roundId: Type.String({ minLength: 1, maxLength: 100 }),
  gameCode: Type.String({ minLength: 1, maxLength: 100 }),
};
export const walletBetSchema = Type.Object(
  { ...gameTransactionFields, amount: Type.Integer({ minimum: 1 }) },
  { $id: 'WalletBet', additionalProperties: false },
);
export const walletWinSchema = Type.Object(
  { ...gameTransactionFields, amount: Type.Integer({ minimum: 0 }), betTransactionId: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'WalletWin', additionalProperties: false },
);
export const walletRollbackSchema = Type.Object(
  { ...gameTransactionFields, referenceTransactionId: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'WalletRollback', additionalProperties: false },
);
export const walletProviderParamsSchema = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) }, { additionalProperties: false });
export const walletReplySchema = dataReply(Type.Object({ balance: Type.Integer(), transactionId: Type.String() }, { additionalProperties: false }));
export type WalletReply = Static<typeof walletReplySchema>;

export const operatorEndpoints = {
  operatorLogin: {
    method: 'POST',
    path: 'operator/login',
    result: 'data',
    summary: 'Operator login (a separate session from players)',
    body: operatorLoginRequestSchema,
    reply: { 200: dataReply(operatorSessionSchema), 400: failure, 429: rateLimitedReplySchema },
  },
  operatorWithdrawals: {
    method: 'GET',
    path: 'operator/withdrawals',
    result: 'data',
    summary: 'Withdrawal requests, pending first (operator)',
    auth: true,
    query: operatorWithdrawalsQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorWithdrawalSchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorApproveWithdrawal: {
    method: 'POST',
    path: 'operator/withdrawals/approve',
    result: 'reply',
    summary: 'Approve a pending withdrawal: it is paid out and Confirmed (operator)',
    auth: true,
    body: operatorWithdrawalParamsSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorRejectWithdrawal: {
    method: 'POST',
    path: 'operator/withdrawals/reject',
    result: 'reply',
    summary: 'Reject a pending withdrawal: the held funds go back to the player (operator)',
    auth: true,
    body: operatorRejectRequestSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorAdjust: {
    method: 'POST',
    path: 'operator/adjust',
    result: 'data',
    summary: "Adjust a player's balance with a reason (operator, Idempotency-Key header)",
    auth: true,
    idempotent: true,
    body: operatorAdjustRequestSchema,
    reply: { 200: dataReply(Type.Object({ balance: Type.Integer() })), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorAudit: {
    method: 'GET',
    path: 'operator/audit',
    result: 'data',
    summary: 'What operators did, newest first (operator)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorAuditEntrySchema)), 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;

export const providerEndpoints = {
  paymentWebhook: {
    method: 'POST',
    path: 'payment/webhook/:provider',
    result: 'reply',
    summary: "A payment provider's signed event (x-arena-signature, x-arena-timestamp)",
    params: paymentWebhookParamsSchema,
    body: paymentWebhookSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 404: failure, 409: failure },
  },
  sandboxDecision: {
    method: 'POST',
    path: 'payment/sandbox/decision',
    result: 'reply',
    summary: "The sandbox payment page's pay or decline",
    body: sandboxDecisionSchema,
    reply: { 200: messageReplySchema, 400: failure, 404: failure, 409: failure },
  },
  walletBet: {
    method: 'POST',
    path: 'wallet/:provider/bet',
    result: 'data',
    summary: "A game provider's bet (signed; transactionId is the idempotency key)",
    params: walletProviderParamsSchema,
    body: walletBetSchema,
    reply: { 200: walletReplySchema, 400: failure, 401: failure, 404: failure, 409: failure },
  },
  walletWin: {
    method: 'POST',
    path: 'wallet/:provider/win',
    result: 'data',
    summary: "A game provider's win for a bet (signed)",
    params: walletProviderParamsSchema,
    body: walletWinSchema,
    reply: { 200: walletReplySchema, 400: failure, 401: failure, 404: failure, 409: failure },
  },
  walletRollback: {
    method: 'POST',
    path: 'wallet/:provider/rollback',
    result: 'data',
    summary: "A game provider's rollback of a bet; an unknown bet is recorded so a late bet with its id is refused",
    params: walletProviderParamsSchema,
    body: walletRollbackSchema,
    reply: { 200: walletReplySchema, 400: failure, 401: failure, 404: failure, 409: failure },
  },
} as const satisfies Record<string, Endpoint>;
