// European roulette (one zero, 37 pockets): the pocket drawn from a float, the bets of the real table
// layout and what each pays. Shared by the single-player Roulette and the auto-roulette rounds, so both
// settle bets with this one table. Amounts are integer minor units.
//
// The layout: 0 on top, then 12 rows of three (row r holds 3r+1, 3r+2, 3r+3); column 1 is 1, 4 … 34,
// column 3 is 3, 6 … 36. Inside bets cover numbers touching on that layout, including the bets with 0
// that European tables take: splits 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3 and the first four 0-1-2-3.

export const ROULETTE_POCKETS = 37;

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** inside bets name the numbers they cover */
export const ROULETTE_INSIDE_BETS = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;
/** dozen and column bets name which one: 1, 2 or 3 */
export const ROULETTE_SELECTION_BETS = ['dozen', 'column'] as const;

/** the most bets one slip may hold */
export const ROULETTE_MAX_BETS = 100;

export interface RouletteBet {
  type: RouletteBetType;
  /** inside bets: the numbers covered, in any order */
  numbers?: number[];
  /** dozen: 1 (1–12), 2 (13–24), 3 (25–36); column: 1 (1, 4 … 34), 2 (2, 5 … 35), 3 (3, 6 … 36) */
  selection?: number;
  /** the stake on this bet, minor units */
  amount: number;
}

export type RouletteColour = 'red' | 'black' | 'green';

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export function rouletteColour(number: number): RouletteColour {
  if (number === 0) return 'green';
  return RED_NUMBERS.includes(number) ? 'red' : 'black';
}

/** Stake's roulette: the pocket is floor(float × 37), 0 … 36. */
export function rouletteNumber(float: number): number {
  return Math.floor(float * ROULETTE_POCKETS);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every legal number set of each inside bet on the layout, by its sorted key. */
const INSIDE_SETS: Record<(typeof ROULETTE_INSIDE_BETS)[number], Set<string>> = (() => {
  const straight = range(0, 36).map((n) => [n]);
  const split = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const street = [
    [0, 1, 2],
    [0, 2, 3],
  ];
  const corner = [[0, 1, 2, 3]];
  const sixLine: number[][] = [];
  for (let n = 1; n <= 36; n++) {
    const rightEdge = n % 3 === 0;
    if (!rightEdge) split.push([n, n + 1]);
    if (n + 3 <= 36) split.push([n, n + 3]);
    if (n % 3 === 1) street.push([n, n + 1, n + 2]);
    if (!rightEdge && n + 4 <= 36) corner.push([n, n + 1, n + 3, n + 4]);
    if (n % 3 === 1 && n + 5 <= 36) sixLine.push(range(n, n + 5));
  }
  const sets = (list: number[][]) => new Set(list.map(key));
  return { straight: sets(straight), split: sets(split), street: sets(street), corner: sets(corner), sixLine: sets(sixLine) };
})();

const isInside = (type: RouletteBetType): type is (typeof ROULETTE_INSIDE_BETS)[number] => (ROULETTE_INSIDE_BETS as readonly string[]).includes(type);
const isSelection = (type: RouletteBetType) => (ROULETTE_SELECTION_BETS as readonly string[]).includes(type);

/** The numbers a (legal) bet covers. */
export function rouletteBetNumbers(bet: RouletteBet): number[] {
  const all = range(1, 36);
  switch (bet.type) {
    case 'red':
      return all.filter((n) => rouletteColour(n) === 'red');
    case 'black':
      return all.filter((n) => rouletteColour(n) === 'black');
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
      return range(12 * ((bet.selection ?? 0) - 1) + 1, 12 * (bet.selection ?? 0));
    case 'column':
      return all.filter((n) => (n - 1) % 3 === (bet.selection ?? 0) - 1);
    default:
      return [...(bet.numbers ?? [])].sort((a, b) => a - b);
  }
}

/** Why a bet can't be placed, or null when it is legal: a positive integer stake and a set of the layout. */
export type RouletteBetError = 'invalid_amount' | 'invalid_type' | 'illegal_numbers' | 'invalid_selection';

export function rouletteBetError(bet: RouletteBet): RouletteBetError | null {
  if (!Number.isSafeInteger(bet.amount) || bet.amount < 1) return 'invalid_amount';
  if (!(ROULETTE_BET_TYPES as readonly string[]).includes(bet.type)) return 'invalid_type';
  if (isInside(bet.type)) {
    if (bet.selection !== undefined || !bet.numbers || !INSIDE_SETS[bet.type].has(key(bet.numbers))) return 'illegal_numbers';
    return null;
  }
  if (bet.numbers !== undefined) return 'illegal_numbers';
  if (isSelection(bet.type)) return bet.selection === 1 || bet.selection === 2 || bet.selection === 3 ? null : 'invalid_selection';
  return bet.selection === undefined ? null : 'invalid_selection';
}

/** The first error of a slip (no bets, too many, or an illegal bet), or null when it can be played. */
export type RouletteSlipError = RouletteBetError | 'no_bets' | 'too_many_bets';

export function rouletteBetsError(bets: readonly RouletteBet[]): RouletteSlipError | null {
  if (bets.length === 0) return 'no_bets';
  if (bets.length > ROULETTE_MAX_BETS) return 'too_many_bets';
  for (const bet of bets) {
    const error = rouletteBetError(bet);
    if (error) return error;
  }
  return null;
}

/**
 * What a winning bet returns per unit staked, the stake included: 36 / numbers covered, so every bet
 * returns 36/37 of its stake on average (RTP 97.30 %). Straight 35:1 → 36, split 17:1 → 18, street
 * 11:1 → 12, corner 8:1 → 9, six line 5:1 → 6, dozen and column 2:1 → 3, even-money 1:1 → 2.
 */
export function rouletteReturn(bet: RouletteBet): number {
  return 36 / rouletteBetNumbers(bet).length;
}

/** The declared RTP of every roulette bet: 36/37. */
export const ROULETTE_RTP = 36 / ROULETTE_POCKETS;

export interface RouletteBetResult {
  win: boolean;
  /** minor units returned, the stake included (0 on a loss) */
  payout: number;
}

export interface RouletteSettlement {
  /** one result per bet, in the slip's order */
  results: RouletteBetResult[];
  /** the sum of the stakes, minor units */
  staked: number;
  /** the sum of the payouts, minor units */
  total: number;
}

/** Settles a slip of legal bets on the drawn number. */
export function rouletteSettle(number: number, bets: readonly RouletteBet[]): RouletteSettlement {
  const results = bets.map((bet) => {
    const win = rouletteBetNumbers(bet).includes(number);
    return { win, payout: win ? bet.amount * rouletteReturn(bet) : 0 };
  });
  return {
    results,
    staked: bets.reduce((sum, bet) => sum + bet.amount, 0),
    total: results.reduce((sum, result) => sum + result.payout, 0),
  };
}
