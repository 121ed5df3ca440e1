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
