import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game, MenuItem } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useShellServices } from '../../startup/shell-services';
import { useSite } from '../../startup/site-store';
import { menuGameCode, playRoute } from './play-route';

/** Spec §5: quick game search needs non-empty text and takes the first of five results. */
export const QUICK_SEARCH_TAKE = 5;

/** Opens a game: a visitor gets the login dialog (spec §6), a player the game page. */
export function useOpenGame() {
  const bus = useBus();
  const navigate = useNavigate();
  return useCallback(
    (game: Game) => {
      if (!bus.getState().auth.loggedIn) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
        return;
      }
      void navigate(playRoute(game));
    },
    [bus, navigate],
  );
}

/** The quick search of the main menu: first of the results for a non-empty text, opened as a game. */
export function useQuickSearch() {
  const bus = useBus();
  const { api } = useShellServices();
  const openGame = useOpenGame();
  return useCallback(
    async (text: string) => {
      const search = text.trim();
      if (!search) return;
      if (!bus.getState().auth.loggedIn) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
        return;
      }
      const games = await api.casinoGames({ search, skip: 0, take: QUICK_SEARCH_TAKE }).catch(() => []);
      if (games[0]) openGame(games[0]);
    },
    [api, bus, openGame],
  );
}

/** A menu entry either routes to its url or opens its game (found in the start-up catalogue, else searched). */
export function useMenuAction() {
  const navigate = useNavigate();
  const { api } = useShellServices();
  const categories = useSite((site) => site.casinoCategories);
  const openGame = useOpenGame();
  return useCallback(
    async (item: MenuItem) => {
      const code = menuGameCode(item);
      if (!code) {
        void navigate(item.url);
        return;
      }
      const known = categories.flatMap((c) => c.games).find((g) => g.gameCode === code);
      const game =
        known ?? (await api.casinoGames({ search: item.title, skip: 0, take: QUICK_SEARCH_TAKE }).catch(() => [] as Game[])).find((g) => g.gameCode === code);
      if (game) openGame(game);
    },
    [api, categories, navigate, openGame],
  );
}
