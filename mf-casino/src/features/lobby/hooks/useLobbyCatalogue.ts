import { startTransition, useEffect, useState } from 'react';
import type { CasinoCategory, CasinoProvider } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** The five casino lobbies: each is a category slug (contracts ROUTES page names) */
export type Lobby = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

export interface LobbyCatalogue {
  /** the category tabs after 'All' (category names: casino/games takes them as systemCategory) */
  tabs: string[];
  /** every game code listed in this lobby's categories (the Favourites tab keeps these) */
  codes: ReadonlySet<string>;
  providers: CasinoProvider[];
}

/**
 * The lobby's category tabs: the categories listing the lobby, without its catch-all one (the
 * category holding every game the lobby's own categories hold), which the 'All' tab already is.
 */
export function lobbyTabs(categories: readonly CasinoCategory[], lobby: Lobby): { tabs: string[]; codes: Set<string> } {
  const listed = categories.filter((c) => c.slugList.includes(lobby));
  const own = listed.filter((c) => c.slugList.length === 1);
  const ownCodes = new Set(own.flatMap((c) => c.games.map((g) => g.gameCode)));
  const covers = (c: CasinoCategory) => {
    const codes = new Set(c.games.map((g) => g.gameCode));
    return [...ownCodes].every((code) => codes.has(code));
  };
  return {
    tabs: listed.filter((c) => !(c.slugList.length === 1 && covers(c))).map((c) => c.name),
    codes: new Set(listed.flatMap((c) => c.games.map((g) => g.gameCode))),
  };
}

/** The lobby's categories and studios; a failed call leaves the lobby with 'All' and no provider filter. */
export function useLobbyCatalogue(lobby: Lobby): LobbyCatalogue {
  const api = useApi();
  const [catalogue, setCatalogue] = useState<LobbyCatalogue>({ tabs: [], codes: new Set(), providers: [] });

  useEffect(() => {
    let live = true;
    // the answers re-render the lobby as transitions: time-sliced, not one long task each
    const update = (change: (current: LobbyCatalogue) => LobbyCatalogue) => live && startTransition(() => setCatalogue(change));
    api
      .casinoCategoryList()
      .then((categories) => update((current) => ({ ...current, ...lobbyTabs(categories, lobby) })))
      .catch(() => undefined);
    api
      .casinoProviders({ systemCategory: lobby })
      .then((providers) => update((current) => ({ ...current, providers })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, lobby]);

  return catalogue;
}
