// Calls that are not the player's: the back office (operators, their own login and tokens) and the
// providers that call us (a payment provider's webhook, a game provider's seamless-wallet calls). Kept
// out of the player table so the player's api-client never carries them. The server registers them
// with routeSchema() like every other call.
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { RequestStatus } from './enums';
import { dataReply, failureReplySchema, messageReplySchema, rateLimitedReplySchema } from './schemas/envelope';
import { sessionHistoryEntrySchema } from './schemas/session';
import { operatorContentEndpoints } from './operator/content';
import { operatorBonusEndpoints } from './operator/bonuses';
import { operatorGamesEndpoints } from './operator/games';
import { operatorOriginalsVariantEndpoints } from './operator/originals-variants';
import { operatorIntegrityEndpoints } from './operator/integrity';
import { operatorSaferGamblingEndpoints } from './safer-gambling';
import { operatorLinkedAccountEndpoints } from './operator/linked-accounts';
import { operatorRecordEndpoints } from './operator/records';
import { operatorKycEndpoints } from './kyc';
import { operatorReportEndpoints } from './operator/reports';
import { operatorSportsbookEndpoints } from './operator/sportsbook';
import { operatorPaymentEndpoints } from './operator/payments';
import { operatorPlayerEndpoints } from './operator/players';
import { operatorGameRecallEndpoints } from './game-recall';

/** A provider's signature: hex HMAC-SHA256 over `${timestamp}.${raw body}` with the provider's secret. */
export const PROVIDER_SIGNATURE_HEADER = 'x-arena-signature';
/** Unix seconds the provider signed at; a call more than PROVIDER_SIGNATURE_TOLERANCE_S away is refused (replay). */
export const PROVIDER_TIMESTAMP_HEADER = 'x-arena-timestamp';
export const PROVIDER_SIGNATURE_TOLERANCE_S = 300;

const failure = failureReplySchema;

// ---- operators -----------------------------------------------------------------------------------

/** an operator session unused this long ends (the server's check); the back office also clears an idle screen */
export const OPERATOR_IDLE_SECONDS = 15 * 60;

export const OPERATOR_ROLES = ['admin', 'payments', 'content', 'risk', 'trading', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
const operatorRole = Type.Union(OPERATOR_ROLES.map((role) => Type.Literal(role)));

/**
 * Who may use which part of the back office: the server checks it on every route, the back office
 * shows only the menu entries of the operator's role. One table so the two never disagree.
 */
export const OPERATOR_ACCESS = {
  dashboard: ['admin', 'payments', 'risk', 'trading'],
  players: ['admin', 'payments', 'risk', 'support'],
  playerLock: ['admin', 'risk'],
  /** a manual balance adjustment with a reason */
  adjust: ['admin'],
  withdrawals: ['admin', 'payments'],
  operators: ['admin'],
  audit: ['admin'],
  content: ['admin', 'content'],
  /** the casino catalogue, suppliers and Arena Originals' settings */
  games: ['admin', 'content'],
  /** what moves real money: the suppliers' credentials, Arena Originals' stake limits and RTP variants */
  gameSettings: ['admin'],
  /** campaigns, granted bonuses, manual grants and forfeits */
  bonuses: ['admin', 'risk'],
  sportsbook: ['admin', 'trading'],
  reports: ['admin', 'payments', 'risk'],
  /** the payments desk: deposit and withdrawal queues, payment methods, the review threshold */
  payments: ['admin', 'payments'],
  /** players' verification documents: the review queue, the files, approve and reject */
  kyc: ['admin', 'payments', 'risk'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorArea = keyof typeof OPERATOR_ACCESS;
export const operatorMay = (role: OperatorRole, area: OperatorArea): boolean => (OPERATOR_ACCESS[area] as readonly OperatorRole[]).includes(role);

export const operatorLoginRequestSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 50 }), password: Type.String({ minLength: 3, maxLength: 100 }) },
  { $id: 'OperatorLoginRequest', additionalProperties: false },
);
/**
 * A right password opens no session: it answers a short-lived challenge that a TOTP code completes.
 * 'enrol': the operator has no authenticator yet and must add one first (operatorTotpEnrol).
 */
