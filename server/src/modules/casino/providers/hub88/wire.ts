// Hub88's Operator API on the wire (docs.hub88.io, Operator API: Games API /game/url, Wallet API):
// snake_case bodies, integer amounts in Hub88 units, every wallet answer HTTP 200 with a status.

/** The Wallet API's answer statuses (Operator API, "Seamless Wallet response statuses"). */
export const RS = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidPartner: 'RS_ERROR_INVALID_PARTNER',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
} as const;
export type RsStatus = (typeof RS)[keyof typeof RS];

/**
 * Hub88 writes an amount as an integer: the currency's value times 100 000 (3.56 → 356 000). Our
 * minor units are hundredths (kuruş), so one minor unit is 1 000 Hub88 units.
 */
export const UNITS_PER_MINOR = 1_000;
export const toUnits = (minor: number) => minor * UNITS_PER_MINOR;
/** null: not a whole number of minor units, which our wallet cannot hold */
export const toMinor = (units: number): number | null => (units % UNITS_PER_MINOR === 0 ? units / UNITS_PER_MINOR : null);

/** Every wallet answer: the user, the status, the request_uuid back; currency and balance where known. */
export interface WalletAnswer {
  user: string;
  status: RsStatus;
  request_uuid: string;
  currency?: string;
  balance?: number;
  /** /user/info's details of the player */
  sub_partner_id?: string;
  birth_date?: string;
}

export interface UserInfoRequest {
  user: string;
  request_uuid: string;
}

export interface BalanceRequest extends UserInfoRequest {
  token: string;
  game_code?: string | null;
  supplier_user?: string | null;
}

export interface TransactionRequest extends BalanceRequest {
  transaction_uuid: string;
  supplier_transaction_id?: string | null;
  round: string;
  round_closed?: boolean | null;
  game_code: string;
  meta?: object | null;
}

export interface BetRequest extends TransactionRequest {
  currency: string;
  amount: number;
  reward_uuid?: string | null;
  is_free?: boolean | null;
  is_aggregated?: boolean | null;
  bet?: string | null;
}

export interface WinRequest extends BetRequest {
  reference_transaction_uuid: string;
}

export interface RollbackRequest extends TransactionRequest {
  reference_transaction_uuid: string;
}

/** The Games API's launch request (POST /operator/generic/v2/game/url) and its answer. */
export interface GameUrlRequest {
  user: string;
  token: string;
  sub_partner_id: string;
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
  operator_id: number;
  meta: object;
  lobby_url: string;
  lang: string;
  ip: string | null;
  game_code: string;
  deposit_url: string;
  currency: string;
  country: string;
}
export interface GameUrlAnswer {
  url: string;
}

type FieldType = 'string' | 'integer' | 'boolean' | 'object';
/** field → its type and whether it is required (optional fields may also be null) */
export type FieldSpec = Record<string, [FieldType, boolean]>;

const USER_INFO: FieldSpec = { user: ['string', true], request_uuid: ['string', true] };
const BALANCE: FieldSpec = { ...USER_INFO, token: ['string', true], game_code: ['string', false], supplier_user: ['string', false] };
const TRANSACTION: FieldSpec = {
  ...BALANCE,
  transaction_uuid: ['string', true],
  supplier_transaction_id: ['string', false],
  round: ['string', true],
  round_closed: ['boolean', false],
  game_code: ['string', true],
  meta: ['object', false],
};
const BET: FieldSpec = {
  ...TRANSACTION,
  currency: ['string', true],
  amount: ['integer', true],
  reward_uuid: ['string', false],
  is_free: ['boolean', false],
  is_aggregated: ['boolean', false],
  bet: ['string', false],
};
export const REQUEST_FIELDS = {
  userInfo: USER_INFO,
  balance: BALANCE,
  bet: BET,
  win: { ...BET, reference_transaction_uuid: ['string', true] },
  rollback: { ...TRANSACTION, reference_transaction_uuid: ['string', true] },
} satisfies Record<string, FieldSpec>;

const isType = (value: unknown, type: FieldType) =>
  type === 'integer'
    ? Number.isSafeInteger(value)
    : type === 'object'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : typeof value === type;

/** The body as `T`, or the status its refusal answers: a missing field is syntax, a wrong one types. */
export function readBody<T>(body: unknown, spec: FieldSpec): { body: T } | { status: RsStatus } {
  if (!isType(body, 'object')) return { status: RS.wrongSyntax };
  const fields = body as Record<string, unknown>;
  for (const [name, [type, required]] of Object.entries(spec)) {
    const value = fields[name];
    if (value === undefined || value === null) {
      if (required) return { status: RS.wrongSyntax };
    } else if (!isType(value, type) || (type === 'integer' && (value as number) < 0)) return { status: RS.wrongTypes };
  }
  return { body: body as T };
}
