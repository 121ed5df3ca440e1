// Plinko as Stake plays it: the ball falls through `rows` rows of pegs, one float a row decides left or
// right (floor(float × 2): 0 left, 1 right), and the bucket is the number of rights. The payouts are
// Stake's published tables for 8 … 16 rows and low / medium / high risk, in integer hundredths. Each
// table's RTP is Σ C(rows, k) / 2^rows × multiplier[k]: near 99 % and declared per table exactly.

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export interface PlinkoParams {
  /** PLINKO_MIN_ROWS … PLINKO_MAX_ROWS */
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** one step a row: 0 left, 1 right */
  path: number[];
  /** the number of rights: 0 … rows */
  bucket: number;
  /** the bucket pays more than the stake */
  win: boolean;
  /** the bucket's payout in hundredths (every bucket pays something) */
  multiplier: number;
}

/** the left half of each table up to the middle bucket, in hundredths; the right half mirrors it */
const HALF_TABLES: Record<PlinkoRisk, Record<number, number[]>> = {
  low: {
    8: [560, 210, 110, 100, 50],
    9: [560, 200, 160, 100, 70],
    10: [890, 300, 140, 110, 100, 50],
    11: [840, 300, 190, 130, 100, 70],
    12: [1000, 300, 160, 140, 110, 100, 50],
    13: [810, 400, 300, 190, 120, 90, 70],
    14: [710, 400, 190, 140, 130, 110, 100, 50],
    15: [1500, 800, 300, 200, 150, 110, 100, 70],
    16: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
  },
  medium: {
    8: [1300, 300, 130, 70, 40],
    9: [1800, 400, 170, 90, 50],
    10: [2200, 500, 200, 140, 60, 40],
    11: [2400, 600, 300, 180, 70, 50],
    12: [3300, 1100, 400, 200, 110, 60, 30],
    13: [4300, 1300, 600, 300, 130, 70, 40],
    14: [5800, 1500, 700, 400, 190, 100, 50, 20],
    15: [8800, 1800, 1100, 500, 300, 130, 50, 30],
    16: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
  },
  high: {
    8: [2900, 400, 150, 30, 20],
    9: [4300, 700, 200, 60, 20],
    10: [7600, 1000, 300, 90, 30, 20],
    11: [12000, 1400, 520, 140, 40, 20],
    12: [17000, 2400, 810, 200, 70, 20, 20],
    13: [26000, 3700, 1100, 400, 100, 20, 20],
    14: [42000, 5600, 1800, 500, 190, 30, 20, 20],
    15: [62000, 8300, 2700, 800, 300, 50, 20, 20],
    16: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

/** each table's declared RTP in hundredths of a percent (9898 = 98.98 %), shown with the table */
const DECLARED_RTPS: Record<PlinkoRisk, Record<number, number>> = {
  low: { 8: 9898, 9: 9898, 10: 9900, 11: 9900, 12: 9898, 13: 9900, 14: 9900, 15: 9900, 16: 9900 },
  medium: { 8: 9891, 9: 9914, 10: 9891, 11: 9902, 12: 9899, 13: 9899, 14: 9899, 15: 9900, 16: 9899 },
  high: { 8: 9906, 9: 9906, 10: 9906, 11: 9916, 12: 9912, 13: 9909, 14: 9898, 15: 9903, 16: 9898 },
};

/** The declared RTP of a table as a fraction (0.9898). */
export const plinkoDeclaredRtp = ({ rows, risk }: PlinkoParams): number => DECLARED_RTPS[risk][rows] / 10_000;

/** The payouts of buckets 0 … rows in hundredths, left to right. */
export function plinkoTable({ rows, risk }: PlinkoParams): number[] {
  const half = HALF_TABLES[risk][rows];
  return Array.from({ length: rows + 1 }, (_, bucket) => half[Math.min(bucket, rows - bucket)]);
}

/** C(rows, k) / 2^rows: the chance of bucket k. */
export function plinkoChance(rows: number, bucket: number): number {
  let ways = 1;
  for (let i = 1; i <= bucket; i++) ways = (ways * (rows - i + 1)) / i;
  return ways / 2 ** rows;
}

/** The table's return to player as a fraction: Σ chance × multiplier. */
export function plinkoRtp(params: PlinkoParams): number {
  return plinkoTable(params).reduce((sum, multiplier, bucket) => sum + (plinkoChance(params.rows, bucket) * multiplier) / 100, 0);
}

/** Stake's plinko: one float a row, direction floor(float × 2), the bucket counts the rights. */
export function plinkoOutcome(floats: readonly number[], params: PlinkoParams): PlinkoOutcome {
  const path = floats.slice(0, params.rows).map((float) => Math.floor(float * 2));
  const bucket = path.reduce((sum, step) => sum + step, 0);
  const multiplier = plinkoTable(params)[bucket];
  return { path, bucket, win: multiplier > 100, multiplier };
}
