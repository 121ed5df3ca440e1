import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { filter } from 'rxjs';
import { menuGameCode, playRoute, quickSearchRequest, type CasinoGamesRequest, type Game, type MenuItem } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { isMobileViewport } from '@arena/ui';
import { useShellBus } from '../../app/shell-bus';
import { useShellServices } from '../../startup/shell-services';
import { useSite } from '../../startup/site-store';

/** Opens a game (docs/product/casino-and-launch.md): a visitor gets the login dialog, a phone the casino's full-screen game dialog, a desktop the play page. */
export function useOpenGame() {
  const bus = useBus();
  const navigate = useNavigate();
  return useCallback(
    (game: Game) => {
      if (!bus.getState().auth.loggedIn) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
        return;
      }
      if (isMobileViewport()) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'gamePlay', props: { game } } });
        return;
      }
      void navigate(playRoute(game));
    },
    [bus, navigate],
  );
}

/** A remote's `game/open` (the home page's game cards) is opened here, the same way as the shell's own games. */
export function useGameOpenRequests() {
  const bus = useShellBus();
  const openGame = useOpenGame();
  useEffect(() => {
    const sub = bus.events$.pipe(filter((e) => e.type === 'game/open')).subscribe((e) => openGame(e.game));
    return () => sub.unsubscribe();
  }, [bus, openGame]);
}

/** The games casino/games answers (its reply is `{ games, total }`), none when the call fails (the api client has shown its message). */
function useFindGames() {
  const { api } = useShellServices();
  return useCallback(
    async (request: CasinoGamesRequest): Promise<Game[]> => {
      try {
        return (await api.casinoGames(request)).games;
      } catch {
        return [];
      }
    },
    [api],
  );
}

/** The quick search of the main menu: first of the results for a non-empty text, opened as a game. */
export function useQuickSearch() {
  const bus = useBus();
  const findGames = useFindGames();
  const openGame = useOpenGame();
  return useCallback(
    async (text: string) => {
      const request = quickSearchRequest(text);
      if (!request) return;
      if (!bus.getState().auth.loggedIn) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
        return;
      }
      const [first] = await findGames(request);
      if (first) openGame(first);
    },
    [bus, findGames, openGame],
  );
}

/** A menu entry either routes to its url or opens its game (found in the start-up catalogue, else searched). */
export function useMenuAction() {
  const navigate = useNavigate();
  const categories = useSite((site) => site.casinoCategories);
  const findGames = useFindGames();
  const openGame = useOpenGame();
  return useCallback(
    async (item: MenuItem) => {
      const code = menuGameCode(item);
      if (!code) {
        void navigate(item.url);
        return;
      }
      const known = categories.flatMap((c) => c.games).find((g) => g.gameCode === code);
      const search = quickSearchRequest(item.title);
      const game = known ?? (search ? await findGames(search) : []).find((g) => g.gameCode === code);
      if (game) openGame(game);
    },
    [categories, findGames, navigate, openGame],
  );
}
