// The ledger's writes as single SQL statements: one round trip moves the money, records the
// transaction under its key and writes the entries. The key check, the player's account update and
// the house's account update run in this order inside the statement (each data-modifying CTE reads
// the one before), so a player's row is always locked before a house row and two movements cannot
// wait on each other in a cycle. A player's account that would go negative fails the statement on the
// table's CHECK constraint; a key recorded meanwhile by a concurrent call fails it on the unique index.
import type { Db } from '../../db/client';

export type TransactionKind =
  | 'deposit'
  | 'withdraw_hold'
  | 'withdraw_release'
  | 'withdraw_pay'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'void'
  | 'bonus'
  | 'adjust'
  | 'bonus_credit'
  | 'bonus_conversion'
  | 'bonus_removal';
export type HouseKind = 'bank' | 'game' | 'bonus' | 'adjust';
export const HOUSE_KINDS: readonly HouseKind[] = ['bank', 'game', 'bonus', 'adjust'];

/** One side of a movement: the player's cash, hold or bonus account, or a house account; sign applies to the amount. */
interface Leg {
  account: 'cash' | 'hold' | 'bonus' | 'house';
  sign: 1 | -1;
}

export interface Shape {
  name: string;
  kind: TransactionKind;
  /** the first leg is a player account: it is locked first and carries the key check */
  legs: readonly [Leg, Leg];
  house?: HouseKind;
  /** win: the bet must exist for this player and not be rolled back (locked against a concurrent rollback) */
  betCheck?: boolean;
}

const cash = (sign: 1 | -1): Leg => ({ account: 'cash', sign });
const hold = (sign: 1 | -1): Leg => ({ account: 'hold', sign });
const bonus = (sign: 1 | -1): Leg => ({ account: 'bonus', sign });
const house = (sign: 1 | -1): Leg => ({ account: 'house', sign });

export const SHAPES = {
  deposit: { name: 'deposit', kind: 'deposit', house: 'bank', legs: [cash(1), house(-1)] },
  withdrawHold: { name: 'withdraw_hold', kind: 'withdraw_hold', legs: [cash(-1), hold(1)] },
  withdrawRelease: { name: 'withdraw_release', kind: 'withdraw_release', legs: [cash(1), hold(-1)] },
  withdrawPay: { name: 'withdraw_pay', kind: 'withdraw_pay', house: 'bank', legs: [hold(-1), house(1)] },
  bet: { name: 'bet', kind: 'bet', house: 'game', legs: [cash(-1), house(1)] },
  win: { name: 'win', kind: 'win', house: 'game', legs: [cash(1), house(-1)], betCheck: true },
  rollback: { name: 'rollback', kind: 'rollback', house: 'game', legs: [cash(1), house(-1)] },
  bonus: { name: 'bonus', kind: 'bonus', house: 'bonus', legs: [cash(1), house(-1)] },
  // the amount is signed: a negative adjustment takes money back
  adjust: { name: 'adjust', kind: 'adjust', house: 'adjust', legs: [cash(1), house(-1)] },
  // bonus money: granted from the house, turned into cash when wagered, taken back when it ends unwagered
  // (cash before bonus, bonus before house: the order every statement locks a player's rows in)
  bonusCredit: { name: 'bonus_credit', kind: 'bonus_credit', house: 'bonus', legs: [bonus(1), house(-1)] },
  bonusConversion: { name: 'bonus_conversion', kind: 'bonus_conversion', legs: [cash(1), bonus(-1)] },
  bonusRemoval: { name: 'bonus_removal', kind: 'bonus_removal', house: 'bonus', legs: [bonus(-1), house(1)] },
} as const satisfies Record<string, Shape>;

/** The parameters of the movement statements. */
export interface MoveParams {
  key: string;
  userId: number;
  amount: number;
  fingerprint: string;
  /** the house account (one shard) the movement's house leg uses */
  houseAccountId: number | null;
  betKey: string | null;
  roundId: string | null;
  gameCode: string | null;
  provider: string | null;
  reference: string | null;
  description: string;
  operatorId: number | null;
  /** game movements: the part of `amount` that is the player's bonus money (the rest is cash) */
  bonusAmount: number;
}

/**
 * A statement written with :name placeholders, as PostgreSQL wants it: $1 … $n for the names it uses
 * (a parameter the text does not use would have no type), and the order to pass the values in.
 */
interface Compiled<P> {
  name: string;
  text: string;
  order: (keyof P)[];
}

