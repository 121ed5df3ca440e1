import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Lobby } from './useLobbyCatalogue';

export const ALL_TAB = 'all';
export const FAVORITES_TAB = 'favorites';

/** Where the player is in a lobby; kept per lobby for the tab's session so a return lands there again. */
export interface LobbyPlace {
  /** ALL_TAB, FAVORITES_TAB or a category name */
  tab: string;
  /** the provider filter (a studio's `system`), '' for all */
  system: string;
}

interface StoredPlace extends LobbyPlace {
  q: string;
  /** how many games were loaded */
  count: number;
  scrollY: number;
}

const FRESH: StoredPlace = { tab: ALL_TAB, system: '', q: '', count: 0, scrollY: 0 };

export const placeKey = (lobby: Lobby) => `casino-lobby:${lobby}`;

function storedPlace(lobby: Lobby): StoredPlace {
  try {
    const stored = JSON.parse(sessionStorage.getItem(placeKey(lobby)) ?? 'null') as Partial<StoredPlace> | null;
    return { ...FRESH, ...stored };
  } catch {
    // an unreadable entry is no place to return to
    return FRESH;
  }
}

/**
 * The lobby's tab and provider filter, restored from the session on mount with the number of games
 * that were loaded and the scroll position; the search lives in the URL (`?q=`) so the header can link
 * to it, and a return to the bare lobby url brings the last search back.
 */
export function useLobbyPlace(lobby: Lobby) {
  const [params, setParams] = useSearchParams();
  const [restored] = useState(() => storedPlace(lobby));
  const [place, setPlace] = useState<LobbyPlace>({ tab: restored.tab, system: restored.system });
  // a bare lobby url opens with the last search: asked for at once, then written into the url
  const fromSession = useRef(params.has('q') ? '' : restored.q);
  const search = params.get('q') ?? fromSession.current;
  useEffect(() => {
    if (!fromSession.current) return;
    // once the url carries it, the url alone says what is searched (a cleared box clears it)
    if (params.has('q')) fromSession.current = '';
    else setParams({ q: fromSession.current }, { replace: true });
  }, [params, setParams]);

  // the latest place, written when the player leaves (scroll included)
  const latest = useRef({ ...place, q: search });
  latest.current = { ...place, q: search };
  const count = useRef(restored.count);
  useEffect(() => {
    const save = () => sessionStorage.setItem(placeKey(lobby), JSON.stringify({ ...latest.current, count: count.current, scrollY: window.scrollY }));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [lobby]);

  const setSearch = useCallback((q: string) => setParams(q ? { q } : {}, { replace: true }), [setParams]);
  return {
    place,
    search,
    /** the scroll position to go back to once the restored games are drawn */
    restoredScrollY: restored.scrollY,
    restoredCount: restored.count,
    setTab: (tab: string) => setPlace((p) => ({ ...p, tab })),
    setSystem: (system: string) => setPlace((p) => ({ ...p, system })),
    /** how many games the lobby shows now (read when the player leaves) */
    rememberCount: (loaded: number) => {
      count.current = loaded;
    },
    setSearch,
  };
}