export const operatorChallengeSchema = Type.Object(
  { challenge: Type.String(), secondFactor: Type.Union([Type.Literal('enrol'), Type.Literal('verify')]) },
  { $id: 'OperatorChallenge', additionalProperties: false },
);
export type OperatorChallenge = Static<typeof operatorChallengeSchema>;
export const operatorChallengeRequestSchema = Type.Object(
  { challenge: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'OperatorChallengeRequest', additionalProperties: false },
);
/** shown once: the base32 secret (typed in by hand) and the otpauth:// URI (the QR code) */
export const operatorTotpEnrolmentSchema = Type.Object(
  { secret: Type.String(), uri: Type.String() },
  { $id: 'OperatorTotpEnrolment', additionalProperties: false },
);
export type OperatorTotpEnrolment = Static<typeof operatorTotpEnrolmentSchema>;
export const operatorTotpVerifySchema = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 100 }),
    code: Type.String({ pattern: '^[0-9]{6}$' }),
  },
  { $id: 'OperatorTotpVerify', additionalProperties: false },
);
export const operatorSessionSchema = Type.Object(
  { token: Type.String(), username: Type.String(), role: operatorRole },
  { $id: 'OperatorSession', additionalProperties: false },
);
export type OperatorSession = Static<typeof operatorSessionSchema>;
export const operatorMeSchema = Type.Object({ username: Type.String(), role: operatorRole }, { $id: 'OperatorMe', additionalProperties: false });
export type OperatorMe = Static<typeof operatorMeSchema>;

export const operatorAccountSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    role: operatorRole,
    /** has confirmed an authenticator */
    enrolled: Type.Boolean(),
    disabled: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorAccount', additionalProperties: false },
);
export type OperatorAccount = Static<typeof operatorAccountSchema>;
export const operatorCreateSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9._-]+$' }),
    /** the first password, handed over by the admin */
    password: Type.String({ minLength: 10, maxLength: 100 }),
    role: operatorRole,
  },
  { $id: 'OperatorCreate', additionalProperties: false },
);
export type OperatorCreate = Static<typeof operatorCreateSchema>;
/** a new admin asked for by one admin, waiting for a second admin to approve it */
export const operatorAccountRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    role: operatorRole,
    requestedBy: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorAccountRequest', additionalProperties: false },
);
export type OperatorAccountRequest = Static<typeof operatorAccountRequestSchema>;
export const operatorIdSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { $id: 'OperatorId', additionalProperties: false });
export const operatorDisableSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), disabled: Type.Boolean() },
  { $id: 'OperatorDisable', additionalProperties: false },
);

/** any of the player's username (prefix), name and surname (any part, any case), e-mail, phone, national ID or user code (A0000012) */
export const operatorPlayerSearchSchema = Type.Object(
  { q: Type.String({ minLength: 2, maxLength: 100 }) },
  { $id: 'OperatorPlayerSearch', additionalProperties: false },
);
export const operatorPlayerSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    usercode: Type.String(),
    username: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    personalNo: Type.String(),
    locked: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorPlayerSummary', additionalProperties: false },
);
export type OperatorPlayerSummary = Static<typeof operatorPlayerSummarySchema>;
export const operatorPlayerParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { $id: 'OperatorPlayerParams', additionalProperties: false });
export const operatorPlayerSchema = Type.Object(
  {
    player: operatorPlayerSummarySchema,
    birthDate: Type.String(),
    smsVerified: Type.Boolean(),
    lock: Type.Union([
      Type.Object({ reason: Type.String(), by: Type.String(), at: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
      Type.Null(),
    ]),
    /** minor units */
    balance: Type.Integer(),
    /** minor units: the bonus money besides the cash */
    bonusBalance: Type.Integer(),
    /** the newest sessions, with their device (fingerprint) */
    sessions: Type.Array(sessionHistoryEntrySchema),
    /** the staff's notes, newest first */
    notes: Type.Array(
      Type.Object(
        { id: Type.Integer(), operator: Type.String(), text: Type.String(), createdAt: Type.String({ format: 'date-time' }) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'OperatorPlayer', additionalProperties: false },
);
export type OperatorPlayer = Static<typeof operatorPlayerSchema>;
export const operatorPlayerNoteSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), text: Type.String({ minLength: 3, maxLength: 2000 }) },
  { $id: 'OperatorPlayerNote', additionalProperties: false },
);
export const operatorPlayerLockSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), locked: Type.Boolean(), reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { $id: 'OperatorPlayerLock', additionalProperties: false },
);