function compile<P>(name: string, text: string): Compiled<P> {
  const order: (keyof P)[] = [];
  const positional = text.replace(/:([a-zA-Z]+)(?=::)/g, (_match, param: string) => {
    const known = order.indexOf(param as keyof P);
    if (known >= 0) return `$${known + 1}`;
    order.push(param as keyof P);
    return `$${order.length}`;
  });
  return { name, text: positional, order };
}

const TRANSACTION_COLUMNS =
  'key, fingerprint, kind, user_id, amount, bet_key, round_id, game_code, provider, reference, description, operator_id, balance_after';

/** `unguarded`: the statement moves nothing for a cash account a guard has marked (migrations/280_ledger_guarded_accounts.sql) */
function moveText({ kind, legs, betCheck }: Shape, unguarded = false): string {
  const target = (leg: Leg, alias: string) =>
    leg.account === 'house' ? `${alias}.id = :houseAccountId::bigint` : `${alias}.user_id = :userId::int AND ${alias}.kind = '${leg.account}'`;
  const delta = (leg: Leg) => (leg.sign > 0 ? ':amount::bigint' : '-:amount::bigint');
  const [first, second] = legs;
  const cashBalance = first.account === 'cash' ? 'l1.balance' : `(SELECT c.balance FROM ledger_accounts c WHERE c.user_id = :userId::int AND c.kind = 'cash')`;
  return `WITH ${
    betCheck
      ? // a bet that spent bonus money is won through splitMoveText (a win of nothing has nothing to split)
        `bet AS (SELECT b.id FROM ledger_transactions b WHERE b.key = :betKey::text AND b.kind = 'bet' AND b.user_id = :userId::int AND NOT b.rolled_back AND (b.bonus_amount = 0 OR :amount::bigint = 0) FOR SHARE),`
      : ''
  }
l1 AS (
  UPDATE ledger_accounts a SET balance = a.balance + ${delta(first)}
  WHERE ${target(first, 'a')} AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.key = :key::text)${betCheck ? ' AND EXISTS (SELECT 1 FROM bet)' : ''}${unguarded ? ' AND NOT a.guarded' : ''}
  RETURNING a.id, a.balance
), l2 AS (
  UPDATE ledger_accounts a SET balance = a.balance + ${delta(second)} FROM l1
  WHERE ${target(second, 'a')}
  RETURNING a.id, a.balance
), tx AS (
  INSERT INTO ledger_transactions (${TRANSACTION_COLUMNS})
  SELECT :key::text, :fingerprint::text, '${kind}', :userId::int, :amount::bigint, :betKey::text, :roundId::text, :gameCode::text, :provider::text, :reference::text, :description::text, :operatorId::int, ${cashBalance}
  FROM l1, l2
  RETURNING id, balance_after
), entries AS (
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT tx.id, l1.id, ${delta(first)}, l1.balance FROM tx, l1
  UNION ALL SELECT tx.id, l2.id, ${delta(second)}, l2.balance FROM tx, l2
)
SELECT id, balance_after FROM tx`;
}

/**
 * A game movement split between the player's cash and bonus accounts (the bet spent both; its win or
 * rollback gives each part back to where it came from): cash, bonus and house rows in that order.
 * Only used when bonusAmount > 0, so a cash-only movement stays the two-leg statement above.
 */
function splitMoveText({ kind, legs, betCheck }: Shape): string {
  const sign = legs[0].sign > 0 ? '' : '-';
  const cashDelta = `${sign}(:amount::bigint - :bonusAmount::bigint)`;
  const bonusDelta = `${sign}:bonusAmount::bigint`;
  const houseDelta = `${sign ? '' : '-'}:amount::bigint`;
  return `WITH ${
    betCheck
      ? `bet AS (SELECT b.id FROM ledger_transactions b WHERE b.key = :betKey::text AND b.kind = 'bet' AND b.user_id = :userId::int AND NOT b.rolled_back FOR SHARE),`
      : ''
  }
l1 AS (
  UPDATE ledger_accounts a SET balance = a.balance + ${cashDelta}
  WHERE a.user_id = :userId::int AND a.kind = 'cash' AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.key = :key::text)${betCheck ? ' AND EXISTS (SELECT 1 FROM bet)' : ''}
  RETURNING a.id, a.balance
), lb AS (
  UPDATE ledger_accounts a SET balance = a.balance + ${bonusDelta} FROM l1
  WHERE a.user_id = :userId::int AND a.kind = 'bonus'
  RETURNING a.id, a.balance
), l2 AS (
  UPDATE ledger_accounts a SET balance = a.balance + ${houseDelta} FROM lb
  WHERE a.id = :houseAccountId::bigint
  RETURNING a.id, a.balance
), tx AS (
  INSERT INTO ledger_transactions (${TRANSACTION_COLUMNS}, bonus_amount)
  SELECT :key::text, :fingerprint::text, '${kind}', :userId::int, :amount::bigint, :betKey::text, :roundId::text, :gameCode::text, :provider::text, :reference::text, :description::text, :operatorId::int, l1.balance, :bonusAmount::bigint
  FROM l1, lb, l2
  RETURNING id, balance_after
), entries AS (
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT tx.id, l1.id, ${cashDelta}, l1.balance FROM tx, l1 WHERE :amount::bigint <> :bonusAmount::bigint
  UNION ALL SELECT tx.id, lb.id, ${bonusDelta}, lb.balance FROM tx, lb WHERE :bonusAmount::bigint <> 0
  UNION ALL SELECT tx.id, l2.id, ${houseDelta}, l2.balance FROM tx, l2
)
SELECT id, balance_after FROM tx`;
}

