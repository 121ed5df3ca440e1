// Game launch and quick search (spec §2, §5): shared by the shell's header and menus and by mf-casino,
// so the url a game opens under is encoded in one place.
import type { CasinoGamesRequest } from './schemas/casino';
import type { Game, MenuItem } from './schemas/entities';

/** Egt Digital's and Hub88's launch calls: platform 1 desktop, 2 mobile (spec §7). Here, not beside the schemas, so the casino's bundle needs no schema library. */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;

/** Spec §5: quick game search takes the first of five results. */
export const QUICK_SEARCH_TAKE = 5;

/** Spec §2: the game page's url carries the game object serialised and encoded as text. */
export function playRoute(game: Game): string {
  return `/casino/play/${encodeURIComponent(JSON.stringify(game))}`;
}

/** The seed marks game entries as `game:<gameCode>`; the contract's `gameCode` field says the same. */
export function menuGameCode(item: Pick<MenuItem, 'url' | 'gameCode'>): string | null {
  if (item.gameCode) return item.gameCode;
  return item.url.startsWith('game:') ? item.url.slice('game:'.length) : null;
}

/** The casino/games request of a quick search, or null for blank text (spec §5: it needs text). */
export function quickSearchRequest(text: string): CasinoGamesRequest | null {
  const search = text.trim();
  return search ? { search, skip: 0, take: QUICK_SEARCH_TAKE } : null;
}
