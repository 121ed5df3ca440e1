// The only module that reads process.env: everything else receives an AppConfig.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import {
  isLicenceCode,
  LICENCE_CODES,
  LICENCE_PROFILES,
  type LicenceProfile,
  OPERATOR_ROLES,
  LIVE_GAMES,
  ORIGINALS_GAMES,
  REALTIME,
  type LiveGameCode,
  REMOTE_NAMES,
  OPERATOR_IDLE_SECONDS,
  type OperatorRole,
  type OriginalsGame,
  type RemoteMap,
  type RemoteName,
  SPORTSBOOK_MODES,
  type SportsbookMode,
} from '@arena/contracts';
import { SERVER_ROOT } from './server-root';

export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  /** dataDir 'memory://' keeps the database in memory (tests) */
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      /** schema used as search_path; null = the server's default (public) */
      schema: string | null;
      /** DATABASE_POOL_MAX: connections this instance opens at most (instances × this must stay under the server's max_connections) */
      poolMax?: number;
      /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement running longer (statement_timeout); unset: no limit */
      statementTimeoutMs?: number | null;
      /** tests: drop the throw-away schema (or the copied database) when the app closes */
      dropOnClose: boolean;
      /**
       * tests: `url` names a throw-away database, created as a copy of `template` (migrated and seeded
       * once per run) through the connection `via` names
       */
      copyOf?: { template: string; via: string };
    };

/** At most `limit` hits per `windowSeconds`; reaching the limit blocks for `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface AuthConfig {
  /** a session unused this long expires */
  sessionIdleSeconds: number;
  /** a session expires this long after login, used or not */
  sessionAbsoluteSeconds: number;
  resetCodeTtlSeconds: number;
  smsCodeTtlSeconds: number;
  /** wrong guesses that invalidate a reset or SMS code */
  codeMaxAttempts: number;
  /** DEVICE_COOKIE_SECRET: signs the device cookie (modules/auth/device-cookie.ts); required in production, a random one per process elsewhere */
  deviceCookieSecret: string;
  /** the device cookie is sent over HTTPS only (production) */
  deviceCookieSecure: boolean;
  /** a hub ticket (auth/hubticket) opens a hub connection within this, once */
  hubTicketSeconds: number;
  limits: {
    /** failed logins per operator account (a player's are counted per account and address, below) */
    loginPerAccount: RateRule;
    /**
     * failed logins per player account from one client address: a stranger's wrong passwords lock
     * out their own address, not the player logging in from elsewhere
     */
    loginPerAccountFromIp: RateRule;
    /** failed logins per player account from all addresses: caps a guess spread over many addresses */
    loginPerAccountAllIps: RateRule;
    /** failed logins per client address */
    loginPerIp: RateRule;
    /** registration attempts (successful or not) per client address and per device fingerprint */
    registerPerIp: RateRule;
    registerPerDevice: RateRule;
    /** failed old-password checks per player (customer/changepassword) */
    passwordCheckPerAccount: RateRule;
    /** reset-code checks per client address (each code also dies after codeMaxAttempts) */
    codeCheckPerIp: RateRule;
    /** reset e-mails per username and per address */
    resetSendPerAccount: RateRule;
    resetSendPerIp: RateRule;
    /** SMS codes per player: one per resend countdown (60 s), a few per hour */
    smsSendInterval: RateRule;
    smsSendPerAccount: RateRule;
    smsSendPerIp: RateRule;
  };
}

/** The real-time hub at /hub/frnotify. */
export interface HubConfig {
  /** every client gets a ping this often, and its session is checked again (keep-alive 15 s) */
  keepAliveMs: number;
  /** a client silent this long is dropped: it pings every 15 s, so two missed pings */
  clientTimeoutMs: number;
  /** a new connection must send its handshake within this */
  handshakeTimeoutMs: number;
  /** the largest record a client may send (SignalR's own default) */
  maxMessageBytes: number;
}

// ---- payments -------------------------------------------------------------------------------------

/** The payment service providers the server can talk to (a real PSP joins this list). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: who takes deposits and pays withdrawals out */
  provider: PaymentProviderName;
  /** PAYMENT_WEBHOOK_SECRET: the provider signs its webhooks with it (HMAC-SHA256) */
  webhookSecret: string;
  /** WITHDRAW_REVIEW_ABOVE (minor units): larger withdrawals wait for an operator, smaller ones are paid automatically */
  withdrawReviewAbove: number;
  /** PAYOUT_DELAY_MS: an automatic payout starts this long after the request */
  payoutDelayMs: number;
  /** PAYOUT_POLL_MS: how often the payout worker looks for due withdrawals and expired deposits */
  payoutPollMs: number;
  /** DEPOSIT_EXPIRY_MINUTES (as ms): a deposit whose payment page was never acted on is Cancelled after this */
  depositExpiryMs: number;
  /** new deposit and withdraw requests per player (PAYMENT_REQUESTS_PER_HOUR); retries of one request do not count */
  requestsPerPlayer: RateRule;
}

// ---- wallet (ledger, game providers' seamless-wallet calls) -----------------------------------------
export interface WalletConfig {
  /** house accounts per kind, so that concurrent movements do not queue on one row (WALLET_HOUSE_SHARDS) */
  houseShards: number;
  /** game provider → the secret its seamless-wallet calls are signed with (GAME_PROVIDER_SECRETS="name:secret,…") */
  providerSecrets: Record<string, string>;
}

/**
 * The wallet providers of the aggregator simulator's suppliers (modules/aggregator-simulator): when
 * GAME_PROVIDER_SECRETS is unset, outside production, each gets a fresh random secret per process, so
 * only this process's simulator can sign with it (a secret written in the source let anyone sign a win).
 */
export const SIMULATED_WALLET_PROVIDERS = ['softgamings', 'egt-digital', 'amusnet', 'everymatrix', 'digitain'] as const;

