// The one table of the wire: every call our server answers under ./api/, with its
// request and reply schemas. The server registers its routes with these schemas (validation, reply
// serialization, OpenAPI), the api-client generates its functions from them, and the test fakes
// answer with fixtures of these types, so the three cannot drift apart.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { endpointCalls, type EndpointCall } from './calls';
import { kycEndpoints } from './kyc';
import { gameRecallSchema, recallQuerySchema } from './game-recall';
import { REMOTE_NAMES, type RemoteMap } from './remotes';
import { licenceProfileSchema } from './licence';
import { authFormDataSchema, hubTicketSchema, loginRequestSchema, registerRequestSchema } from './schemas/auth';
import {
  bonusOfferSchema,
  claimBonusRequestSchema,
  forfeitBonusRequestSchema,
  playerBonusesSchema,
  playerBonusSchema,
  trialBonusAmountSchema,
  trialBonusGrantSchema,
  withdrawalImpactSchema,
} from './schemas/bonus';
import {
  activityStatementSchema,
  closeAccountRequestSchema,
  confirmLimitRequestSchema,
  playSessionSchema,
  protectionSettingsSchema,
  realityCheckRequestSchema,
  selfExclusionRequestSchema,
  setLimitRequestSchema,
  statementQuerySchema,
  timeOutRequestSchema,
} from './schemas/protection';
import {
  amusnetLaunchRequestSchema,
  casinoFavoritesSchema,
  casinoGamesReplySchema,
  casinoGamesRequestSchema,
  casinoProviderSchema,
  casinoProvidersQuerySchema,
  dtLaunchRequestSchema,
  emLaunchRequestSchema,
  gameHistoryReplySchema,
  gameHistoryRequestSchema,
  platformLaunchRequestSchema,
  softGamingsLaunchRequestSchema,
  toggleFavoriteReplySchema,
  toggleFavoriteRequestSchema,
  topWinnerSchema,
  topWinnersRequestSchema,
} from './schemas/casino';
import {
  carouselBannerSchema,
  contentListRequestSchema,
  promotionParamsSchema,
  promotionSchema,
  siteOptionListRequestSchema,
  sliderListRequestSchema,
  videoInfoSchema,
} from './schemas/cms';
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
import { notificationListRequestSchema, readNotificationRequestSchema } from './schemas/notifications';
import {
  financialActivitiesReplySchema,
  financialActivitiesRequestSchema,
  paymentDetailFieldSchema,
  paymentDetailRequestSchema,
  paymentMethodSchema,
  paymentMethodsRequestSchema,
  paymentRequestSchema,
} from './schemas/payments';
import { pageParamsSchema, staticPageSchema } from './schemas/pages';
import { saferGamblingEndpoints } from './safer-gambling';
import { devOutboxMessageSchema, userBalanceSchema } from './schemas/player';
import { checkResetCodeSchema, changePasswordWithCodeSchema, sendResetPasswordSchema } from './schemas/recovery';
import { sessionHistoryEntrySchema } from './schemas/session';
import {
  autoCashOutRequestSchema,
  betSchema,
  cashOutReplySchema,
  cashOutRequestSchema,
  myBetsQuerySchema,
  myBetsReplySchema,
  placeBetReplySchema,
  placeBetRequestSchema,
  sportEventDetailSchema,
  sportEventParamsSchema,
  sportEventsQuerySchema,
  sportEventsReplySchema,
  sportHighlightsSchema,
  sportSchema,
  sportsSettingsSchema,
} from './schemas/sports';

/** Version of the endpoint table (OpenAPI's info.version): the major changes when a call breaks its callers. */
export const API_VERSION = '1.0.0';