/** minor units; `count` requests */
const moneyCount = Type.Object({ count: Type.Integer(), amount: Type.Integer() }, { additionalProperties: false });
/** today (server time, UTC day) */
export const operatorDashboardSchema = Type.Object(
  {
    deposits: moneyCount,
    withdrawals: moneyCount,
    pendingWithdrawals: moneyCount,
    registrations: Type.Integer(),
    /** players with an open session used in the last 5 minutes */
    playersOnline: Type.Integer(),
    /** gross gaming revenue, bets minus wins, minor units */
    ggr: Type.Object({ casino: Type.Integer(), originals: Type.Integer(), sports: Type.Integer() }, { additionalProperties: false }),
    /** the last 7 days, oldest first: for the small charts */
    days: Type.Array(
      Type.Object({ day: Type.String(), deposits: Type.Integer(), withdrawals: Type.Integer(), ggr: Type.Integer() }, { additionalProperties: false }),
    ),
  },
  { $id: 'OperatorDashboard', additionalProperties: false },
);
export type OperatorDashboard = Static<typeof operatorDashboardSchema>;

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
/** a manual adjustment above the approval threshold, waiting for a second admin */
export const operatorAdjustmentRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    username: Type.String(),
    /** minor units, signed */
    amount: Type.Integer(),
    reason: Type.String(),
    requestedBy: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorAdjustmentRequest', additionalProperties: false },
);
export type OperatorAdjustmentRequest = Static<typeof operatorAdjustmentRequestSchema>;
export const operatorAdjustmentDecisionSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), approve: Type.Boolean() },
  { $id: 'OperatorAdjustmentDecision', additionalProperties: false },
);
export const operatorAuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    operator: Type.String(),
    action: Type.String(),
    subject: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
    /** the address the operator acted from; null where the action did not record it */
    ip: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OperatorAuditEntry', additionalProperties: false },
);
export type OperatorAuditEntry = Static<typeof operatorAuditEntrySchema>;
export const operatorAuditQuerySchema = Type.Object(
  {
    /** the operator's username */
    operator: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    /** an action (login, withdrawal.approve, …) or its start (withdrawal.) */
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** inclusive */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    /** exclusive */
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { $id: 'OperatorAuditQuery', additionalProperties: false },
);
export type OperatorAuditQuery = Static<typeof operatorAuditQuerySchema>;

// ---- content (the content role; admin too) ------------------------------------------------------

/** A schedule bound: an ISO date-time, or null for "from always" / "until further notice". */
const scheduleBound = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
/**
 * A site route or file (/promotions, /media/…) or an https: address: the site puts links and images into
 * href/src as they are, so no other scheme (javascript:, data:) and no protocol-relative //host.
 */
const contentUrl = Type.String({ minLength: 1, maxLength: 500, pattern: '^(?:/(?![/\\\\])\\S*|https://\\S+)$' });
const perLocale = <T extends TSchema>(text: T) => Type.Object({ tr: text, en: text }, { additionalProperties: false });

export const CONTENT_KINDS = ['banner', 'promotion', 'page', 'popup'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
const contentKind = Type.Union(CONTENT_KINDS.map((kind) => Type.Literal(kind)));

export const operatorBannerSchema = Type.Object(
  {
    /** absent: a new banner */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    /** the slider's slug; a slider that does not exist yet is created */
    slider: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9-]+$' }),
    url: Type.Union([contentUrl, Type.Null()]),
    target: Type.Union([Type.Literal('_self'), Type.Literal('_blank')]),
    /** default, >= 1200 px, >= 992 px */
    images: Type.Array(contentUrl, { minItems: 3, maxItems: 3 }),
    published: Type.Boolean(),
    startsAt: scheduleBound,
    endsAt: scheduleBound,
    /** the banner's text alternative */
    texts: perLocale(Type.Object({ title: Type.String({ maxLength: 200 }) }, { additionalProperties: false })),
  },
  { $id: 'OperatorBanner', additionalProperties: false },
);
export type OperatorBanner = Static<typeof operatorBannerSchema>;

export const operatorPromotionSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }),
    /** the card's, the detail dialog's */
    images: Type.Array(contentUrl, { minItems: 2, maxItems: 2 }),
    published: Type.Boolean(),
    startsAt: scheduleBound,
    endsAt: scheduleBound,
    /** description: HTML, sanitized when written */
    texts: perLocale(
      Type.Object(
        { title: Type.String({ minLength: 1, maxLength: 200 }), summary: Type.String({ maxLength: 500 }), description: Type.String({ maxLength: 100_000 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'OperatorPromotion', additionalProperties: false },
);
export type OperatorPromotion = Static<typeof operatorPromotionSchema>;

export const operatorPageSchema = Type.Object(
  {
    /** absent: a new page (the next free id) */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    published: Type.Boolean(),
    /** body: HTML, sanitized when written */
    texts: perLocale(
      Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }), body: Type.String({ maxLength: 200_000 }) }, { additionalProperties: false }),
    ),
  },
  { $id: 'OperatorPage', additionalProperties: false },
);
export type OperatorPage = Static<typeof operatorPageSchema>;