/** A movement without entries (a rollback that returns nothing, a bet's tombstone): the player's balance as it stands. */
const RECORD_TEXT = `INSERT INTO ledger_transactions (${TRANSACTION_COLUMNS})
SELECT :key::text, :fingerprint::text, :kind::text, :userId::int, :amount::bigint, :betKey::text, :roundId::text, :gameCode::text, :provider::text, :reference::text, :description::text, :operatorId::int, c.balance
FROM ledger_accounts c WHERE c.user_id = :userId::int AND c.kind = 'cash'
RETURNING id, balance_after`;

export interface TransactionRow {
  id: number;
  fingerprint: string;
  kind: TransactionKind;
  userId: number;
  amount: number;
  rolledBack: boolean;
  balanceAfter: number;
  /** the part of the amount that was bonus money */
  bonusAmount: number;
}

const TRANSACTION_BY_KEY_TEXT = `SELECT id, fingerprint, kind, user_id, amount, rolled_back, balance_after, bonus_amount FROM ledger_transactions WHERE key = $1::text`;

type Raw = Record<string, unknown>;

/**
 * One statement through drizzle's session, named so that pg prepares it once per connection (PGlite
 * ignores the name). The rows come raw: int8 is a string from pg and a number from PGlite.
 */
async function run(on: Db, name: string, text: string, params: unknown[]): Promise<Raw[]> {
  const result = (await on._.session.prepareQuery({ sql: text, params }, undefined, `wallet_${name}`, false).execute()) as { rows: Raw[] };
  return result.rows;
}

/** int8 from either driver, as a JS number (minor units stay far below 2^53) */
const int = (value: unknown) => Number(value);

const toTransaction = (row: Raw): TransactionRow => ({
  id: int(row.id),
  fingerprint: String(row.fingerprint),
  kind: row.kind as TransactionKind,
  userId: int(row.user_id),
  amount: int(row.amount),
  rolledBack: row.rolled_back === true,
  balanceAfter: int(row.balance_after),
  bonusAmount: int(row.bonus_amount),
});

const runCompiled = <P>(on: Db, { name, text, order }: Compiled<P>, params: P) =>
  run(
    on,
    name,
    text,
    order.map((param) => params[param]),
  );

const moveStatements = new Map<string, Compiled<MoveParams>>(
  Object.values(SHAPES).map((shape) => [shape.name, compile<MoveParams>(`move_${shape.name}`, moveText(shape))]),
);
// the game movements that may carry bonus money: a bet that spent some, and its win and rollback that give it back
const splitMoveStatements = new Map<string, Compiled<MoveParams>>(
  [SHAPES.bet, SHAPES.win, SHAPES.rollback].map((shape) => [shape.name, compile<MoveParams>(`move_${shape.name}_split`, splitMoveText(shape))]),
);
// a movement of a player no guard has marked, as its one statement (the wallet asks the guards when it moves
// nothing); the mark is on the cash account, so only a movement whose first leg is cash can carry it
const unguardedMoveStatements = new Map<string, Compiled<MoveParams>>(
  Object.values(SHAPES)
    .filter((shape: Shape) => shape.legs[0].account === 'cash')
    .map((shape) => [shape.name, compile<MoveParams>(`move_${shape.name}_unguarded`, moveText(shape, true))]),
);
const recordStatement = compile<MoveParams & { kind: TransactionKind }>('record', RECORD_TEXT);

