// The one table of the wire: every call our server answers under ./api/ (spec §7 and our own), with its
// request and reply schemas. The server registers its routes with these schemas (validation, reply
// serialization, OpenAPI), the api-client generates its functions from them, and the test fakes
// answer with fixtures of these types, so the three cannot drift apart.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteMap } from './remotes';
import { authFormDataSchema, loginRequestSchema, registerRequestSchema } from './schemas/auth';
import { trialBonusAmountSchema, trialBonusGrantSchema } from './schemas/bonus';
import { casinoGamesReplySchema, casinoGamesRequestSchema } from './schemas/casino';
import { contentListRequestSchema, siteOptionListRequestSchema } from './schemas/cms';
import { changePasswordRequestSchema, customerProfileSchema, updatePhoneRequestSchema } from './schemas/customer';
import {
  authDataSchema,
  casinoCategorySchema,
  contentCategorySchema,
  contentItemSchema,
  domainsSettingSchema,
  languageSchema,
  menuItemSchema,
  notificationItemSchema,
  popupBannerSchema,
  siteOptionSchema,
  translationSchema,
} from './schemas/entities';
import { dataReply, failureReplySchema, messageReplySchema, Nullable, rateLimitedReplySchema } from './schemas/envelope';
import { menuListQuerySchema } from './schemas/menus';
import { NOTIFICATION_PAGE, notificationListRequestSchema, readNotificationRequestSchema } from './schemas/notifications';
import { pageParamsSchema, staticPageSchema } from './schemas/pages';
import { devOutboxMessageSchema, userBalanceSchema } from './schemas/player';
import { checkResetCodeSchema, changePasswordWithCodeSchema, sendResetPasswordSchema } from './schemas/recovery';
import { sessionHistoryEntrySchema } from './schemas/session';

/** Version of the endpoint table (OpenAPI's info.version): the major changes when a call breaks its callers. */
export const API_VERSION = '1.0.0';

export type HttpMethod = 'GET' | 'POST';

/** 400 invalid input, 401 no session, 404 not found, 409 already taken, 429 too many attempts. */
export type FailureStatus = 400 | 401 | 404 | 409 | 429;

type FailureReplies<S extends FailureStatus> = { [K in S]: K extends 429 ? typeof rateLimitedReplySchema : typeof failureReplySchema };

export interface Endpoint {
  method: HttpMethod;
  /** relative to ./api/; `:name` is a path parameter */
  path: string;
  /** what the call does, in the spec's words (the OpenAPI summary) */
  summary: string;
  /** the call needs the player's bearer token (a missing or ended session answers 401) */
  auth?: true;
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  /** the request the spec's client sends when the caller gives none (spec §7's payload column) */
  defaultRequest?: object;
  reply: { 200: TSchema } & Partial<Record<FailureStatus, TSchema>>;
  /** what the api-client resolves to: the reply's data, or the whole reply when its message is shown to the player */
  result: 'data' | 'reply';
}

/** The replies of a call: `ok` on 200, the shared refusal shapes on the given statuses. */
function replies<T extends TSchema, S extends FailureStatus = never>(ok: T, ...failures: S[]): { 200: T } & FailureReplies<S> {
  const refusals = Object.fromEntries(failures.map((status) => [status, status === 429 ? rateLimitedReplySchema : failureReplySchema]));
  return { 200: ok, ...refusals } as { 200: T } & FailureReplies<S>;
}

const remoteMapSchema = Type.Unsafe<RemoteMap>(
  Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.String()])), { additionalProperties: false }),
);