// ---- Hub88 (modules/casino/providers/hub88) ---------------------------------------------------------
export interface Hub88Config {
  /** HUB88_OPERATOR_ID: our operator id at Hub88 */
  operatorId: number | null;
  /** HUB88_BASE_URL: Hub88's Operator API (the game/url launch request goes to it) */
  baseUrl: string | null;
  /** HUB88_SUB_PARTNER_ID: this site's sub_partner_id at Hub88 */
  subPartnerId: string;
  /** HUB88_CURRENCY: the ISO 4217 code of the players' wallets */
  currency: string;
  /** HUB88_COUNTRY: the ISO 3166-1 country the launch request names for our players */
  country: string;
  /** HUB88_PRIVATE_KEY: our RSA private key (PEM; "\n" may stand for line breaks): signs launch requests and wallet answers */
  privateKey: string | null;
  /** HUB88_PUBLIC_KEY: Hub88's RSA public key (PEM): checks the X-Hub88-Signature of its wallet calls */
  hub88PublicKey: string | null;
}

// ---- Arena Originals (modules/originals) ---------------------------------------------------------
/** the most one round pays unless ORIGINALS_MAX_WIN says otherwise: ₺1,000,000 in minor units */
export const DEFAULT_ORIGINALS_MAX_WIN = 100_000_000;
/** a game's stake limits, minor units */
export interface BetLimits {
  min: number;
  max: number;
}
/** each game's stake limits unless ORIGINALS_<GAME>_MIN_BET / _MAX_BET say otherwise: ₺1 … ₺10,000 */
export const DEFAULT_BET_LIMITS: Readonly<BetLimits> = { min: 100, max: 1_000_000 };
export interface OriginalsConfig {
  /** ORIGINALS_<GAME>_MIN_BET / ORIGINALS_<GAME>_MAX_BET */
  limits: Record<OriginalsGame, BetLimits>;
  /** ORIGINALS_MAX_WIN: the most one round pays, minor units (a test lab's max-win cap) */
  maxWin: number;
  /** ORIGINALS_SLOT_MIN_SPIN_MS: the shortest slot game cycle, from one spin of a player to their next (the licence's, UKGC RTS: 2.5 s) */
  slotMinSpinMs: number;
  /** ORIGINALS_BLACKJACK_EXPIRY_MINUTES: a Blackjack round untouched this long is finished by standing */
  blackjackExpiryMinutes: number;
  live: LiveRoundsConfig;
}

/**
 * What the site's licence allows the player's game pages to offer. These are UI rules: a page leaves out
 * what its licence forbids, but the server takes every round alike (an auto-bet's rounds are ordinary
 * bets, each placed by the browser; there is no server-side auto-play to switch off).
 */
export interface LicenceConfig {
  /** LICENCE_PROFILE: the licence the site runs under (curacao by default); every rule that differs between regulators */
  profile: LicenceProfile;
  /** LICENCE_AUTO_PLAY: the instant games (Dice, Limbo, Plinko) offer an auto-bet; on outside production, off in production unless set */
  autoPlay: boolean;
  /** LICENCE_SOUND_BY_DEFAULT: a player who never chose hears the games' sounds; on outside production, off in production unless set (the page's mute toggle remembers each player's choice) */
  soundByDefault: boolean;
}

/** A live game's fixed cycle; the running phase lasts as long as the round's result needs. */
export interface LiveCycle {
  /** LIVE_<GAME>_BETTING_MS: bets are taken this long before the round runs */
  bettingMs: number;
  /** LIVE_<GAME>_PAUSE_MS: the result shows this long before the next round opens */
  pauseMs: number;
}

/** The live games' engine (modules/live-rounds). */
export interface LiveRoundsConfig {
  /** LIVE_ROUNDS_DRIVE=false: this instance takes bets and cash-outs but never drives a round (the default in tests) */
  drive: boolean;
  /** LIVE_CHAIN_LENGTH: rounds per hash chain; a new chain is generated and published when one runs out */
  chainLength: number;
  /** LIVE_LEASE_MS: the instance driving a game holds its lease this long between renewals */
  leaseMs: number;
  /** LIVE_TICK_MS: how often a running round is looked at (Aviator's auto cash-outs) */
  tickMs: number;
  /** LIVE_BINGO_MAX_TICKETS: the most bingo tickets one player may hold in one game */
  bingoMaxTickets: number;
  cycles: Record<LiveGameCode, LiveCycle>;
  /**
   * ORIGINALS_CHAIN_KEY: 64 hex digits, the AES-256-GCM key the hash chains' seeds are kept under; the
   * development key outside production, refused in production; null in production until set (the live
   * games are then not driven)
   */
  chainKey: string | null;
}

/** development and tests only: the chains' seeds are encrypted with this when ORIGINALS_CHAIN_KEY is unset */
export const DEV_CHAIN_KEY = '6172656e612d6f726967696e616c732d6465762d636861696e2d6b65792d3031';

// ---- casino game suppliers (modules/casino/providers, modules/aggregator-simulator) ---------------
/** The aggregators whose launch call the casino makes itself (Hub88 has a block of its own), by the variables' infix. */
export const CASINO_SUPPLIERS = {
  SoftGamings: 'SOFTGAMINGS',
  'Egt Digital': 'EGT',
  Amusnet: 'AMUSNET',
  EveryMatrix: 'EVERYMATRIX',
  Digitain: 'DIGITAIN',
} as const;
export type CasinoSupplierName = keyof typeof CASINO_SUPPLIERS;

/** CASINO_<SUPPLIER>_BASE_URL, _OPERATOR_ID, _KEY, _SECRET: what the supplier gave us; null until it did. */
export interface CasinoSupplierConfig {
  baseUrl: string | null;
  operatorId: string | null;
  key: string | null;
  secret: string | null;
}

