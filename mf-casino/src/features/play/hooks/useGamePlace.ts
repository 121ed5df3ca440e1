import { useQuery } from '@tanstack/react-query';
import { isArenaGame, matchRoute, type CasinoCategory, type Game } from '@arena/contracts';
import type { Crumb } from '@arena/ui';
import { useApi } from '@arena/remote-kit';
import { useT } from '@arena/i18n';

/**
 * The lobby route a game is listed in (e.g. /casino/games for Dice), from the catalogue's categories:
 * a category of one lobby alone says it best (a game's catch-all category), else any category listing
 * it; null when no category lists it or its slug is no lobby of the casino.
 */
export function gameLobbyPath(categories: readonly CasinoCategory[], gameCode: string): string | null {
  const listing = categories.filter((c) => c.games.some((g) => g.gameCode === gameCode));
  const slug = (listing.find((c) => c.slugList.length === 1) ?? listing[0])?.slugList[0];
  if (!slug) return null;
  const path = `/casino/${slug}`;
  return matchRoute(path)?.owner === 'casino' && matchRoute(path)?.page === slug ? path : null;
}

/**
 * The play page's place in the site, between home and the game: "Arena Originals" for our own games,
 * else the game's lobby ("Live Casino"), each linking to that lobby. Null until the catalogue answers
 * (and for a game no lobby lists): the breadcrumb then goes from home to the game.
 */
export function useGameCrumb(game: Game | null): Crumb | null {
  const t = useT();
  const api = useApi();
  const categories = useQuery({ queryKey: ['casinoCategories'], queryFn: () => api.casinoCategoryList(), staleTime: 60_000, enabled: game !== null });
  if (!game || !categories.data) return null;
  const path = gameLobbyPath(categories.data, game.gameCode);
  const lobby = path ? matchRoute(path) : undefined;
  if (!path || !lobby) return null;
  // the studio's name is a brand: never translated
  return { label: isArenaGame(game) ? 'Arena Originals' : t(lobby.titleKey), url: path };
}