export const operatorPopupSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    url: Type.Union([contentUrl, Type.Null()]),
    /** default, >= 1200 px, >= 992 px */
    images: Type.Array(contentUrl, { minItems: 3, maxItems: 3 }),
    published: Type.Boolean(),
    /** null: from now */
    startsAt: scheduleBound,
    endsAt: scheduleBound,
  },
  { $id: 'OperatorPopup', additionalProperties: false },
);
export type OperatorPopup = Static<typeof operatorPopupSchema>;

export const operatorContentRefSchema = Type.Object(
  { kind: contentKind, id: Type.Integer({ minimum: 1 }) },
  { $id: 'OperatorContentRef', additionalProperties: false },
);
export const operatorPublishSchema = Type.Object(
  { kind: contentKind, id: Type.Integer({ minimum: 1 }), published: Type.Boolean() },
  { $id: 'OperatorPublish', additionalProperties: false },
);
/** the new order: every id of a slider's banners (or of all promotions), first shown first */
export const operatorReorderSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('banner'), Type.Literal('promotion')]),
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
  },
  { $id: 'OperatorReorder', additionalProperties: false },
);
/** a footer category's pages, in order (replaces the category's list) */
export const operatorCategoryPagesSchema = Type.Object(
  { categoryId: Type.Integer({ minimum: 1 }), pageIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, uniqueItems: true }) },
  { $id: 'OperatorCategoryPages', additionalProperties: false },
);
const translationKey = Type.String({ minLength: 1, maxLength: 300 });
export const operatorTranslationSchema = Type.Object(
  { key: translationKey, tr: Type.String({ maxLength: 5000 }), en: Type.String({ maxLength: 5000 }) },
  { $id: 'OperatorTranslation', additionalProperties: false },
);
export type OperatorTranslation = Static<typeof operatorTranslationSchema>;
export const operatorTranslationKeySchema = Type.Object({ key: translationKey }, { $id: 'OperatorTranslationKey', additionalProperties: false });
const siteOptionKey = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' });
export const operatorSiteOptionSchema = Type.Object(
  { key: siteOptionKey, value: Type.String({ maxLength: 5000 }), status: Type.Boolean() },
  { $id: 'OperatorSiteOption', additionalProperties: false },
);
export type OperatorSiteOption = Static<typeof operatorSiteOptionSchema>;
export const operatorSiteOptionKeySchema = Type.Object({ key: siteOptionKey }, { $id: 'OperatorSiteOptionKey', additionalProperties: false });
const domainName = Type.String({ minLength: 3, maxLength: 253, pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$' });
/** the top notice: the site's current domain and the one announced next */
export const operatorDomainsSchema = Type.Object({ current: domainName, next: domainName }, { $id: 'OperatorDomains', additionalProperties: false });
export type OperatorDomains = Static<typeof operatorDomainsSchema>;
export const operatorFooterCategorySchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), pageIds: Type.Array(Type.Integer()) },
  { $id: 'OperatorFooterCategory', additionalProperties: false },
);
/** an item as stored: with its id (and its place, where items are ordered) */
const stored = <T extends TObject>(item: T, extra: TProperties = {}) =>
  Type.Object({ ...item.properties, id: Type.Integer(), ...extra }, { additionalProperties: false });