export interface CasinoConfig {
  /** CASINO_SIMULATOR: launches go to the aggregator simulator instead of the suppliers (default on outside production; refused in production) */
  simulator: boolean;
  /** CASINO_LAUNCH_TIMEOUT_MS: how long a supplier's launch call may take */
  launchTimeoutMs: number;
  /** CASINO_SIMULATOR_WALLET_TIMEOUT_MS: how long the simulator waits for one of our wallet answers before it retries */
  simulatorWalletTimeoutMs: number;
  providers: Record<CasinoSupplierName, CasinoSupplierConfig>;
  /**
   * SUPPLIER_ROUND_VOID: a supplier's round left open past SUPPLIER_ROUND_VOID_HOURS has its stakes returned
   * (modules/game-recall). Only for suppliers whose protocol closes every round, a loss with a zero win: one
   * that sends nothing for a lost round would have its losses refunded. Off unless set; the simulator's
   * suppliers close every round, so a demo site may turn it on.
   */
  supplierRoundVoid: boolean;
  /**
   * PROVIDER_SECRETS_KEY: 64 hex digits, the AES-256-GCM key the suppliers' credentials entered in the
   * back office are kept under; the development key outside production, refused in production; null in
   * production until set (credentials can then be neither entered nor used)
   */
  credentialsKey: string | null;
}

/** development and tests only: the suppliers' credentials are encrypted with this when PROVIDER_SECRETS_KEY is unset */
export const DEV_PROVIDER_SECRETS_KEY = '6172656e612d70726f76696465722d736563726574732d6465762d6b65792d31';

// ---- sportsbook (modules/sports) -----------------------------------------------------------------
/** The outside sportsbooks framed in external mode (/spor/fcg, /livespor/fcg, /esports/betco); null until configured. */
export interface ExternalSportsbookConfig {
  /** SPORTS_BETSY_URL, SPORTS_BETSY_CID: the Betsy book's page and our customer id there */
  betsyUrl: string | null;
  betsyCid: string | null;
  /** SPORTS_BETCO_URL: the BetConstruct e-sports page */
  betcoUrl: string | null;
  /** SPORTS_EXTERNAL_SECRET: signs the tokens handed to the outside books in the login data */
  secret: string | null;
}

export interface SportsConfig {
  /** SPORTSBOOK_MODE: own (our book, the default) or external (frame the outside books) */
  mode: SportsbookMode;
  /**
   * The own book's fixtures, play and prices come from our simulator, the one feed we have: on a demo site
   * (config.demo) only. A production site that is no demo runs the book without a feed (external mode only:
   * own mode is refused there).
   */
  simulatedFeed: boolean;
  /**
   * SPORTS_FEED_SEED: the simulator's fixtures, matches and prices follow from it, for a run that must
   * replay them (tests, benches); refused in production. Unset: a secret seed, drawn once per database
   * (catalogue/feed-seed.ts), so no result can be computed before it happens.
   */
  feedSeed: string | null;
  /** ORIGINALS_CHAIN_KEY: the secret seed is kept sealed under the live games' chains' key; null: the simulator does not run */
  feedSealKey: string | null;
  /** SPORTS_FEED_DRIVE=false: the simulator's clock does not run by itself (the default in tests; tests step it) */
  drive: boolean;
  /** SPORTS_MATCH_SPEED: simulated match seconds per real second for live matches */
  matchSpeed: number;
  /** SPORTS_MARGIN_BP: the operator's margin on a market's fair prices, basis points (600 = 6 %) */
  marginBp: number;
  /** SPORTS_CASHOUT_MARGIN_BP: what a cash out offer keeps below the bet's fair value now, basis points */
  cashOutMarginBp: number;
  /** SPORTS_MIN_STAKE / SPORTS_MAX_STAKE: per bet, minor units */
  minStake: number;
  maxStake: number;
  /** SPORTS_MARKET_MAX_STAKE: the most one player may have staked on one market in all, minor units */
  marketMaxStake: number;
  /** SPORTS_MAX_PAYOUT: the most one bet pays, minor units */
  maxPayout: number;
  /** SPORTS_MAX_SELECTIONS: the most selections on one slip */
  maxSelections: number;
  /** SPORTS_LIVE_DELAY_MS: a bet with a live selection waits this long; a price move or suspension meanwhile refuses it */
  liveDelayMs: number;
  /** SPORTS_PUBLISH_MS: live changes are batched per room and sent at most this often */
  publishIntervalMs: number;
  external: ExternalSportsbookConfig;
}

/** The back office (modules/operators). */
export interface OperatorsConfig {
  /** an operator session unused this long expires */
  sessionIdleSeconds: number;
  /** an operator session expires this long after login, used or not */
  sessionAbsoluteSeconds: number;
  /** the operators' app's build, served under /backoffice/ (modules/operators/app-files.ts) */
  appDist: string;
  /**
   * ADJUST_APPROVAL_ABOVE (minor units): a manual adjustment waits for a second admin when it, added to the
   * adjustments (either way) of its operator or of its player within the window below, is larger than this
   */
  adjustApprovalAbove: number;
  /** ADJUST_APPROVAL_WINDOW_HOURS: the rolling window of that sum */
  adjustApprovalWindowSeconds: number;
  /** OPERATOR_BOOTSTRAP: an operator created at start when missing (development and test runs only) */
  bootstrap: {
    username: string;
    password: string;
    role: OperatorRole;
    /** OPERATOR_BOOTSTRAP_TOTP: its authenticator's base32 secret */ totpSecret?: string;
  } | null;
}

