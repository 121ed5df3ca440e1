// The numbers the Dice and Limbo clients show before a bet, in the player's language. The studio's
// server decides every outcome and payout; these only tell the player what a bet means (RTS: the
// chance and payout are known before play). Money stays integer kuruş; targets and multipliers are
// integer hundredths, as on the wire.

export const RTP_PERCENT = 99;
/** dice target in hundredths: 2.00–98.00 */
export const DICE_TARGET_MIN = 200;
export const DICE_TARGET_MAX = 9800;
/** limbo target multiplier in hundredths: 1.01× up to 1,000,000× */
export const LIMBO_TARGET_MIN = 101;
export const LIMBO_TARGET_MAX = 100_000_000;

type UiLocale = 'tr' | 'en';
const tag = (locale: UiLocale) => (locale === 'en' ? 'en-US' : 'tr-TR');

/** Win chance in hundredths of a percent: rolling over 50.50 wins 49.50 % of the time. */
export const diceChance = (target: number, over: boolean): number => (over ? 10_000 - target : target);

/** The payout multiplier for a chance in hundredths of a percent: 99 % / chance. */
export const multiplierForChance = (chance: number): number => 9_900 / chance;

/** Limbo's win chance in hundredths of a percent for a target multiplier in hundredths: 99 % / target. */
export const limboChance = (target: number): number => 990_000 / target;

/** What a winning bet pays back (stake included), rounded down to the kuruş like any payout. */
export const payoutForWin = (amount: number, multiplier: number): number => Math.floor(amount * multiplier + 1e-9);

/** A multiplier with 4 significant digits: 1.980 → "1,980" (tr) / "1.980" (en), 49.5 → "49,50". */
export const formatMultiplier = (multiplier: number, locale: UiLocale): string =>
  `${new Intl.NumberFormat(tag(locale), { minimumSignificantDigits: 4, maximumSignificantDigits: 4 }).format(multiplier)}×`;

/** A chance in hundredths of a percent: 4950 → "%49,50" (tr) / "49.50%" (en). */
export const formatChance = (chance: number, locale: UiLocale): string =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(chance / 10_000);

/** An integer in hundredths with two decimals: 5050 → "50,50" (tr) / "50.50" (en). */
export const formatHundredths = (value: number, locale: UiLocale): string =>
  new Intl.NumberFormat(tag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);

/**
 * A typed decimal → integer hundredths (kuruş for an amount), or null when it is not a positive amount
 * with at most two decimals. Turkish writes "1.234,56", English "1,234.56"; the ₺ sign and spaces are ignored.
 */
export function parseHundredths(text: string, locale: UiLocale): number | null {
  const [group, decimal] = locale === 'en' ? ',.' : '.,';
  // digits, grouped by threes or not at all: "12.5" is no Turkish number
  const match = new RegExp(`^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${decimal}(\\d{1,2}))?$`).exec(text.replace(/[\s₺]/g, ''));
  if (!match) return null;
  const value = Number(match[1].split(group).join('')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Session time as H:MM:SS (UKGC RTS 13: the elapsed time of the session is always in view). */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export interface VerifyLinkInput {
  game: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  target?: number;
  over?: boolean;
}

/** The verify page's address for a round: everything the page needs to recompute it, prefilled. */
export function verifyHref(round: VerifyLinkInput): string {
  const query = new URLSearchParams({ game: round.game, clientSeed: round.clientSeed, nonce: String(round.nonce), serverSeedHash: round.serverSeedHash });
  if (round.serverSeed) query.set('serverSeed', round.serverSeed);
  if (round.target !== undefined) query.set('target', String(round.target));
  if (round.over !== undefined) query.set('over', round.over ? '1' : '0');
  return `/originals/verify?${query.toString()}`;
}
