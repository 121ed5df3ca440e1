// Game launch and quick search: shared by the shell's header and menus and by mf-casino,
// so the url a game opens under is encoded in one place.
import type { CasinoGamesRequest } from './schemas/casino';
import type { Game, MenuItem } from './schemas/entities';

/** Egt Digital's and Hub88's launch calls: platform 1 desktop, 2 mobile. Here, not beside the schemas, so the casino's bundle needs no schema library. */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;

/**
 * The launch call of each aggregator, by a game's providerName: the browser picks the call by
 * it and the server refuses a call that is not the game's. One table, so the two never disagree.
 */
export const LAUNCH_CALLS = {
  SoftGamings: 'softGamingsLaunchUrl',
  Hub88: 'hub88LaunchUrl',
  'Egt Digital': 'egtLaunchUrl',
  Amusnet: 'amusnetLaunchUrl',
  EveryMatrix: 'emLaunchUrl',
  Digitain: 'dtLaunchUrl',
} as const;
export type AggregatorName = keyof typeof LAUNCH_CALLS;
export type LaunchCallName = (typeof LAUNCH_CALLS)[AggregatorName];
/** The six aggregators by providerName. */
export const AGGREGATORS = Object.keys(LAUNCH_CALLS) as AggregatorName[];
/** A failed launch of these aggregators' games closes the game modal. */
export const LAUNCH_FAILURE_CLOSES_MODAL: readonly AggregatorName[] = ['Egt Digital', 'Hub88', 'SoftGamings'];

/** The aggregator a providerName names, or null (our own studio, an unknown supplier). */
export const aggregatorOf = (providerName: string): AggregatorName | null =>
  Object.hasOwn(LAUNCH_CALLS, providerName) ? (providerName as AggregatorName) : null;

/** Our own studio's code: `Game.system` of every Arena Originals game (launched through Hub88, so never named by its aggregator). */
export const ARENA_STUDIO = 'arena';

/** An Arena Originals game: the game page names no supplier for it. */
export const isArenaGame = (game: Pick<Game, 'system'>): boolean => game.system === ARENA_STUDIO;

/** Quick game search takes the first of five results. */
export const QUICK_SEARCH_TAKE = 5;

/** The game page's url carries the game object serialised and encoded as text. */
export function playRoute(game: Game): string {
  return `/casino/play/${encodeURIComponent(JSON.stringify(game))}`;
}

/** The seed marks game entries as `game:<gameCode>`; the contract's `gameCode` field says the same. */
export function menuGameCode(item: Pick<MenuItem, 'url' | 'gameCode'>): string | null {
  if (item.gameCode) return item.gameCode;
  return item.url.startsWith('game:') ? item.url.slice('game:'.length) : null;
}

/** The casino/games request of a quick search, or null for blank text (it needs text). */
export function quickSearchRequest(text: string): CasinoGamesRequest | null {
  const search = text.trim();
  return search ? { search, skip: 0, take: QUICK_SEARCH_TAKE } : null;
}

// ---- Arena Originals' instant games (Dice, Limbo, Plinko): stake controls, shortcuts and auto-bet ----
// The studio's pages (server/originals-client) draw them; the rules are here so every page and any
// remote showing a stake control act alike.

/** a game's stake limits, minor units (the server's config.originals.limits) */
export interface StakeLimits {
  min: number;
  max: number;
}

/** The buttons beside the stake field, in their order. */
export const QUICK_STAKES = ['half', 'double', 'min', 'max'] as const;
export type QuickStake = (typeof QUICK_STAKES)[number];
/** what ½ and 2× multiply the stake by */
export const QUICK_STAKE_FACTORS = { half: 0.5, double: 2 } as const;

/** The desktop's shortcuts by `KeyboardEvent.key` (letters in lower case); never taken while the player types in a field. */
export const GAME_HOTKEYS = { bet: ' ', half: 'h', double: 'd' } as const;
export type GameHotkey = keyof typeof GAME_HOTKEYS;

/** The stake brought within the game's limits. */
export const clampStake = (amount: number, { min, max }: StakeLimits): number => Math.min(max, Math.max(min, amount));

/**
 * The stake after a quick-stake button: ½ and 2× work on the stake entered (rounded down to whole
 * minor units), Min and Max set the limit; the result is always within the limits. With no valid stake
 * entered, ½ and 2× start from the minimum.
 */
export function quickStake(action: QuickStake, amount: number | null, limits: StakeLimits): number {
  if (action === 'min') return limits.min;
  if (action === 'max') return limits.max;
  if (amount === null) return limits.min;
  return clampStake(Math.floor(amount * QUICK_STAKE_FACTORS[action]), limits);
}

/** The most rounds one auto-bet plays. */
export const AUTO_BET_MAX_ROUNDS = 1_000;

/**
 * An auto-bet as the player set it: each round is an ordinary bet the browser places, one after the
 * other, at one stake and one choice; the server decides every outcome as for any bet.
 */
export interface AutoBetPlan {
  /** 1 … AUTO_BET_MAX_ROUNDS */
  rounds: number;
  /** stop once the net win since the start reaches this, minor units (> 0); null: no such limit */
  stopOnWin: number | null;
  /** stop once the net loss since the start reaches this, minor units (> 0); null: no such limit */
  stopOnLoss: number | null;
}

/** Why an auto-bet ends by its plan: the net win or loss limit reached, or every round played. */
export type AutoBetEnd = 'win' | 'loss' | 'rounds';

/**
 * Whether an auto-bet stops after a round, by its plan: `played` rounds so far and `net` (wins minus
 * stakes since it started, minor units). A limit reached says so even on the last round; null plays on.
 */
export function autoBetEnd(plan: AutoBetPlan, played: number, net: number): AutoBetEnd | null {
  if (plan.stopOnWin !== null && net >= plan.stopOnWin) return 'win';
  if (plan.stopOnLoss !== null && -net >= plan.stopOnLoss) return 'loss';
  return played >= plan.rounds ? 'rounds' : null;
}