export interface AppConfig {
  env: NodeEnv;
  /** ARENA_INSTANCE: this instance's name in the logs and on the leases it holds (default: host name and process id) */
  instance: string;
  /** JOB_LEASE_MS: a background job's lease (modules/leadership); another instance takes the job over this long after its runner stopped renewing */
  jobLeaseMs: number;
  /** ARENA_DEMO: a demo site (sandbox payments, simulated feed and games); always true outside production; in production only when ARENA_DEMO=true, and the site then shows a demo mark */
  demo: boolean;
  host: string;
  port: number;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** prefix of our Redis keys */
  redisPrefix: string;
  /** nodemailer transport URL (smtp:// or smtps://); null = e-mail goes to the outbox table */
  smtpUrl: string | null;
  /** HTTP SMS gateway taking POST {to, text}; null = SMS goes to the outbox table */
  smsGatewayUrl: string | null;
  /** sender address of our e-mail */
  mailFrom: string;
  /** GET /dev/outbox and /api/dev/outbox (and the other dev routes, for loopback clients only): never in production */
  devOutbox: boolean;
  /**
   * TRUSTED_PROXIES: the addresses or CIDRs of the load balancer in front of us, whose X-Forwarded-For
   * and X-Forwarded-Proto are believed; none by default (the socket's peer is the client)
   */
  trustedProxies: string[];
  auth: AuthConfig;
  operators: OperatorsConfig;
  hub: HubConfig;
  payments: PaymentsConfig;
  wallet: WalletConfig;
  hub88: Hub88Config;
  originals: OriginalsConfig;
  licence: LicenceConfig;
  casino: CasinoConfig;
  sports: SportsConfig;
  records: RecordsConfig;
  kyc: KycConfig;
  integrity: IntegrityCheckConfig;
  /** HARM_SWEEP_MINUTES: safer gambling's detection runs over every active player this often (15); after each deposit too */
  saferGambling: { sweepIntervalMs: number };
  /** name → manifest URL, served to the shell by GET /api/platform/remotes */
  remotes: RemoteMap;
  /** origins the site may show in a frame (Content-Security-Policy frame-src); none by default */
  frameOrigins: { game: string[]; payment: string[] };
  /** largest accepted request body, bytes */
  bodyLimit: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  paths: {
    shellDist: string;
    remoteDist: Record<RemoteName, string>;
    /** site media the content refers to (licence logo, …), served under /media/ */
    media: string;
  };
}

/** Players' verification documents (modules/kyc, docs/operations.md). */
export interface KycConfig {
  /** KYC_DOCUMENTS_DIR: where the files are kept, never under a served folder (default: beside the database's data, a temporary folder in tests) */
  documentsDir: string;
  /** KYC_SCAN_COMMAND: a virus scanner run on each upload with the file's path, exit 0 = clean (e.g. `clamdscan --no-summary`); unset: the built-in check refuses the EICAR test file only */
  scanCommand: string | null;
}

/** Sealing the ledger's journal and the audit trail into hash chains (modules/sealed-records). */
export interface RecordsConfig {
  /** RECORDS_SEAL=false: this instance never seals by itself (the default in tests; tests seal by hand) */
  seal: boolean;
  /** RECORDS_SEAL_INTERVAL_MS: how often a sealing pass runs; a record is unsealed at most this long after it is final */
  sealIntervalMs: number;
  /**
   * RECORDS_PURGE=true: once a day, records past the licence's retention (`retentionYears`) that the law
   * lets go are anonymised or deleted (modules/records-retention). Off unless set: nothing is ever purged.
   */
  purge: boolean;
}

/** The integrity self-check (modules/integrity). */
export interface IntegrityCheckConfig {
  /**
   * INTEGRITY_MANIFEST: the release manifest with the certified hashes; in production server/dist/release-manifest.json
   * unless set (the build writes it). Elsewhere none unless set: a development site's sources change all day.
   */
  manifestPath: string | null;
  /** the repository's root: where the components' paths start */
  root: string;
  /** INTEGRITY_CHECK_HOURS: a check runs at start and this often (24) */
  checkIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly AppConfig['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The refusal when NODE_ENV is unset, saying how to start each kind of site. */
export const NODE_ENV_MISSING =
  'NODE_ENV is not set: `npm start` runs the demo site (it sets NODE_ENV=development); a real site sets NODE_ENV=production (see the README)';

/** An IPv4 or IPv6 address, or one with a /prefix that fits its family. */
function isAddressOrCidr(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

function parseUrl(value: string, protocols: string[]): URL | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad value at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  // no default: a server started without a mode must not fall into development's conveniences
  const nodeEnvText = read('NODE_ENV');
  if (nodeEnvText === undefined) throw new ConfigError([NODE_ENV_MISSING]);
  const nodeEnv = nodeEnvText as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnv}")`);
  const demo = nodeEnv !== 'production' || read('ARENA_DEMO') === 'true';

  const trustedProxies = (read('TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of trustedProxies) {
    if (!isAddressOrCidr(item)) problems.push(`TRUSTED_PROXIES must list IP addresses or CIDRs such as 10.0.0.2 or 172.28.0.0/24 (got "${item}")`);
  }

  const portText = read('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`PORT must be an integer 1-65535 (got "${portText}")`);

  const host = read('HOST') ?? '0.0.0.0';

  const positiveInt = (name: string, fallback: number): number => {
    const text = read(name);
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < 1) {
      problems.push(`${name} must be a positive integer (got "${text}")`);
      return fallback;
    }
    return Number(text);
  };

  const instance = read('ARENA_INSTANCE') ?? `${hostname()}-${process.pid}`;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(instance))
    problems.push(`ARENA_INSTANCE must be 1-63 letters, digits, dots, hyphens or underscores (got "${instance}")`);
  const jobLeaseMs = positiveInt('JOB_LEASE_MS', 15_000);

  const logLevel = (read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  let database: DatabaseConfig;
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl) {
    if (!parseUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const schema = read('DATABASE_SCHEMA') ?? null;
    if (schema !== null && !SCHEMA_NAME.test(schema)) {
      problems.push(`DATABASE_SCHEMA must be a lower-case SQL identifier (got "${schema}")`);
    }
    const statementTimeout = read('DATABASE_STATEMENT_TIMEOUT_MS');
    if (statementTimeout !== undefined && !/^\d+$/.test(statementTimeout))
      problems.push(`DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (got "${statementTimeout}")`);
    database = {
      kind: 'postgres',
      url: databaseUrl,
      schema,
      dropOnClose: false,
      poolMax: positiveInt('DATABASE_POOL_MAX', 10),
      // 0 is PostgreSQL's own "no limit"
      statementTimeoutMs: statementTimeout === undefined || Number(statementTimeout) === 0 ? null : Number(statementTimeout),
    };
  } else {
    const dataDir = read('ARENA_DATA_DIR');
    database = {
      kind: 'pglite',
      dataDir: dataDir === undefined ? path.join(REPO_ROOT, '.data/pglite') : dataDir === 'memory://' ? dataDir : path.resolve(REPO_ROOT, dataDir),
    };
  }

  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl !== null && !parseUrl(redisUrl, ['redis:', 'rediss:'])) problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !parseUrl(smtpUrl, ['smtp:', 'smtps:'])) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const smsGatewayUrl = read('SMS_GATEWAY_URL') ?? null;
  if (smsGatewayUrl !== null && !parseUrl(smsGatewayUrl, ['http:', 'https:'])) problems.push('SMS_GATEWAY_URL must be an http(s) URL');

