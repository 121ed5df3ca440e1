// The sportsbook's arithmetic and live channel, the same on both sides: the slip shows the payout the
// server pays, and the server prices and settles with these functions. Prices are decimal odds in
// integer hundredths (185 = 1.85); amounts minor units; no floats touch money.
import type { EventStatus, LiveScore, MarketStatus } from './schemas/sports';

/** The lowest price a selection may show (1.01). */
export const MIN_PRICE = 101;

/** The legs' prices multiplied, in hundredths, rounded down: the bet's odds as the slip shows them. */
export function accumulatorPrice(prices: readonly number[]): number {
  return accumulatorPayout(100, prices);
}

/**
 * What `stake` returns if every leg wins (stake included): the stake times the legs' exact prices,
 * rounded down once, to the minor unit, as settlement pays it. Not the stake times the shown odds, which
 * are rounded to hundredths first (a ₺10 treble at 1.85, 2.10 and 1.55 pays ₺60.21, not 10 × 6.02).
 */
export function accumulatorPayout(stake: number, prices: readonly number[]): number {
  let product = BigInt(stake);
  let scale = 1n;
  for (const price of prices) {
    product *= BigInt(price);
    scale *= 100n;
  }
  return Number(product / scale);
}

/** What `stake` returns at `price` (stake included), rounded down to the minor unit. */
export function payoutOf(stake: number, price: number): number {
  return accumulatorPayout(stake, [price]);
}

/** n choose k: the number of bets of a system bet (e.g. 2 of 3 → 3 doubles). */
export function combinationCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let count = 1;
  for (let i = 1; i <= k; i += 1) count = (count * (n - k + i)) / i;
  return Math.round(count);
}

/** Every k-sized combination of the indexes 0..n-1, in order (a system bet's bets). */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= n - (k - chosen.length); i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/**
 * How many events the home page's sports highlights (GET sports/highlights) hold, and how many of them
 * may be live. Here, not beside the schema, so the home page's rail does not load TypeBox for it.
 */
export const SPORT_HIGHLIGHTS = { size: 8, live: 4 } as const;

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A price as the player chose to see it: 1.85, 17/20, -118 (American: +odds from 2.00 up). */
export function formatOdds(price: number, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return (price / 100).toFixed(2);
    case 'fractional': {
      const profit = price - 100;
      const divisor = gcd(profit, 100);
      return `${profit / divisor}/${100 / divisor}`;
    }
    case 'american':
      return price >= 200 ? `+${Math.round(price - 100)}` : `-${Math.round(10_000 / (price - 100))}`;
  }
}

/**
 * The two kick-off formats per language, made once: a DateTimeFormat costs about a millisecond of a
 * phone's main thread to make, and a list of forty rows made eighty of them on its first render.
 */
const kickOffFormats = new Map<string, Intl.DateTimeFormat>();

/** A kick-off in the player's language and time zone: the time alone today, with the day otherwise. */
export function formatKickOff(startsAt: string, locale: string): string {
  const start = new Date(startsAt);
  const today = start.toDateString() === new Date().toDateString();
  const key = `${locale}|${today}`;
  let format = kickOffFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...(!today && { weekday: 'short', day: 'numeric', month: 'short' }), hour: '2-digit', minute: '2-digit' });
    kickOffFormats.set(key, format);
  }
  return format.format(start);
}

/**
 * The rooms of the rooms hub (ROOMS_HUB_PATH) the book publishes to: every live event's score and main
 * market on `sports:live`, and each event's every market on its own room. A client subscribes only to
 * what it shows and unsubscribes when it leaves.
 */
export const SPORTS_ROOMS = {
  live: 'sports:live',
  event: (eventId: number) => `sports:event:${eventId}`,
} as const;

/** The one command of the sports rooms: a batch of what changed since the last one (at most a few a second per room). */
export const SPORTS_ROOM_COMMAND = 'update';

/** RoomMessage payload of SPORTS_ROOM_COMMAND; each list holds only what changed, newest state only. */
export interface SportsUpdate {
  events: { id: number; status: EventStatus; score: LiveScore | null }[];
  markets: { id: number; eventId: number; status: MarketStatus }[];
  selections: { id: number; marketId: number; eventId: number; price: number }[];
}