/** 400 invalid input, 401 no session, 403 not allowed for this role (operators), 404 not found, 409 already taken, 429 too many attempts. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 429;

type FailureReplies<S extends FailureStatus> = { [K in S]: K extends 429 ? typeof rateLimitedReplySchema : typeof failureReplySchema };

export interface Endpoint extends EndpointCall {
  /** what the call does, in the product's words (the OpenAPI summary) */
  summary: string;
  /** the call needs the player's bearer token (a missing or ended session answers 401) */
  auth?: true;
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  reply: { 200: TSchema } & Partial<Record<FailureStatus, TSchema>>;
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
  login: {
    ...endpointCalls.login,
    summary: 'Log in with username and password',
    body: loginRequestSchema,
    reply: replies(dataReply(authDataSchema), 400, 429),
  },
  register: {
    ...endpointCalls.register,
    summary: 'Register a player and log in',
    body: registerRequestSchema,
    reply: replies(dataReply(authDataSchema), 400, 409, 429),
  },
  authForm: {
    ...endpointCalls.authForm,
    summary: 'Countries for the registration form',
    reply: replies(dataReply(authFormDataSchema)),
  },
  logout: {
    ...endpointCalls.logout,
    summary: 'End the session',
    auth: true,
    reply: replies(messageReplySchema, 401),
  },
  hubTicket: {
    ...endpointCalls.hubTicket,
    summary: 'A single-use ticket that opens a hub connection within 30 s (the access_token of /hub/frnotify)',
    auth: true,
    body: Type.Object({}, { additionalProperties: false }),
    reply: replies(dataReply(hubTicketSchema), 401),
  },
  sendResetPassword: {
    ...endpointCalls.sendResetPassword,
    summary: 'Recovery step 1: mail a reset code',
    body: sendResetPasswordSchema,
    reply: replies(messageReplySchema, 400, 429),
  },
  checkResetCode: {
    ...endpointCalls.checkResetCode,
    summary: 'Recovery step 2: check the reset code',
    body: checkResetCodeSchema,
    reply: replies(messageReplySchema, 400, 429),
  },
  changePasswordWithCode: {
    ...endpointCalls.changePasswordWithCode,
    summary: 'Recovery step 3: set a new password with the code',
    body: changePasswordWithCodeSchema,
    reply: replies(messageReplySchema, 400, 429),
  },
  updatePhone: {
    ...endpointCalls.updatePhone,
    summary: 'Phone verification: send (step 1) or check (step 2) the SMS code',
    auth: true,
    body: updatePhoneRequestSchema,
    reply: replies(messageReplySchema, 400, 401, 409, 429),
  },
  changePassword: {
    ...endpointCalls.changePassword,
    summary: 'Change the password',
    auth: true,
    body: changePasswordRequestSchema,
    reply: replies(messageReplySchema, 400, 401, 429),
  },
  sessionHistory: {
    ...endpointCalls.sessionHistory,
    summary: "The player's login sessions, newest first",
    auth: true,
    reply: replies(dataReply(Type.Array(sessionHistoryEntrySchema)), 401),
  },
  profile: {
    ...endpointCalls.profile,
    summary: "The player's account details",
    auth: true,
    reply: replies(dataReply(customerProfileSchema), 401, 404),
  },
  notificationList: {
    ...endpointCalls.notificationList,
    summary: "A page of the player's notifications, newest first",
    auth: true,
    body: notificationListRequestSchema,
    reply: replies(dataReply(Type.Array(notificationItemSchema)), 400, 401),
  },
  readNotification: {
    ...endpointCalls.readNotification,
    summary: 'Mark notifications read',
    auth: true,
    body: readNotificationRequestSchema,
    reply: replies(messageReplySchema, 400, 401),
  },
  balance: {
    ...endpointCalls.balance,
    summary: "The player's balance in minor units (polled every 10 s)",
    auth: true,
    reply: replies(dataReply(userBalanceSchema), 401, 404),
  },
  paymentMethods: {
    ...endpointCalls.paymentMethods,
    summary: 'Payment methods for deposits (type 1) or withdrawals (type 2), with their limits',
    auth: true,
    body: paymentMethodsRequestSchema,
    reply: replies(dataReply(Type.Array(paymentMethodSchema)), 400, 401),
  },
  paymentDetail: {
    ...endpointCalls.paymentDetail,
    summary: "A payment method's field definitions for a deposit or a withdrawal",
    auth: true,
    body: paymentDetailRequestSchema,
    reply: replies(dataReply(Type.Array(paymentDetailFieldSchema)), 400, 401, 404),
  },
  deposit: {
    ...endpointCalls.deposit,
    summary: 'Start a deposit (Idempotency-Key header): data is the payment page URL',
    auth: true,
    body: paymentRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404, 409, 429),
  },
  withdraw: {
    ...endpointCalls.withdraw,
    summary: 'Request a withdrawal (Idempotency-Key header): the amount is held at once',
    auth: true,
    body: paymentRequestSchema,
    reply: replies(messageReplySchema, 400, 401, 404, 409, 429),
  },
  financialActivities: {
    ...endpointCalls.financialActivities,
    summary: "The player's deposit and withdraw requests and ledger movements, newest first",
    auth: true,
    body: financialActivitiesRequestSchema,
    reply: replies(dataReply(financialActivitiesReplySchema), 400, 401),
  },
  bonusOffers: {
    ...endpointCalls.bonusOffers,
    summary: 'The bonus campaigns the player can see now, with their terms and whether they can be claimed',
    auth: true,
    reply: replies(dataReply(Type.Array(bonusOfferSchema)), 401),
  },
  claimBonus: {
    ...endpointCalls.claimBonus,
    summary: 'Claim a campaign (with its code where it has one); a deposit match waits for the next qualifying deposit',
    auth: true,
    body: claimBonusRequestSchema,
    reply: replies(dataReply(playerBonusSchema), 400, 401, 404, 409),
  },
  myBonuses: {
    ...endpointCalls.myBonuses,
    summary: "The player's active and past bonuses with wagering progress",
    auth: true,
    reply: replies(dataReply(playerBonusesSchema), 401),
  },
  forfeitBonus: {
    ...endpointCalls.forfeitBonus,
    summary: 'Give up an active bonus: its remaining bonus money is removed',
    auth: true,
    body: forfeitBonusRequestSchema,
    reply: replies(dataReply(playerBonusSchema), 400, 401, 404),
  },
  withdrawalImpact: {
    ...endpointCalls.withdrawalImpact,
    summary: 'What a withdrawal now would forfeit of the active bonuses',
    auth: true,
    reply: replies(dataReply(withdrawalImpactSchema), 401),
  },
  protectionSettings: {
    ...endpointCalls.protectionSettings,
    summary: "The player's limits, reality check and exclusion",
    auth: true,
    reply: replies(dataReply(protectionSettingsSchema), 401),
  },
  setLimit: {
    ...endpointCalls.setLimit,
    summary: 'Set, lower, raise or remove a deposit, loss or session limit (a raise or removal waits 24 hours)',
    auth: true,
    body: setLimitRequestSchema,
    reply: replies(dataReply(protectionSettingsSchema), 400, 401),
  },
  confirmLimit: {
    ...endpointCalls.confirmLimit,
    summary: 'Confirm a raise or removal whose 24 hours have passed',
    auth: true,
    body: confirmLimitRequestSchema,
    reply: replies(dataReply(protectionSettingsSchema), 400, 401, 404),
  },
  setRealityCheck: {
    ...endpointCalls.setRealityCheck,
    summary: "Set the reality check's interval, or turn it off",
    auth: true,
    body: realityCheckRequestSchema,
    reply: replies(dataReply(protectionSettingsSchema), 400, 401),
  },
  playSession: {
    ...endpointCalls.playSession,
    summary: "The current session's elapsed time and net position (the reality check)",
    auth: true,
    reply: replies(dataReply(playSessionSchema), 401),
  },
  timeOut: {
    ...endpointCalls.timeOut,
    summary: 'Take a time-out of 24 hours to 6 weeks (cannot be undone early); logs the player out',
    auth: true,
    body: timeOutRequestSchema,
    reply: replies(messageReplySchema, 400, 401),
  },
  selfExclusion: {
    ...endpointCalls.selfExclusion,
    summary: 'Self-exclude for 6 months, 1 year or 5 years (cannot be undone early); logs the player out',
    auth: true,
    body: selfExclusionRequestSchema,
    reply: replies(messageReplySchema, 400, 401),
  },
  closeAccount: {
    ...endpointCalls.closeAccount,
    summary: 'Close the account with a reason; logs the player out',
    auth: true,
    body: closeAccountRequestSchema,
    reply: replies(messageReplySchema, 400, 401),
  },
  activityStatement: {
    ...endpointCalls.activityStatement,
    summary: "The player's deposits, withdrawals, stakes, wins and net position per day, week or month",
    auth: true,
    query: statementQuerySchema,
    reply: replies(dataReply(activityStatementSchema), 400, 401),
  },
  trialBonusAmount: {
    ...endpointCalls.trialBonusAmount,
    summary: 'The trial bonus on offer, in minor units',
    reply: replies(dataReply(trialBonusAmountSchema)),
  },
  defineTrialBonus: {
    ...endpointCalls.defineTrialBonus,
    summary: 'Credit the trial bonus to a phone-verified player',
    auth: true,
    reply: replies(dataReply(trialBonusGrantSchema), 400, 401, 409),
  },
  languageList: {
    ...endpointCalls.languageList,
    summary: 'Languages of the site',
    reply: replies(dataReply(Type.Array(languageSchema))),
  },
  translationList: {
    ...endpointCalls.translationList,
    summary: 'Translations of the x-locale language',
    reply: replies(dataReply(Type.Array(translationSchema))),
  },
  siteOptionList: {
    ...endpointCalls.siteOptionList,
    summary: 'Enabled site options',
    body: siteOptionListRequestSchema,
    reply: replies(dataReply(Type.Array(siteOptionSchema)), 400),
  },
  menuList: {
    ...endpointCalls.menuList,
    summary: 'Items of a menu by slug (main, mobile)',
    query: menuListQuerySchema,
    reply: replies(dataReply(Type.Array(menuItemSchema)), 400),
  },
  popup: {
    ...endpointCalls.popup,
    summary: 'The running popup banner, or null',
    reply: replies(dataReply(Nullable(popupBannerSchema))),
  },
  domainStatus: {
    ...endpointCalls.domainStatus,
    summary: 'The current and the next domain of the site',
    reply: replies(dataReply(domainsSettingSchema), 404),
  },
  categoryList: {
    ...endpointCalls.categoryList,
    summary: 'Content categories with their published pages',
    reply: replies(dataReply(Type.Array(contentCategorySchema))),
  },
  contentList: {
    ...endpointCalls.contentList,
    summary: 'Pages of one content category',
    body: contentListRequestSchema,
    reply: replies(dataReply(Type.Array(contentItemSchema)), 400),
  },
  page: {
    ...endpointCalls.page,
    summary: 'A static page in the x-locale language',
    params: pageParamsSchema,
    reply: replies(dataReply(staticPageSchema), 400, 404),
  },
  sliderList: {
    ...endpointCalls.sliderList,
    summary: 'The published banners of a slider, in order, in the x-locale language',
    body: sliderListRequestSchema,
    reply: replies(dataReply(Type.Array(carouselBannerSchema)), 400),
  },
  videoInfo: {
    ...endpointCalls.videoInfo,
    summary: 'The casino video banner: video, poster and its three title lines',
    reply: replies(dataReply(videoInfoSchema), 404),
  },
  promotions: {
    ...endpointCalls.promotions,
    summary: 'The published promotions, in order, in the x-locale language',
    reply: replies(dataReply(Type.Array(promotionSchema))),
  },
  promotion: {
    ...endpointCalls.promotion,
    summary: 'One published promotion by its slug (a deep link)',
    params: promotionParamsSchema,
    reply: replies(dataReply(promotionSchema), 400, 404),
  },
  casinoCategoryList: {
    ...endpointCalls.casinoCategoryList,
    summary: 'Casino categories with their games',
    reply: replies(dataReply(Type.Array(casinoCategorySchema))),
  },
  casinoGames: {
    ...endpointCalls.casinoGames,
    summary: 'Games of a lobby or category, or matching a search, a page at a time',
    body: casinoGamesRequestSchema,
    reply: replies(dataReply(casinoGamesReplySchema), 400),
  },
  casinoProviders: {
    ...endpointCalls.casinoProviders,
    summary: 'The studios of a lobby (its provider filter)',
    query: casinoProvidersQuerySchema,
    reply: replies(dataReply(Type.Array(casinoProviderSchema)), 400),
  },
  toggleFavorite: {
    ...endpointCalls.toggleFavorite,
    summary: 'Add a game to the favourites or remove it',
    auth: true,
    body: toggleFavoriteRequestSchema,
    reply: replies(dataReply(toggleFavoriteReplySchema), 400, 401, 404),
  },
  casinoFavorites: {
    ...endpointCalls.casinoFavorites,
    summary: "The player's favourite games",
    auth: true,
    reply: replies(dataReply(casinoFavoritesSchema), 401),
  },
  dtLaunchUrl: {
    ...endpointCalls.dtLaunchUrl,
    summary: 'Launch a Digitain game: data is the game URL',
    auth: true,
    body: dtLaunchRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404),
  },
  emLaunchUrl: {
    ...endpointCalls.emLaunchUrl,
    summary: 'Launch an EveryMatrix game: data is the game URL',
    auth: true,
    body: emLaunchRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404),
  },
  amusnetLaunchUrl: {
    ...endpointCalls.amusnetLaunchUrl,
    summary: 'Launch an Amusnet game: data is the game URL',
    auth: true,
    body: amusnetLaunchRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404),
  },
  egtLaunchUrl: {
    ...endpointCalls.egtLaunchUrl,
    summary: 'Launch an Egt Digital game: data is the game URL',
    auth: true,
    body: platformLaunchRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404),
  },
  hub88LaunchUrl: {
    ...endpointCalls.hub88LaunchUrl,
    summary: 'Launch a Hub88 game: data is the game URL',
    auth: true,
    body: platformLaunchRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404),
  },
  softGamingsLaunchUrl: {
    ...endpointCalls.softGamingsLaunchUrl,
    summary: 'Launch a SoftGamings game: data is HTML whose script opens the game',
    auth: true,
    body: softGamingsLaunchRequestSchema,
    reply: replies(dataReply(Type.String()), 400, 401, 404),
  },
  sportsList: {
    ...endpointCalls.sportsList,
    summary: 'The sports and e-sports of the book with their event counts',
    reply: replies(dataReply(Type.Array(sportSchema))),
  },
  sportEvents: {
    ...endpointCalls.sportEvents,
    summary: 'Events not yet ended (pre-match or live) with their competitions and main market',
    query: sportEventsQuerySchema,
    reply: replies(dataReply(sportEventsReplySchema), 400),
  },
  sportEvent: {
    ...endpointCalls.sportEvent,
    summary: 'One event with every market it offers',
    params: sportEventParamsSchema,
    reply: replies(dataReply(sportEventDetailSchema), 400, 404),
  },
  sportHighlights: {
    ...endpointCalls.sportHighlights,
    summary: "The home page's sports highlights: live events first, then the next kick-offs, with their main market",
    reply: replies(dataReply(sportHighlightsSchema)),
  },
  sportsSettings: {
    ...endpointCalls.sportsSettings,
    summary: "The book's mode (own or external), stake and payout limits and the live bet delay",
    reply: replies(dataReply(sportsSettingsSchema)),
  },
  placeBet: {
    ...endpointCalls.placeBet,
    summary: 'Place the bet slip (singles, accumulator or system); idempotent by slipId',
    auth: true,
    body: placeBetRequestSchema,
    reply: replies(dataReply(placeBetReplySchema), 400, 401, 409),
  },
  myBets: {
    ...endpointCalls.myBets,
    summary: "The player's open or settled sports bets, newest first",
    auth: true,
    query: myBetsQuerySchema,
    reply: replies(dataReply(myBetsReplySchema), 400, 401),
  },
  cashOut: {
    ...endpointCalls.cashOut,
    summary: 'Cash out a bet in full or in part at the offer the player saw',
    auth: true,
    body: cashOutRequestSchema,
    reply: replies(dataReply(cashOutReplySchema), 400, 401, 404),
  },
  autoCashOut: {
    ...endpointCalls.autoCashOut,
    summary: "Set or clear a bet's automatic cash out amount",
    auth: true,
    body: autoCashOutRequestSchema,
    reply: replies(dataReply(betSchema), 400, 401, 404),
  },
  topWinners: {
    ...endpointCalls.topWinners,
    summary: 'The biggest recent wins (isLive: live casino only)',
    body: topWinnersRequestSchema,
    reply: replies(dataReply(Type.Array(topWinnerSchema)), 400),
  },
  gameHistory: {
    ...endpointCalls.gameHistory,
    summary: "The player's game rounds with their bets and wins",
    auth: true,
    body: gameHistoryRequestSchema,
    reply: replies(dataReply(gameHistoryReplySchema), 400, 401),
  },
  gameRecall: {
    ...endpointCalls.gameRecall,
    summary: "A game's last rounds as they were played (stake, payout, the screen's result, cash before and after), from the records",
    auth: true,
    query: recallQuerySchema,
    reply: replies(dataReply(gameRecallSchema), 400, 401),
  },
  remoteMap: {
    ...endpointCalls.remoteMap,
    summary: 'Where each remote is deployed (name → manifest URL)',
    reply: replies(dataReply(remoteMapSchema)),
  },
  licence: {
    ...endpointCalls.licence,
    summary: "The licence profile the site runs under: every rule that differs between regulators (public, as the regulators' standards are)",
    reply: replies(dataReply(licenceProfileSchema)),
  },
  health: {
    ...endpointCalls.health,
    summary: 'Healthy = the database answers',
    reply: replies(messageReplySchema),
  },
  devOutbox: {
    ...endpointCalls.devOutbox,
    summary: 'E-mail and SMS the server would have sent, newest first (not in production)',
    reply: replies(dataReply(Type.Array(devOutboxMessageSchema))),
  },
  devSportsAdvance: {
    ...endpointCalls.devSportsAdvance,
    summary: "Moves the sportsbook feed's time forward and steps it: matches play on, end and settle (not in production)",
    body: Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 7 * 24 * 3600 }) }, { additionalProperties: false }),
    reply: replies(dataReply(Type.Object({ feedTime: Type.String({ format: 'date-time' }) }, { additionalProperties: false })), 400),
  },
  devProtectionAdvance: {
    ...endpointCalls.devProtectionAdvance,
    summary: "Moves player protection's and bonuses' clock forward: cooling-off periods, exclusions and bonus expiries pass (not in production)",
    body: Type.Object({ hours: Type.Integer({ minimum: 1, maximum: 24 * 366 }) }, { additionalProperties: false }),
    reply: replies(dataReply(Type.Object({ now: Type.String({ format: 'date-time' }) }, { additionalProperties: false })), 400),
  },
  ...kycEndpoints,
  ...saferGamblingEndpoints,
} as const satisfies Record<keyof typeof endpointCalls, Endpoint>;

export type EndpointTable = typeof endpoints;
export type EndpointName = keyof EndpointTable;

type SchemaOf<E, K extends 'body' | 'query' | 'params'> = E extends { [P in K]: infer S extends TSchema } ? Static<S> : unknown;

/** What the caller sends: path parameters, query and body merged into one object (no call has two). */
export type EndpointRequest<N extends EndpointName> = SchemaOf<EndpointTable[N], 'params'> &
  SchemaOf<EndpointTable[N], 'query'> &
  SchemaOf<EndpointTable[N], 'body'>;

/** The 200 reply of a call: the whole envelope. */
export type EndpointReply<N extends EndpointName> = Static<EndpointTable[N]['reply'][200]>;

/** What the api-client resolves to for a call (see `Endpoint.result`). */
export type EndpointResult<N extends EndpointName> = EndpointTable[N]['result'] extends 'data'
  ? EndpointReply<N> extends { data: infer D }
    ? D
    : never
  : EndpointReply<N>;

/** Does the call take a request at all? */
export type HasRequest<N extends EndpointName> = EndpointTable[N] extends { body: TSchema } | { query: TSchema } | { params: TSchema } ? true : false;