  const lockWindow = positiveInt('LOGIN_LOCK_MINUTES', 15) * 60;
  const deviceCookieSecret = read('DEVICE_COOKIE_SECRET');
  if (deviceCookieSecret === undefined && nodeEnv === 'production') {
    problems.push(
      'DEVICE_COOKIE_SECRET is required in production (at least 32 characters, e.g. openssl rand -hex 32): it signs the device cookie once-per-device bonuses rely on',
    );
  }
  if (deviceCookieSecret !== undefined && deviceCookieSecret.length < 32) problems.push('DEVICE_COOKIE_SECRET must be at least 32 characters');
  const auth: AuthConfig = {
    sessionIdleSeconds: positiveInt('SESSION_IDLE_MINUTES', 30) * 60,
    sessionAbsoluteSeconds: positiveInt('SESSION_ABSOLUTE_HOURS', 12) * 3600,
    resetCodeTtlSeconds: 15 * 60,
    smsCodeTtlSeconds: 5 * 60,
    codeMaxAttempts: 5,
    // a random secret per process outside production: cookies of an earlier run are simply issued again
    deviceCookieSecret: deviceCookieSecret ?? randomBytes(32).toString('hex'),
    deviceCookieSecure: nodeEnv === 'production',
    hubTicketSeconds: 30,
    limits: {
      loginPerAccount: { limit: positiveInt('LOGIN_MAX_FAILURES', 5), windowSeconds: lockWindow },
      loginPerAccountFromIp: { limit: positiveInt('LOGIN_MAX_FAILURES', 5), windowSeconds: lockWindow },
      loginPerAccountAllIps: { limit: positiveInt('LOGIN_MAX_FAILURES_PER_ACCOUNT', 50), windowSeconds: lockWindow },
      loginPerIp: { limit: positiveInt('LOGIN_MAX_FAILURES_PER_IP', 20), windowSeconds: lockWindow },
      passwordCheckPerAccount: { limit: 5, windowSeconds: lockWindow },
      codeCheckPerIp: { limit: 20, windowSeconds: lockWindow },
      // an address may be a whole mobile carrier's NAT: a few sign-ups an hour, not one
      registerPerIp: { limit: positiveInt('REGISTER_MAX_PER_IP', 10), windowSeconds: 3600 },
      registerPerDevice: { limit: 3, windowSeconds: 3600 },
      resetSendPerAccount: { limit: 3, windowSeconds: 3600 },
      resetSendPerIp: { limit: 10, windowSeconds: 3600 },
      smsSendInterval: { limit: 1, windowSeconds: 60 },
      smsSendPerAccount: { limit: 5, windowSeconds: 3600 },
      smsSendPerIp: { limit: 20, windowSeconds: 3600 },
    },
  };

