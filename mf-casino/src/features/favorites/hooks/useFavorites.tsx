import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Game } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';

export interface Favorites {
  /** the player's favourite games, newest first (empty for a visitor) */
  games: readonly Game[];
  /** a player's list is on its way */
  loading: boolean;
  has: (gameCode: string) => boolean;
  /** a visitor gets the login dialog; a player's game goes in or out, with a toast */
  toggle: (game: Game) => void;
}

const FavoritesContext = createContext<Favorites | null>(null);

export function useFavorites(): Favorites {
  const value = useContext(FavoritesContext);
  if (!value) throw new Error('useFavorites outside FavoritesProvider');
  return value;
}

/** Holds the player's favourites (the action state's userFavoriteList): loaded at login, emptied at logout. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const bus = useBus();
  const t = useT();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const [games, setGames] = useState<readonly Game[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setGames([]);
    setLoading(loggedIn);
    if (!loggedIn) return;
    let live = true;
    api
      .casinoFavorites()
      .then((reply) => live && setGames(reply.games))
      // the api client already showed the error; the hearts stay empty
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, loggedIn]);

  const toggle = useCallback(
    (game: Game) => {
      if (!bus.getState().auth.loggedIn) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
        return;
      }
      api
        .toggleFavorite({ code: game.gameCode, providerId: game.mainProviderId })
        .then(({ favorite }) => {
          setGames((current) => [...(favorite ? [game] : []), ...current.filter((g) => g.gameCode !== game.gameCode)]);
          bus.emit({
            type: 'toast/show',
            toast: favorite ? { type: 'success', message: t('Added to favorites') } : { type: 'warning', message: t('Removed from favorites') },
          });
        })
        .catch(() => undefined);
    },
    [api, bus, t],
  );

  const value = useMemo<Favorites>(() => {
    const codes = new Set(games.map((g) => g.gameCode));
    return { games, loading, has: (code) => codes.has(code), toggle };
  }, [games, loading, toggle]);
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}
