// Where each call of the endpoint table goes and what the api-client makes of its reply. Kept apart
// from the schemas (./endpoints.ts spreads these into its entries) so the browser's api-client needs
// no schema library at start-up: its types come from the table, its few runtime facts from here.
import type { NotificationListRequest } from './schemas/notifications';

/** Header of every call that moves money (player and operator): the client's key for this one movement. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export type HttpMethod = 'GET' | 'POST';

export interface EndpointCall {
  method: HttpMethod;
  /** relative to ./api/; `:name` is a path parameter */
  path: string;
  /** what the api-client resolves to: the reply's data, or the whole reply when its message is shown to the player */
  result: 'data' | 'reply';
  /** the request the client sends when the caller gives none */
  defaultRequest?: object;
  /** the call moves money: it carries an Idempotency-Key header, and a retry with the same key gets the first reply */
  idempotent?: true;
}

/** Notification page size. */
export const NOTIFICATION_PAGE_SIZE = 100;
/** The panel shows the first page of 100. */
export const NOTIFICATION_PAGE: Readonly<NotificationListRequest> = { skip: 0, take: NOTIFICATION_PAGE_SIZE };

export const endpointCalls = {
  // auth
  login: { method: 'POST', path: 'auth/login', result: 'reply' },
  register: { method: 'POST', path: 'auth/register', result: 'reply' },
  authForm: { method: 'GET', path: 'auth/form', result: 'data' },
  logout: { method: 'GET', path: 'auth/logout', result: 'reply' },
  hubTicket: { method: 'POST', path: 'auth/hubticket', result: 'data' },
  sendResetPassword: { method: 'POST', path: 'auth/sendresetpassword', result: 'reply' },
  checkResetCode: { method: 'POST', path: 'auth/checkresetcode', result: 'reply' },
  changePasswordWithCode: { method: 'POST', path: 'auth/changepasswordwithcode', result: 'reply' },
  // customer
  updatePhone: { method: 'POST', path: 'customer/updatephone', result: 'reply' },
  changePassword: { method: 'POST', path: 'customer/changepassword', result: 'reply' },
  sessionHistory: { method: 'GET', path: 'customer/sessionhistory', result: 'data' },
  profile: { method: 'GET', path: 'customer/profile', result: 'data' },
  notificationList: { method: 'POST', path: 'customer/notification', result: 'data', defaultRequest: NOTIFICATION_PAGE },
  readNotification: { method: 'POST', path: 'customer/readnotification', result: 'reply' },
  // wallet
  balance: { method: 'GET', path: 'user/balance', result: 'data' },
  // payments
  paymentMethods: { method: 'POST', path: 'payment/methods', result: 'data' },
  paymentDetail: { method: 'POST', path: 'payment/detail', result: 'data' },
  deposit: { method: 'POST', path: 'payment/deposit', result: 'reply', idempotent: true },
  withdraw: { method: 'POST', path: 'payment/withdraw', result: 'reply', idempotent: true },
  financialActivities: { method: 'POST', path: 'payment/financialactivities', result: 'data' },
  // bonus
  trialBonusAmount: { method: 'GET', path: 'bonus/trialbonusamount', result: 'data' },
  defineTrialBonus: { method: 'GET', path: 'bonus/definetrialbonus', result: 'reply' },
  bonusOffers: { method: 'GET', path: 'bonus/offers', result: 'data' },
  claimBonus: { method: 'POST', path: 'bonus/claim', result: 'reply' },
  myBonuses: { method: 'GET', path: 'bonus/mine', result: 'data' },
  forfeitBonus: { method: 'POST', path: 'bonus/forfeit', result: 'reply' },
  withdrawalImpact: { method: 'GET', path: 'bonus/withdrawal-impact', result: 'data' },
  // player protection
  protectionSettings: { method: 'GET', path: 'protection/settings', result: 'data' },
  setLimit: { method: 'POST', path: 'protection/limit', result: 'reply' },
  confirmLimit: { method: 'POST', path: 'protection/limit/confirm', result: 'reply' },
  setRealityCheck: { method: 'POST', path: 'protection/reality-check', result: 'reply' },
  playSession: { method: 'GET', path: 'protection/session', result: 'data' },
  timeOut: { method: 'POST', path: 'protection/time-out', result: 'reply' },
  selfExclusion: { method: 'POST', path: 'protection/self-exclusion', result: 'reply' },
  closeAccount: { method: 'POST', path: 'protection/close-account', result: 'reply' },
  activityStatement: { method: 'GET', path: 'protection/statement', result: 'data' },
  // cms
  languageList: { method: 'GET', path: 'cms/languagelist', result: 'data' },
  translationList: { method: 'GET', path: 'cms/translationlist', result: 'data' },
  siteOptionList: { method: 'POST', path: 'cms/siteoptionlist', result: 'data' },
  menuList: { method: 'GET', path: 'cms/menulist', result: 'data' },
  popup: { method: 'GET', path: 'cms/popup', result: 'data' },
  domainStatus: { method: 'GET', path: 'cms/domainstatus', result: 'data' },
  categoryList: { method: 'GET', path: 'cms/categorylist', result: 'data' },
  contentList: { method: 'POST', path: 'cms/contentlist', result: 'data', defaultRequest: { status: true, categoryId: 1 } },
  page: { method: 'GET', path: 'cms/page/:id', result: 'data' },
  sliderList: { method: 'POST', path: 'cms/sliderlist', result: 'data' },
  videoInfo: { method: 'GET', path: 'cms/videoinfo', result: 'data' },
  promotions: { method: 'GET', path: 'cms/promotions', result: 'data' },
  promotion: { method: 'GET', path: 'cms/promotion/:slug', result: 'data' },
  // casino
  casinoCategoryList: { method: 'GET', path: 'casino/categorylist', result: 'data' },
  casinoGames: { method: 'POST', path: 'casino/games', result: 'data' },
  casinoProviders: { method: 'GET', path: 'casino/providers', result: 'data' },
  toggleFavorite: { method: 'POST', path: 'casino/togglefavorite', result: 'data' },
  casinoFavorites: { method: 'GET', path: 'casino/favorites', result: 'data' },
  dtLaunchUrl: { method: 'POST', path: 'casino/dtlaunchurl', result: 'reply' },
  emLaunchUrl: { method: 'POST', path: 'casino/emlaunchurl', result: 'reply' },
  amusnetLaunchUrl: { method: 'POST', path: 'casino/amusnetlaunchurl', result: 'reply' },
  egtLaunchUrl: { method: 'POST', path: 'casino/egtlaunchurl', result: 'reply' },
  hub88LaunchUrl: { method: 'POST', path: 'casino/hub88launchurl', result: 'reply' },
  softGamingsLaunchUrl: { method: 'POST', path: 'casino/softgamingslaunchurl', result: 'reply' },
  // sports
  sportsList: { method: 'GET', path: 'sports/sports', result: 'data' },
  sportEvents: { method: 'GET', path: 'sports/events', result: 'data' },
  sportEvent: { method: 'GET', path: 'sports/event/:id', result: 'data' },
  sportHighlights: { method: 'GET', path: 'sports/highlights', result: 'data' },
  sportsSettings: { method: 'GET', path: 'sports/settings', result: 'data' },
  placeBet: { method: 'POST', path: 'sports/placebet', result: 'data' },
  myBets: { method: 'GET', path: 'sports/bets', result: 'data' },
  cashOut: { method: 'POST', path: 'sports/cashout', result: 'data', idempotent: true },
  autoCashOut: { method: 'POST', path: 'sports/autocashout', result: 'data' },
  // transactions
  topWinners: { method: 'POST', path: 'transaction/topwinners', result: 'data', defaultRequest: { isLive: false, count: 40 } },
  gameHistory: { method: 'POST', path: 'transaction/gamehistory', result: 'data' },
  gameRecall: { method: 'GET', path: 'transaction/recall', result: 'data' },
  // platform
  remoteMap: { method: 'GET', path: 'platform/remotes', result: 'data' },
  health: { method: 'GET', path: 'platform/health', result: 'reply' },
  licence: { method: 'GET', path: 'platform/licence', result: 'data' },
  // development servers only
  devOutbox: { method: 'GET', path: 'dev/outbox', result: 'data' },
  devSportsAdvance: { method: 'POST', path: 'dev/sports/advance', result: 'data' },
  devProtectionAdvance: { method: 'POST', path: 'dev/protection/advance', result: 'data' },
  // KYC (./kyc.ts): written out here, as every call is, so a game client's import of this table stays free of schema code
  kycStatus: { method: 'GET', path: 'customer/kyc', result: 'data' },
  kycUpload: { method: 'POST', path: 'customer/kyc/documents', result: 'reply' },
  // safer gambling (./safer-gambling.ts)
  saferGamblingAccount: { method: 'GET', path: 'safer-gambling/account', result: 'data' },
} as const satisfies Record<string, EndpointCall>;