  const remotes = {} as RemoteMap;
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const value = read(variable) ?? `/remotes/${name}/mf-manifest.json`;
    // a site-relative path or an absolute http(s) URL: the browser fetches it as is
    if (!value.startsWith('/') && !parseUrl(value, ['http:', 'https:'])) {
      problems.push(`${variable} must be an http(s) URL or a path starting with "/" (got "${value}")`);
    }
    remotes[name] = value;
  }
  // a typo such as REMOTE_CASINOS_URL would otherwise be ignored silently
  for (const variable of Object.keys(env)) {
    const match = /^REMOTE_(.+)_URL$/.exec(variable);
    if (match && !(REMOTE_NAMES as readonly string[]).includes(match[1].toLowerCase())) {
      problems.push(`${variable} does not name a remote (known: ${REMOTE_NAMES.join(', ')})`);
    }
  }

  /** a comma-separated list of http(s) origins (scheme, host and port, nothing after) */
  const origins = (name: string): string[] => {
    const list = (read(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const item of list) {
      if (parseUrl(item, ['http:', 'https:'])?.origin !== item)
        problems.push(`${name} must list http(s) origins such as https://games.example.com (got "${item}")`);
    }
    return list;
  };
  const frameOrigins = { game: origins('GAME_FRAME_ORIGINS'), payment: origins('PAYMENT_FRAME_ORIGINS') };

  // ---- payments -----------------------------------------------------------------------------------
  const paymentProvider = (read('PAYMENT_PROVIDER') ?? 'sandbox') as PaymentProviderName;
  if (!PAYMENT_PROVIDERS.includes(paymentProvider)) problems.push(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} (got "${paymentProvider}")`);
  if (paymentProvider === 'sandbox' && !demo)
    problems.push(
      'PAYMENT_PROVIDER=sandbox is refused in production: its payment page credits any deposit; configure a real provider, or set ARENA_DEMO=true for a demo site',
    );
  const webhookSecret = read('PAYMENT_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < 16) problems.push('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
  const payments: PaymentsConfig = {
    provider: paymentProvider,
    // the sandbox delivers its webhooks from this very process: without a configured secret a fresh
    // random one per process is safer than any default a stranger could read in the source
    webhookSecret: webhookSecret ?? randomBytes(32).toString('hex'),
    withdrawReviewAbove: positiveInt('WITHDRAW_REVIEW_ABOVE', 100_000),
    payoutDelayMs: positiveInt('PAYOUT_DELAY_MS', 2_000),
    payoutPollMs: positiveInt('PAYOUT_POLL_MS', 1_000),
    depositExpiryMs: positiveInt('DEPOSIT_EXPIRY_MINUTES', 60) * 60_000,
    requestsPerPlayer: { limit: positiveInt('PAYMENT_REQUESTS_PER_HOUR', 30), windowSeconds: 3600 },
  };
  // ---- wallet
  const providerSecretsText = read('GAME_PROVIDER_SECRETS');
  const providerSecrets: Record<string, string> =
    providerSecretsText === undefined && nodeEnv !== 'production'
      ? Object.fromEntries(SIMULATED_WALLET_PROVIDERS.map((name) => [name, randomBytes(32).toString('hex')]))
      : {};
  for (const pair of (providerSecretsText ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9-]{1,40}):(.{16,})$/.exec(pair);
    if (match) providerSecrets[match[1]] = match[2];
    else problems.push('GAME_PROVIDER_SECRETS must list provider:secret pairs (provider a-z, 0-9, -; secret at least 16 characters)');
  }
  const wallet: WalletConfig = { houseShards: positiveInt('WALLET_HOUSE_SHARDS', 16), providerSecrets };
  // ---- Hub88
  const pem = (name: string, kind: 'PRIVATE' | 'PUBLIC'): string | null => {
    const text = read(name)?.replace(/\\n/g, '\n') ?? null;
    if (text !== null && !new RegExp(`-----BEGIN (RSA )?${kind} KEY-----`).test(text)) problems.push(`${name} must be a PEM ${kind.toLowerCase()} key`);
    return text;
  };
  const hub88OperatorId = read('HUB88_OPERATOR_ID');
  if (hub88OperatorId !== undefined && !/^\d+$/.test(hub88OperatorId)) problems.push(`HUB88_OPERATOR_ID must be an integer (got "${hub88OperatorId}")`);
  const hub88BaseUrl = read('HUB88_BASE_URL') ?? null;
  if (hub88BaseUrl !== null && !parseUrl(hub88BaseUrl, ['http:', 'https:'])) problems.push('HUB88_BASE_URL must be an http(s) URL');
  const hub88Currency = read('HUB88_CURRENCY') ?? 'TRY';
  if (!/^[A-Z]{3}$/.test(hub88Currency)) problems.push(`HUB88_CURRENCY must be an ISO 4217 code such as TRY (got "${hub88Currency}")`);
  const hub88Country = read('HUB88_COUNTRY') ?? 'TR';
  if (!/^[A-Z]{2}$/.test(hub88Country)) problems.push(`HUB88_COUNTRY must be an ISO 3166-1 code such as TR (got "${hub88Country}")`);
  const hub88: Hub88Config = {
    operatorId: hub88OperatorId === undefined ? null : Number(hub88OperatorId),
    baseUrl: hub88BaseUrl?.replace(/\/+$/, '') ?? null,
    subPartnerId: read('HUB88_SUB_PARTNER_ID') ?? 'arena',
    currency: hub88Currency,
    country: hub88Country,
    privateKey: pem('HUB88_PRIVATE_KEY', 'PRIVATE'),
    hub88PublicKey: pem('HUB88_PUBLIC_KEY', 'PUBLIC'),
  };
  // ---- Arena Originals (modules/originals)
  /** a game code as an environment variable's part: auto-roulette → AUTO_ROULETTE */
  const envName = (game: string) => game.toUpperCase().replace(/-/g, '_');
  const betLimits = (game: string): BetLimits => {
    const limits = {
      min: positiveInt(`ORIGINALS_${game}_MIN_BET`, DEFAULT_BET_LIMITS.min),
      max: positiveInt(`ORIGINALS_${game}_MAX_BET`, DEFAULT_BET_LIMITS.max),
    };
    if (limits.min > limits.max) problems.push(`ORIGINALS_${game}_MIN_BET must not be above ORIGINALS_${game}_MAX_BET`);
    return limits;
  };
  const chainKey = read('ORIGINALS_CHAIN_KEY') ?? (nodeEnv === 'production' ? null : DEV_CHAIN_KEY);
  if (chainKey !== null && !/^[0-9a-f]{64}$/i.test(chainKey)) problems.push('ORIGINALS_CHAIN_KEY must be 64 hex digits (a 256-bit key)');
  if (chainKey?.toLowerCase() === DEV_CHAIN_KEY && nodeEnv === 'production') problems.push('ORIGINALS_CHAIN_KEY is the development key: refused in production');
  // ---- the licence (LICENCE_PROFILE): the rules below default to it ----
  const profileCode = read('LICENCE_PROFILE') ?? 'curacao';
  if (!isLicenceCode(profileCode)) problems.push(`LICENCE_PROFILE must be one of ${LICENCE_CODES.join(', ')} (got "${profileCode}")`);
  const profile = LICENCE_PROFILES[isLicenceCode(profileCode) ? profileCode : 'curacao'];
  const originals: OriginalsConfig = {
    limits: Object.fromEntries(ORIGINALS_GAMES.map((game) => [game, betLimits(envName(game))])) as Record<OriginalsGame, BetLimits>,
    maxWin: positiveInt('ORIGINALS_MAX_WIN', DEFAULT_ORIGINALS_MAX_WIN),
    slotMinSpinMs: positiveInt('ORIGINALS_SLOT_MIN_SPIN_MS', profile.slots.minSpinMs),
    blackjackExpiryMinutes: positiveInt('ORIGINALS_BLACKJACK_EXPIRY_MINUTES', 1440),
    live: {
      // tests step rounds by hand unless they ask for the driver
      drive: (read('LIVE_ROUNDS_DRIVE') ?? (nodeEnv === 'test' ? 'false' : 'true')) === 'true',
      chainLength: positiveInt('LIVE_CHAIN_LENGTH', 10_000),
      leaseMs: positiveInt('LIVE_LEASE_MS', 5_000),
      tickMs: positiveInt('LIVE_TICK_MS', 100),
      bingoMaxTickets: positiveInt('LIVE_BINGO_MAX_TICKETS', 24),
      cycles: Object.fromEntries(
        LIVE_GAMES.map((game) => [
          game,
          { bettingMs: positiveInt(`LIVE_${envName(game)}_BETTING_MS`, 6_000), pauseMs: positiveInt(`LIVE_${envName(game)}_PAUSE_MS`, 3_000) },
        ]),
      ) as Record<LiveGameCode, LiveCycle>,
      chainKey,
    },
  };
  // a licence without turbo lets nothing shorten the slot cycle below its minimum: the pace the studio
  // enforces (originals/slot-pace.ts) is then a turbo in all but name. Tests and demos step it faster.
  if (nodeEnv === 'production' && !profile.slots.turbo && originals.slotMinSpinMs < profile.slots.minSpinMs) {
    problems.push(
      `ORIGINALS_SLOT_MIN_SPIN_MS below ${profile.slots.minSpinMs} is refused in production: the ${profile.code} licence allows no quick spin (turbo)`,
    );
  }
  // ---- the licence's rules for the game pages ----
  const licenceFlag = (name: string) => {
    const text = read(name) ?? (nodeEnv === 'production' ? 'false' : 'true');
    if (text !== 'true' && text !== 'false') problems.push(`${name} must be true or false (got "${text}")`);
    return text === 'true';
  };
  const licence: LicenceConfig = {
    profile,
    // a licence that forbids autoplay wins over the flag
    autoPlay: licenceFlag('LICENCE_AUTO_PLAY') && profile.slots.autoplay,
    soundByDefault: licenceFlag('LICENCE_SOUND_BY_DEFAULT'),
  };
  // ---- casino game suppliers ----
  const casinoSimulator = (read('CASINO_SIMULATOR') ?? (nodeEnv === 'production' ? 'false' : 'true')) === 'true';
  if (casinoSimulator && nodeEnv === 'production') problems.push('CASINO_SIMULATOR is refused in production: it plays the suppliers with real money');
  const supplierUrl = (name: string): string | null => {
    const value = read(name) ?? null;
    if (value !== null && !parseUrl(value, ['http:', 'https:'])) problems.push(`${name} must be an http(s) URL (got "${value}")`);
    return value === null ? null : value.replace(/\/+$/, '');
  };
  const credentialsKey = read('PROVIDER_SECRETS_KEY') ?? (nodeEnv === 'production' ? null : DEV_PROVIDER_SECRETS_KEY);
  if (credentialsKey !== null && !/^[0-9a-f]{64}$/i.test(credentialsKey)) problems.push('PROVIDER_SECRETS_KEY must be 64 hex digits (a 256-bit key)');
  if (credentialsKey?.toLowerCase() === DEV_PROVIDER_SECRETS_KEY && nodeEnv === 'production')
    problems.push('PROVIDER_SECRETS_KEY is the development key: refused in production');
  const casino: CasinoConfig = {
    simulator: casinoSimulator,
    supplierRoundVoid: read('SUPPLIER_ROUND_VOID') === 'true',
    launchTimeoutMs: positiveInt('CASINO_LAUNCH_TIMEOUT_MS', 10_000),
    simulatorWalletTimeoutMs: positiveInt('CASINO_SIMULATOR_WALLET_TIMEOUT_MS', 5_000),
    providers: Object.fromEntries(
      Object.entries(CASINO_SUPPLIERS).map(([supplier, infix]) => [
        supplier,
        {
          baseUrl: supplierUrl(`CASINO_${infix}_BASE_URL`),
          operatorId: read(`CASINO_${infix}_OPERATOR_ID`) ?? null,
          key: read(`CASINO_${infix}_KEY`) ?? null,
          secret: read(`CASINO_${infix}_SECRET`) ?? null,
        },
      ]),
    ) as Record<CasinoSupplierName, CasinoSupplierConfig>,
    credentialsKey,
  };
  // ---- sportsbook ----
  const sportsMode = (read('SPORTSBOOK_MODE') ?? 'own') as SportsbookMode;
  if (!SPORTSBOOK_MODES.includes(sportsMode)) problems.push(`SPORTSBOOK_MODE must be one of ${SPORTSBOOK_MODES.join(', ')} (got "${sportsMode}")`);
  const sports: SportsConfig = {
    mode: sportsMode,
    simulatedFeed: demo,
    feedSeed: read('SPORTS_FEED_SEED') ?? null,
    feedSealKey: chainKey,
    drive: (read('SPORTS_FEED_DRIVE') ?? (nodeEnv === 'test' ? 'false' : 'true')) === 'true',
    matchSpeed: positiveInt('SPORTS_MATCH_SPEED', 6),
    marginBp: positiveInt('SPORTS_MARGIN_BP', 600),
    cashOutMarginBp: positiveInt('SPORTS_CASHOUT_MARGIN_BP', 500),
    minStake: positiveInt('SPORTS_MIN_STAKE', 100),
    maxStake: positiveInt('SPORTS_MAX_STAKE', 1_000_000),
    marketMaxStake: positiveInt('SPORTS_MARKET_MAX_STAKE', 2_000_000),
    maxPayout: positiveInt('SPORTS_MAX_PAYOUT', 50_000_000),
    maxSelections: positiveInt('SPORTS_MAX_SELECTIONS', 20),
    liveDelayMs: nodeEnv === 'test' && read('SPORTS_LIVE_DELAY_MS') === undefined ? 0 : positiveInt('SPORTS_LIVE_DELAY_MS', 3_000),
    publishIntervalMs: positiveInt('SPORTS_PUBLISH_MS', 500),
    external: {
      betsyUrl: supplierUrl('SPORTS_BETSY_URL'),
      betsyCid: read('SPORTS_BETSY_CID') ?? null,
      betcoUrl: supplierUrl('SPORTS_BETCO_URL'),
      secret: read('SPORTS_EXTERNAL_SECRET') ?? null,
    },
  };
  if (sports.minStake > sports.maxStake) problems.push('SPORTS_MIN_STAKE must not be above SPORTS_MAX_STAKE');
  if (sportsMode === 'own' && !demo) {
    problems.push(
      'SPORTSBOOK_MODE=own is refused in production: its only feed is our simulator, whose matches are made up; set ARENA_DEMO=true for a demo site, or use SPORTSBOOK_MODE=external',
    );
  }
  if (sports.feedSeed !== null && nodeEnv === 'production')
    problems.push('SPORTS_FEED_SEED is refused in production: whoever knows the seed knows every result before it happens');
  if (sportsMode === 'external' && (sports.external.betsyUrl === null || sports.external.betcoUrl === null || sports.external.secret === null)) {
    problems.push('SPORTSBOOK_MODE=external needs SPORTS_BETSY_URL, SPORTS_BETCO_URL and SPORTS_EXTERNAL_SECRET');
  }
  // ---- operators (modules/operators) ----
  // "username:password:role"; the password may hold colons (the first and the last one split)
  const operatorBootstrapText = read('OPERATOR_BOOTSTRAP');
  let operatorBootstrap: OperatorsConfig['bootstrap'] = null;
  if (operatorBootstrapText !== undefined) {
    const first = operatorBootstrapText.indexOf(':');
    const last = operatorBootstrapText.lastIndexOf(':');
    const role = operatorBootstrapText.slice(last + 1);
    if (nodeEnv === 'production') {
      problems.push('OPERATOR_BOOTSTRAP is refused in production: create operators with `npm run operator:create -w @arena/server`');
    } else if (first < 1 || last === first || !(OPERATOR_ROLES as readonly string[]).includes(role)) {
      problems.push(`OPERATOR_BOOTSTRAP must be "username:password:role" with a role of ${OPERATOR_ROLES.join(', ')}`);
    } else {
      operatorBootstrap = {
        username: operatorBootstrapText.slice(0, first),
        password: operatorBootstrapText.slice(first + 1, last),
        role: role as OperatorRole,
      };
    }
  }
  // the bootstrapped operator's authenticator secret, so a scripted run (e2e) can compute its TOTP codes
  const operatorBootstrapTotp = read('OPERATOR_BOOTSTRAP_TOTP');
  if (operatorBootstrapTotp !== undefined) {
    if (!/^[A-Z2-7]{16,}$/.test(operatorBootstrapTotp)) problems.push('OPERATOR_BOOTSTRAP_TOTP must be a base32 secret of at least 16 characters (A-Z, 2-7)');
    else if (!operatorBootstrap) problems.push('OPERATOR_BOOTSTRAP_TOTP needs OPERATOR_BOOTSTRAP');
    else operatorBootstrap.totpSecret = operatorBootstrapTotp;
  }
  const operators: OperatorsConfig = {
    sessionIdleSeconds: OPERATOR_IDLE_SECONDS,
    sessionAbsoluteSeconds: 8 * 3600,
    appDist: path.join(REPO_ROOT, 'backoffice/dist'),
    adjustApprovalAbove: positiveInt('ADJUST_APPROVAL_ABOVE', 1_000_000),
    adjustApprovalWindowSeconds: positiveInt('ADJUST_APPROVAL_WINDOW_HOURS', 24) * 3600,
    bootstrap: operatorBootstrap,
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    instance,
    jobLeaseMs,
    demo,
    host,
    port,
    database,
    redisUrl,
    // servers sharing one Redis (test runs, several sites) keep their counters and hub traffic apart
    redisPrefix: read('REDIS_PREFIX') ?? 'arena:',
    smtpUrl,
    smsGatewayUrl,
    mailFrom: read('MAIL_FROM') ?? 'Arena <no-reply@arena.local>',
    devOutbox: nodeEnv !== 'production',
    trustedProxies,
    auth,
    operators,
    hub: { keepAliveMs: REALTIME.keepAliveMs, clientTimeoutMs: 2 * REALTIME.keepAliveMs, handshakeTimeoutMs: 15_000, maxMessageBytes: 32 * 1024 },
    payments,
    wallet,
    hub88,
    originals,
    licence,
    casino,
    sports,
    integrity: {
      manifestPath: read('INTEGRITY_MANIFEST') ?? (nodeEnv === 'production' ? path.join(SERVER_ROOT, 'dist/release-manifest.json') : null),
      root: REPO_ROOT,
      checkIntervalMs: positiveInt('INTEGRITY_CHECK_HOURS', 24) * 3_600_000,
    },
    kyc: {
      documentsDir: path.resolve(
        REPO_ROOT,
        read('KYC_DOCUMENTS_DIR') ?? (nodeEnv === 'test' ? path.join(tmpdir(), `arena-kyc-${randomBytes(6).toString('hex')}`) : '.data/kyc-documents'),
      ),
      scanCommand: read('KYC_SCAN_COMMAND') ?? null,
    },
    saferGambling: { sweepIntervalMs: positiveInt('HARM_SWEEP_MINUTES', 15) * 60_000 },
    records: {
      seal: (read('RECORDS_SEAL') ?? (nodeEnv === 'test' ? 'false' : 'true')) === 'true',
      sealIntervalMs: positiveInt('RECORDS_SEAL_INTERVAL_MS', 5_000),
      purge: read('RECORDS_PURGE') === 'true',
    },
    remotes,
    frameOrigins,
    bodyLimit: 64 * 1024,
    logLevel,
    paths: {
      shellDist: path.join(REPO_ROOT, 'shell/dist'),
      remoteDist: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(REPO_ROOT, `mf-${name}/dist`)])) as Record<RemoteName, string>,
      media: path.join(SERVER_ROOT, 'media'),
    },
  };
}
