import type { Game } from '@arena/contracts';

/** Spec §2: the game page's url carries the game object serialised and encoded as text. */
export function playRoute(game: Game): string {
  return `/casino/play/${encodeURIComponent(JSON.stringify(game))}`;
}

/** The seed marks game entries as `game:<gameCode>`; the contract's `gameCode` field says the same. */
export function menuGameCode(item: { url: string; gameCode?: string | null }): string | null {
  if (item.gameCode) return item.gameCode;
  return item.url.startsWith('game:') ? item.url.slice('game:'.length) : null;
}