/** The new transaction's id and the player's cash balance after it; undefined when nothing moved (see explain). */
/** `split`: the movement's game money is split between cash and bonus (see splitMoveText), even when the bonus part rounds to 0 */
/** `unguarded`: nothing moves when a guard has marked the player's cash account (see moveText) */
export async function move(
  on: Db,
  shape: Shape,
  params: MoveParams,
  split = params.bonusAmount > 0,
  unguarded = false,
): Promise<{ id: number; balance: number } | undefined> {
  const statement = split ? splitMoveStatements.get(shape.name) : (unguarded ? unguardedMoveStatements : moveStatements).get(shape.name);
  if (!statement) throw new Error(`wallet: ${shape.name} cannot carry ${split ? 'bonus money' : "a guard's mark"}`);
  const [row] = await runCompiled(on, statement, params);
  return row && { id: int(row.id), balance: int(row.balance_after) };
}

/** A transaction without entries; undefined for an unknown player. */
export async function record(on: Db, kind: TransactionKind, params: MoveParams): Promise<{ id: number; balance: number } | undefined> {
  const [row] = await runCompiled(on, recordStatement, { ...params, kind });
  return row && { id: int(row.id), balance: int(row.balance_after) };
}

export async function transactionByKey(on: Db, key: string, lock = false): Promise<TransactionRow | undefined> {
  const [row] = await run(on, lock ? 'by_key_locked' : 'by_key', lock ? `${TRANSACTION_BY_KEY_TEXT} FOR UPDATE` : TRANSACTION_BY_KEY_TEXT, [key]);
  return row && toTransaction(row);
}

/** The player's cash and bonus balances, rows locked in the order every movement locks them (cash first). */
export async function lockSpendable(on: Db, userId: number): Promise<{ cash: number; bonus: number } | undefined> {
  const rows = await run(
    on,
    'lock_spendable',
    `SELECT kind, balance FROM ledger_accounts WHERE user_id = $1::int AND kind IN ('cash', 'bonus') ORDER BY kind DESC FOR UPDATE`,
    [userId],
  );
  const of = (kind: string) => rows.find((row) => row.kind === kind);
  if (!of('cash')) return undefined;
  return { cash: int(of('cash')!.balance), bonus: int(of('bonus')?.balance ?? 0) };
}

/** The player's bonus money (0 for an unknown player). */
export async function bonusBalance(on: Db, userId: number): Promise<number> {
  const [row] = await run(on, 'bonus_balance', `SELECT balance FROM ledger_accounts WHERE user_id = $1::int AND kind = 'bonus'`, [userId]);
  return row ? int(row.balance) : 0;
}

/** The player's cash account: its balance, and whether a guard has marked it; undefined for an unknown player. */
export async function cashAccount(on: Db, userId: number): Promise<{ balance: number; guarded: boolean } | undefined> {
  const [row] = await run(on, 'cash_account', `SELECT balance, guarded FROM ledger_accounts WHERE user_id = $1::int AND kind = 'cash'`, [userId]);
  return row && { balance: int(row.balance), guarded: row.guarded === true };
}

/** The player's cash balance; undefined for an unknown player. */
export async function cashBalance(on: Db, userId: number): Promise<number | undefined> {
  const [row] = await run(on, 'cash_balance', `SELECT balance FROM ledger_accounts WHERE user_id = $1::int AND kind = 'cash'`, [userId]);
  return row && int(row.balance);
}

export async function markRolledBack(on: Db, transactionId: number): Promise<void> {
  await run(on, 'mark_rolled_back', 'UPDATE ledger_transactions SET rolled_back = true WHERE id = $1::bigint', [transactionId]);
}

/** Makes sure the house has `shards` accounts of every kind; answers their ids by kind. */
export async function openHouseAccounts(on: Db, shards: number): Promise<Record<HouseKind, number[]>> {
  await run(
    on,
    'open_house',
    `INSERT INTO ledger_accounts (kind, shard) SELECT k, s FROM unnest($1::text[]) k, generate_series(0, $2::int - 1) s
     ON CONFLICT (kind, shard) WHERE user_id IS NULL DO NOTHING`,
    [HOUSE_KINDS, shards],
  );
  const rows = await run(on, 'house_accounts', 'SELECT id, kind FROM ledger_accounts WHERE user_id IS NULL AND shard < $1::int ORDER BY kind, shard', [shards]);
  const ids = Object.fromEntries(HOUSE_KINDS.map((kind) => [kind, [] as number[]])) as Record<HouseKind, number[]>;
  for (const row of rows) ids[row.kind as HouseKind].push(int(row.id));
  return ids;
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): { code?: string; constraint?: string } {
  let at = error;
  while (typeof at === 'object' && at !== null) {
    const { code, constraint, cause } = at as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    at = cause;
  }
  return {};
}

export const PLAYER_NOT_NEGATIVE = 'ledger_player_not_negative';
