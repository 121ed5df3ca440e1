// Safer gambling (docs/product/protection.md, "Safer gambling"): the review queue that markers of harm
// and the licence's net-deposit threshold put a player into, the interactions the safer gambling team
// records on the player, and the player's own side of it: the team's messages, the lifetime net deposit
// and the 12 months' history as CSV (UKGC RTS 1B/1C).
import { Type, type Static } from '@sinclair/typebox';
import { endpointCalls } from './calls';
import type { Endpoint } from './endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema, Nullable } from './schemas/envelope';

/** the markers of harm detection looks for (server/src/modules/safer-gambling/detect-markers.ts) */
export const HARM_MARKERS = [
  'net_deposit_30d',
  'rapid_deposits',
  'reversed_withdrawal_regambled',
  'night_sessions',
  'stakes_up_after_losses',
  'limit_increases',
] as const;
export type HarmMarkerCode = (typeof HARM_MARKERS)[number];

export const HARM_INTERACTION_KINDS = ['message', 'call', 'restriction'] as const;
export type HarmInteractionKind = (typeof HARM_INTERACTION_KINDS)[number];

export const HARM_REVIEW_OUTCOMES = ['no_concern', 'monitor', 'restricted', 'account_closed'] as const;
export type HarmReviewOutcome = (typeof HARM_REVIEW_OUTCOMES)[number];

/** one marker found, with its evidence: an English sentence with {placeholders} and their values (amounts in major units) */
export const harmMarkerSchema = Type.Object(
  {
    code: literals(HARM_MARKERS),
    text: Type.String(),
    params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  },
  { $id: 'HarmMarker', additionalProperties: false },
);
export type HarmMarker = Static<typeof harmMarkerSchema>;

export const harmReviewSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    username: Type.String(),
    markers: Type.Array(harmMarkerSchema),
    /** minor units, as found when the review was opened or last refreshed */
    netDeposit30d: Type.Integer(),
    depositsPaused: Type.Boolean(),
    openedAt: Type.String({ format: 'date-time' }),
    closedAt: Nullable(Type.String({ format: 'date-time' })),
    outcome: Nullable(literals(HARM_REVIEW_OUTCOMES)),
  },
  { $id: 'HarmReview', additionalProperties: false },
);
export type HarmReview = Static<typeof harmReviewSchema>;

export const harmInteractionSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: literals(HARM_INTERACTION_KINDS),
    body: Type.String(),
    operator: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'HarmInteraction', additionalProperties: false },
);
export type HarmInteraction = Static<typeof harmInteractionSchema>;

export const harmReviewDetailSchema = Type.Object(
  { review: harmReviewSchema, closeNote: Nullable(Type.String()), interactions: Type.Array(harmInteractionSchema) },
  { $id: 'HarmReviewDetail', additionalProperties: false },
);
export type HarmReviewDetail = Static<typeof harmReviewDetailSchema>;

export const harmReviewQuerySchema = Type.Object(
  { state: Type.Optional(literals(['open', 'closed'] as const)), userId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { $id: 'HarmReviewQuery', additionalProperties: false },
);
export type HarmReviewQuery = Static<typeof harmReviewQuerySchema>;

export const harmInteractionRequestSchema = Type.Object(
  { kind: literals(HARM_INTERACTION_KINDS), body: Type.String({ minLength: 3, maxLength: 2000 }) },
  { $id: 'HarmInteractionRequest', additionalProperties: false },
);
export type HarmInteractionRequest = Static<typeof harmInteractionRequestSchema>;

export const harmCloseRequestSchema = Type.Object(
  { outcome: literals(HARM_REVIEW_OUTCOMES), note: Type.String({ minLength: 3, maxLength: 2000 }) },
  { $id: 'HarmCloseRequest', additionalProperties: false },
);
export type HarmCloseRequest = Static<typeof harmCloseRequestSchema>;

/** a message from the safer gambling team, as the player reads it */
export const saferGamblingMessageSchema = Type.Object(
  { id: Type.Integer(), body: Type.String(), sentAt: Type.String({ format: 'date-time' }) },
  { $id: 'SaferGamblingMessage', additionalProperties: false },
);
export type SaferGamblingMessage = Static<typeof saferGamblingMessageSchema>;

export const saferGamblingAccountSchema = Type.Object(
  {
    /** deposits credited − withdrawals paid out since the account opened, minor units (negative: the player took out more) */
    lifetimeNetDeposit: Type.Integer(),
    messages: Type.Array(saferGamblingMessageSchema),
  },
  { $id: 'SaferGamblingAccount', additionalProperties: false },
);
export type SaferGamblingAccount = Static<typeof saferGamblingAccountSchema>;

/** the history file covers this many months back from the moment it is asked for */
export const HISTORY_CSV_MONTHS = 12;

/** the player's calls (spread into the endpoint table of ./endpoints.ts) */
export const saferGamblingEndpoints = {
  saferGamblingAccount: {
    ...endpointCalls.saferGamblingAccount,
    summary: "The player's lifetime net deposit and the safer gambling team's messages to them",
    auth: true,
    reply: { 200: dataReply(saferGamblingAccountSchema), 401: failure },
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The history file: a download, not a JSON call, so it stays out of the api-client's table (the account
 * area fetches it with the session's token and saves it).
 */
export const historyCsvEndpoint = {
  method: 'GET',
  path: 'safer-gambling/history.csv',
  result: 'reply',
  summary: "The player's transactions and game history of the last 12 months as a CSV file (UTF-8 with BOM)",
  auth: true,
  reply: { 200: Type.String(), 401: failure },
} as const satisfies Endpoint;

const reviewParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** the back office's calls (OPERATOR_ACCESS.players; every change audited) */
export const operatorSaferGamblingEndpoints = {
  operatorHarmReviews: {
    method: 'GET',
    path: 'operator/safer-gambling/reviews',
    result: 'data',
    summary: 'The safer gambling review queue: open reviews first, newest first; by state or player',
    auth: true,
    query: harmReviewQuerySchema,
    reply: { 200: dataReply(Type.Array(harmReviewSchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorHarmReview: {
    method: 'GET',
    path: 'operator/safer-gambling/reviews/:id',
    result: 'data',
    summary: 'One review with its markers and every interaction recorded on it',
    auth: true,
    params: reviewParams,
    reply: { 200: dataReply(harmReviewDetailSchema), 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorHarmInteraction: {
    method: 'POST',
    path: 'operator/safer-gambling/reviews/:id/interactions',
    result: 'reply',
    summary: 'Records a message to the player, a call note or a restriction on an open review (audited)',
    auth: true,
    params: reviewParams,
    body: harmInteractionRequestSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorHarmClose: {
    method: 'POST',
    path: 'operator/safer-gambling/reviews/:id/close',
    result: 'reply',
    summary: 'Closes an open review with its outcome and a note (audited); paused deposits resume',
    auth: true,
    params: reviewParams,
    body: harmCloseRequestSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
} as const satisfies Record<string, Endpoint>;