export const operatorContentSchema = Type.Object(
  {
    banners: Type.Array(stored(operatorBannerSchema, { sort: Type.Integer() })),
    promotions: Type.Array(stored(operatorPromotionSchema, { sort: Type.Integer() })),
    pages: Type.Array(stored(operatorPageSchema)),
    popups: Type.Array(stored(operatorPopupSchema)),
    categories: Type.Array(operatorFooterCategorySchema),
    siteOptions: Type.Array(operatorSiteOptionSchema),
    domains: Type.Union([operatorDomainsSchema, Type.Null()]),
  },
  { $id: 'OperatorContent', additionalProperties: false },
);
export type OperatorContent = Static<typeof operatorContentSchema>;
const savedReplySchema = dataReply(Type.Object({ id: Type.Integer() }, { additionalProperties: false }));

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
  ...operatorGamesEndpoints,
  ...operatorOriginalsVariantEndpoints,
  ...operatorBonusEndpoints,
  ...operatorPaymentEndpoints,
  ...operatorPlayerEndpoints,
  operatorLogin: {
    method: 'POST',
    path: 'operator/login',
    result: 'data',
    summary: 'Operator login, first step (a separate session from players): the password answers a TOTP challenge',
    body: operatorLoginRequestSchema,
    reply: { 200: dataReply(operatorChallengeSchema), 400: failure, 429: rateLimitedReplySchema },
  },
  operatorTotpEnrol: {
    method: 'POST',
    path: 'operator/totp/enrol',
    result: 'data',
    summary: "An authenticator's secret for an operator who has none (shown once; the first code confirms it)",
    body: operatorChallengeRequestSchema,
    reply: { 200: dataReply(operatorTotpEnrolmentSchema), 400: failure },
  },
  operatorTotpVerify: {
    method: 'POST',
    path: 'operator/totp/verify',
    result: 'data',
    summary: "Operator login, second step: the authenticator's code opens the session",
    body: operatorTotpVerifySchema,
    reply: { 200: dataReply(operatorSessionSchema), 400: failure, 429: rateLimitedReplySchema },
  },
  operatorLogout: {
    method: 'POST',
    path: 'operator/logout',
    result: 'reply',
    summary: "Ends the operator's session",
    auth: true,
    body: Type.Object({}, { additionalProperties: false }),
    reply: { 200: messageReplySchema, 401: failure },
  },
  operatorMe: {
    method: 'GET',
    path: 'operator/me',
    result: 'data',
    summary: 'The logged-in operator',
    auth: true,
    reply: { 200: dataReply(operatorMeSchema), 401: failure },
  },
  operatorAccounts: {
    method: 'GET',
    path: 'operator/operators',
    result: 'data',
    summary: 'Every operator account (admin)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorAccountSchema)), 401: failure, 403: failure },
  },
  operatorCreate: {
    method: 'POST',
    path: 'operator/operators',
    result: 'data',
    summary:
      'Create an operator with a role and a first password; they enrol an authenticator at first login. A new admin waits for a second admin (operatorDecideAccountRequest) (admin)',
    auth: true,
    body: operatorCreateSchema,
    reply: {
      200: dataReply(
        Type.Object(
          {
            /** the new operator's id, when the account exists */
            id: Type.Optional(Type.Integer()),
            /** set for a new admin: nothing is created yet, a second admin decides */
            pendingId: Type.Optional(Type.Integer()),
          },
          { additionalProperties: false },
        ),
      ),
      400: failure,
      401: failure,
      403: failure,
      409: failure,
    },
  },
  operatorAccountRequests: {
    method: 'GET',
    path: 'operator/operators/requests',
    result: 'data',
    summary: 'New admins waiting for a second admin, oldest first (admin)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorAccountRequestSchema)), 401: failure, 403: failure },
  },
  operatorDecideAccountRequest: {
    method: 'POST',
    path: 'operator/operators/requests/decide',
    result: 'reply',
    summary: 'Approve (the admin account is made) or reject a waiting new admin; never the admin who asked for it (admin)',
    auth: true,
    body: operatorAdjustmentDecisionSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorDisable: {
    method: 'POST',
    path: 'operator/operators/disable',
    result: 'reply',
    summary: 'Disable (their sessions end) or enable an operator again (admin)',
    auth: true,
    body: operatorDisableSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorResetTotp: {
    method: 'POST',
    path: 'operator/operators/reset-totp',
    result: 'reply',
    summary: "Forget an operator's authenticator (a lost phone): their sessions end and they enrol a new one at the next login (admin)",
    auth: true,
    body: operatorIdSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorPlayers: {
    method: 'GET',
    path: 'operator/players',
    result: 'data',
    summary: 'Find players by username, name, e-mail, phone, national ID or user code (support, risk, payments, admin)',
    auth: true,
    query: operatorPlayerSearchSchema,
    reply: { 200: dataReply(Type.Array(operatorPlayerSummarySchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorPlayer: {
    method: 'GET',
    path: 'operator/players/:id',
    result: 'data',
    summary:
      "A player's profile: cash and bonus balances, sessions and devices, lock, notes; the other tabs are calls of their own (support, risk, payments, admin)",
    auth: true,
    params: operatorPlayerParamsSchema,
    reply: { 200: dataReply(operatorPlayerSchema), 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorPlayerNote: {
    method: 'POST',
    path: 'operator/players/note',
    result: 'reply',
    summary: 'Add a note to a player (support, risk, payments, admin)',
    auth: true,
    body: operatorPlayerNoteSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorLockPlayer: {
    method: 'POST',
    path: 'operator/players/lock',
    result: 'reply',
    summary: 'Lock a player (sessions end, no money moves) or unlock them, with a reason (risk, admin)',
    auth: true,
    body: operatorPlayerLockSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorDashboard: {
    method: 'GET',
    path: 'operator/dashboard',
    result: 'data',
    summary: "Today's deposits, withdrawals, GGR by product, registrations, players online, pending withdrawals, and the last 7 days (dashboard roles)",
    auth: true,
    reply: { 200: dataReply(operatorDashboardSchema), 401: failure, 403: failure },
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
    reply: {
      200: dataReply(
        Type.Object({
          balance: Type.Integer(),
          /** set when the amount is above the approval threshold: nothing moved yet, a second admin decides (operatorDecideAdjustment) */
          pendingId: Type.Optional(Type.Integer()),
        }),
      ),
      400: failure,
      401: failure,
      403: failure,
      404: failure,
      409: failure,
    },
  },
  operatorAdjustments: {
    method: 'GET',
    path: 'operator/adjustments',
    result: 'data',
    summary: 'Manual adjustments waiting for a second admin, oldest first (admin)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorAdjustmentRequestSchema)), 401: failure, 403: failure },
  },
  operatorDecideAdjustment: {
    method: 'POST',
    path: 'operator/adjustments/decide',
    result: 'reply',
    summary: 'Approve (the balance moves) or reject a waiting adjustment; never the admin who asked for it (admin)',
    auth: true,
    body: operatorAdjustmentDecisionSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorAudit: {
    method: 'GET',
    path: 'operator/audit',
    result: 'data',
    summary: 'What operators did, newest first, by operator, action and date range (admin)',
    auth: true,
    query: operatorAuditQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorAuditEntrySchema)), 401: failure, 403: failure },
  },

  operatorContent: {
    method: 'GET',
    path: 'operator/content',
    result: 'data',
    summary: 'Everything the content editor edits, unpublished and scheduled items too (content operator)',
    auth: true,
    reply: { 200: dataReply(operatorContentSchema), 401: failure, 403: failure },
  },
  operatorSaveBanner: {
    method: 'POST',
    path: 'operator/content/banner',
    result: 'data',
    summary: "Create (no id) or edit a slider's banner: images, link, schedule, publish, alt text per language (content operator)",
    auth: true,
    body: operatorBannerSchema,
    reply: { 200: savedReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSavePromotion: {
    method: 'POST',
    path: 'operator/content/promotion',
    result: 'data',
    summary: 'Create (no id) or edit a promotion; its HTML description is sanitized (content operator)',
    auth: true,
    body: operatorPromotionSchema,
    reply: { 200: savedReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorSavePage: {
    method: 'POST',
    path: 'operator/content/page',
    result: 'data',
    summary: 'Create (no id) or edit a page: title and HTML body per language, sanitized (content operator)',
    auth: true,
    body: operatorPageSchema,
    reply: { 200: savedReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSavePopup: {
    method: 'POST',
    path: 'operator/content/popup',
    result: 'data',
    summary: 'Create (no id) or edit a popup campaign and its schedule (content operator)',
    auth: true,
    body: operatorPopupSchema,
    reply: { 200: savedReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorPublishContent: {
    method: 'POST',
    path: 'operator/content/publish',
    result: 'reply',
    summary: 'Publish or unpublish a banner, promotion, page or popup (content operator)',
    auth: true,
    body: operatorPublishSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorReorderContent: {
    method: 'POST',
    path: 'operator/content/reorder',
    result: 'reply',
    summary: "Order one slider's banners or the promotions (content operator)",
    auth: true,
    body: operatorReorderSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorDeleteContent: {
    method: 'POST',
    path: 'operator/content/delete',
    result: 'reply',
    summary: 'Delete a banner, promotion, page or popup (content operator)',
    auth: true,
    body: operatorContentRefSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSaveCategoryPages: {
    method: 'POST',
    path: 'operator/content/category-pages',
    result: 'reply',
    summary: "Set a footer category's pages and their order (content operator)",
    auth: true,
    body: operatorCategoryPagesSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSaveTranslation: {
    method: 'POST',
    path: 'operator/content/translation',
    result: 'reply',
    summary: 'Create or edit a translation key in Turkish and English (content operator)',
    auth: true,
    body: operatorTranslationSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
  operatorDeleteTranslation: {
    method: 'POST',
    path: 'operator/content/translation/delete',
    result: 'reply',
    summary: 'Delete a translation key (content operator)',
    auth: true,
    body: operatorTranslationKeySchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSaveSiteOption: {
    method: 'POST',
    path: 'operator/content/site-option',
    result: 'reply',
    summary: 'Create or edit a site option and switch it on or off (content operator)',
    auth: true,
    body: operatorSiteOptionSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
  operatorDeleteSiteOption: {
    method: 'POST',
    path: 'operator/content/site-option/delete',
    result: 'reply',
    summary: 'Delete a site option (content operator)',
    auth: true,
    body: operatorSiteOptionKeySchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSaveDomains: {
    method: 'POST',
    path: 'operator/content/domains',
    result: 'reply',
    summary: "The top notice's domain status: the current domain and the next one (content operator)",
    auth: true,
    body: operatorDomainsSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
  ...operatorContentEndpoints,
  ...operatorSportsbookEndpoints,
  ...operatorReportEndpoints,
  ...operatorRecordEndpoints,
  ...operatorIntegrityEndpoints,
  ...operatorSaferGamblingEndpoints,
  ...operatorLinkedAccountEndpoints,
  ...operatorKycEndpoints,
  ...operatorGameRecallEndpoints,
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
    summary: "The sandbox payment page's pay or decline, by the player whose deposit it is (demo sites only)",
    auth: true,
    body: sandboxDecisionSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
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