export const endpoints = {
  // auth
  login: {
    method: 'POST', path: 'auth/login', summary: 'Log in with username and password', result: 'reply',
    body: loginRequestSchema, reply: replies(dataReply(authDataSchema), 400, 429),
  },
  register: {
    method: 'POST', path: 'auth/register', summary: 'Register a player and log in', result: 'reply',
    body: registerRequestSchema, reply: replies(dataReply(authDataSchema), 400, 409),
  },
  authForm: {
    method: 'GET', path: 'auth/form', summary: 'Countries for the registration form', result: 'data',
    reply: replies(dataReply(authFormDataSchema)),
  },
  logout: {
    method: 'GET', path: 'auth/logout', summary: 'End the session', result: 'reply', auth: true,
    reply: replies(messageReplySchema, 401),
  },
  sendResetPassword: {
    method: 'POST', path: 'auth/sendresetpassword', summary: 'Recovery step 1: mail a reset code', result: 'reply',
    body: sendResetPasswordSchema, reply: replies(messageReplySchema, 400, 429),
  },
  checkResetCode: {
    method: 'POST', path: 'auth/checkresetcode', summary: 'Recovery step 2: check the reset code', result: 'reply',
    body: checkResetCodeSchema, reply: replies(messageReplySchema, 400, 429),
  },
  changePasswordWithCode: {
    method: 'POST', path: 'auth/changepasswordwithcode', summary: 'Recovery step 3: set a new password with the code', result: 'reply',
    body: changePasswordWithCodeSchema, reply: replies(messageReplySchema, 400, 429),
  },

  // customer
  updatePhone: {
    method: 'POST', path: 'customer/updatephone', summary: 'Phone verification: send (step 1) or check (step 2) the SMS code', result: 'reply', auth: true,
    body: updatePhoneRequestSchema, reply: replies(messageReplySchema, 400, 401, 409, 429),
  },
  changePassword: {
    method: 'POST', path: 'customer/changepassword', summary: 'Change the password', result: 'reply', auth: true,
    body: changePasswordRequestSchema, reply: replies(messageReplySchema, 400, 401, 429),
  },
  sessionHistory: {
    method: 'GET', path: 'customer/sessionhistory', summary: "The player's login sessions, newest first", result: 'data', auth: true,
    reply: replies(dataReply(Type.Array(sessionHistoryEntrySchema)), 401),
  },
  profile: {
    method: 'GET', path: 'customer/profile', summary: "The player's account details", result: 'data', auth: true,
    reply: replies(dataReply(customerProfileSchema), 401, 404),
  },
  notificationList: {
    method: 'POST', path: 'customer/notification', summary: "A page of the player's notifications, newest first", result: 'data', auth: true,
    body: notificationListRequestSchema, defaultRequest: NOTIFICATION_PAGE, reply: replies(dataReply(Type.Array(notificationItemSchema)), 400, 401),
  },
  readNotification: {
    method: 'POST', path: 'customer/readnotification', summary: 'Mark notifications read', result: 'reply', auth: true,
    body: readNotificationRequestSchema, reply: replies(messageReplySchema, 400, 401),
  },

  // wallet
  balance: {
    method: 'GET', path: 'user/balance', summary: "The player's balance in minor units (polled every 10 s)", result: 'data', auth: true,
    reply: replies(dataReply(userBalanceSchema), 401, 404),
  },

  // bonus
  trialBonusAmount: {
    method: 'GET', path: 'bonus/trialbonusamount', summary: 'The trial bonus on offer, in minor units', result: 'data',
    reply: replies(dataReply(trialBonusAmountSchema)),
  },
  defineTrialBonus: {
    method: 'GET', path: 'bonus/definetrialbonus', summary: 'Credit the trial bonus to a phone-verified player', result: 'reply', auth: true,
    reply: replies(dataReply(trialBonusGrantSchema), 400, 401, 409),
  },

  // cms
  languageList: {
    method: 'GET', path: 'cms/languagelist', summary: 'Languages of the site', result: 'data',
    reply: replies(dataReply(Type.Array(languageSchema))),
  },
  translationList: {
    method: 'GET', path: 'cms/translationlist', summary: 'Translations of the x-locale language', result: 'data',
    reply: replies(dataReply(Type.Array(translationSchema))),
  },
  siteOptionList: {
    method: 'POST', path: 'cms/siteoptionlist', summary: 'Enabled site options', result: 'data',
    body: siteOptionListRequestSchema, reply: replies(dataReply(Type.Array(siteOptionSchema)), 400),
  },
  menuList: {
    method: 'GET', path: 'cms/menulist', summary: 'Items of a menu by slug (main, mobile)', result: 'data',
    query: menuListQuerySchema, reply: replies(dataReply(Type.Array(menuItemSchema)), 400),
  },
  popup: {
    method: 'GET', path: 'cms/popup', summary: 'The running popup banner, or null', result: 'data',
    reply: replies(dataReply(Nullable(popupBannerSchema))),
  },
  domainStatus: {
    method: 'GET', path: 'cms/domainstatus', summary: 'The current and the next domain of the site', result: 'data',
    reply: replies(dataReply(domainsSettingSchema), 404),
  },
  categoryList: {
    method: 'GET', path: 'cms/categorylist', summary: 'Content categories with their published pages', result: 'data',
    reply: replies(dataReply(Type.Array(contentCategorySchema))),
  },
  contentList: {
    method: 'POST', path: 'cms/contentlist', summary: 'Pages of one content category', result: 'data',
    body: contentListRequestSchema, defaultRequest: { status: true, categoryId: 1 }, reply: replies(dataReply(Type.Array(contentItemSchema)), 400),
  },
  page: {
    method: 'GET', path: 'cms/page/:id', summary: 'A static page in the x-locale language', result: 'data',
    params: pageParamsSchema, reply: replies(dataReply(staticPageSchema), 400, 404),
  },

  // casino
  casinoCategoryList: {
    method: 'GET', path: 'casino/categorylist', summary: 'Casino categories with their games', result: 'data',
    reply: replies(dataReply(Type.Array(casinoCategorySchema))),
  },
  casinoGames: {
    method: 'POST', path: 'casino/games', summary: 'Games of a lobby or category, or matching a search, a page at a time', result: 'data',
    body: casinoGamesRequestSchema, reply: replies(dataReply(casinoGamesReplySchema), 400),
  },

  // platform
  remoteMap: {
    method: 'GET', path: 'platform/remotes', summary: 'Where each remote is deployed (name → manifest URL)', result: 'data',
    reply: replies(dataReply(remoteMapSchema)),
  },
  health: {
    method: 'GET', path: 'platform/health', summary: 'Healthy = the database answers', result: 'reply',
    reply: replies(messageReplySchema),
  },

  // development servers only
  devOutbox: {
    method: 'GET', path: 'dev/outbox', summary: 'E-mail and SMS the server would have sent, newest first (not in production)', result: 'data',
    reply: replies(dataReply(Type.Array(devOutboxMessageSchema))),
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointTable = typeof endpoints;
export type EndpointName = keyof EndpointTable;

type SchemaOf<E, K extends 'body' | 'query' | 'params'> = E extends { [P in K]: infer S extends TSchema } ? Static<S> : unknown;

/** What the caller sends: path parameters, query and body merged into one object (no call has two). */
export type EndpointRequest<N extends EndpointName> = SchemaOf<EndpointTable[N], 'params'> & SchemaOf<EndpointTable[N], 'query'> & SchemaOf<EndpointTable[N], 'body'>;

/** The 200 reply of a call: the whole envelope. */
export type EndpointReply<N extends EndpointName> = Static<EndpointTable[N]['reply'][200]>;

/** What the api-client resolves to for a call (see `Endpoint.result`). */
export type EndpointResult<N extends EndpointName> = EndpointTable[N]['result'] extends 'data'
  ? EndpointReply<N> extends { data: infer D } ? D : never
  : EndpointReply<N>;

/** Does the call take a request at all? */
export type HasRequest<N extends EndpointName> = EndpointTable[N] extends { body: TSchema } | { query: TSchema } | { params: TSchema } ? true : false;
