// The numbers the Dice and Limbo clients show before a bet, in the player's language. The studio's
// server decides every outcome and payout (with @arena/provably-fair's mappings, which the clients use
// too); these only tell the player what a bet means (RTS: chance and payout known before play). Money
// stays integer kuruş; targets and multipliers are integer hundredths, as on the wire.
import type { BlackjackAction } from '@arena/provably-fair/blackjack';
import { LIMBO_DECLARED_RTP } from '@arena/provably-fair/mapping';

type UiLocale = 'tr' | 'en';

/** Blackjack's actions by their names (translation keys): its buttons, and what the verify page's field reads and shows. */
export const BLACKJACK_ACTION_NAMES: Readonly<Record<BlackjackAction, string>> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
  insurance: 'Insurance',
  noInsurance: 'No insurance',
};
const tag = (locale: UiLocale) => (locale === 'en' ? 'en-US' : 'tr-TR');

/** Limbo's win chance in hundredths of a percent for a target multiplier in hundredths: its RTP / target. */
export const limboChance = (target: number): number => (LIMBO_DECLARED_RTP * 1_000_000) / target;

/** A multiplier in hundredths cut (never rounded up) to 4 significant digits: 101.9987… → 101.9, 12345 → 12340. */
function fourDigits(multiplier: number): number {
  const excess = String(Math.floor(multiplier)).length - 4;
  if (excess >= 0) return Math.floor(multiplier / 10 ** excess) * 10 ** excess;
  // the nudge keeps a product that lands an ulp under a whole number (an exact 1.98× times 10) on it
  return Math.floor(multiplier * 10 ** -excess + 1e-7) / 10 ** -excess;
}

/**
 * A multiplier in hundredths with 4 significant digits, cut so that it never shows more than is paid
 * (dice's exact 99 / 97.06 % = 1.019987…× shows 1.019×): 198 → "1,980×" (tr) / "1.980×" (en), 4950 → "49,50×".
 */
export const formatMultiplier = (multiplier: number, locale: UiLocale): string =>
  `${new Intl.NumberFormat(tag(locale), { minimumSignificantDigits: 4, maximumSignificantDigits: 4 }).format(fourDigits(multiplier) / 100)}×`;

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
  /** the page's language, so the verify page opens in it */
  lang: UiLocale;
  game: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  target?: number;
  over?: boolean;
  /** a game's other choices (plinko: rows and risk; roulette: the bets as JSON) */
  choices?: Record<string, string>;
  /** a multi-step round's actions (Blackjack), in order */
  actions?: string[];
}

/** The verify page's address for a round: everything the page needs to recompute it, prefilled. */
export function verifyHref(round: VerifyLinkInput): string {
  const query = new URLSearchParams({
    lang: round.lang,
    game: round.game,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    serverSeedHash: round.serverSeedHash,
  });
  if (round.serverSeed) query.set('serverSeed', round.serverSeed);
  if (round.target !== undefined) query.set('target', String(round.target));
  if (round.over !== undefined) query.set('over', round.over ? '1' : '0');
  for (const [name, value] of Object.entries(round.choices ?? {})) query.set(name, value);
  if (round.actions !== undefined) query.set('actions', round.actions.join(','));
  return `/originals/verify?${query.toString()}`;
}

/** each roulette bet type's name, a text key (the roulette pages label bets with them; auto-roulette's script shows them) */
export const ROULETTE_BET_NAMES: Record<string, string> = {
  straight: 'Straight',
  split: 'Split bet',
  street: 'Street',
  corner: 'Corner',
  sixLine: 'Six line',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: '1–18',
  high: '19–36',
  dozen: 'Dozen',
  column: 'Column',
};
