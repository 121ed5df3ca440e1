import { EMPTY, Subscription, distinctUntilChanged, exhaustMap, filter, from, interval, map, startWith, switchMap, catchError } from 'rxjs';
import { AUTH_STORAGE_KEY, type ArenaBus, type AuthData, type BusEvent } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';
import { shellConfig } from '../config';

export { AUTH_STORAGE_KEY };
/** Balance polling while logged in (after a first read as soon as the session is known). */
export const BALANCE_POLL_MS = 10_000;

export type SessionApi = Pick<Endpoints, 'balance' | 'logout'>;

export interface SessionDeps {
  localStorage: Storage;
  sessionStorage: Storage;
  /** client-side navigation (the logout goes home before the reload) */
  navigate: (to: string) => void;
  reload: () => void;
}

const browserDeps = (): SessionDeps => ({
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  navigate: (to) => window.history.pushState(null, '', to),
  reload: () => window.location.reload(),
});

/**
 * The session's side effects (login and start): every login (or updated login data) is stored
 * under `authData`; the balance is read as soon as the session is known (a session restored on a
 * full page load carries the balance of the page the player left) and every 10 s after, while
 * logged in, and kept in the stored data;
 * a logout clears local and session storage, goes home and reloads after 300 ms. A player logout
 * (`auth/logout` reason 'user' or none) first calls the server; a 401 (reason 'unauthorized') does not.
 * Remotes and the api client only ask for a logout (`auth/logout-requested`): the shell carries it out.
 * Returns a function that stops everything.
 */
export function startSessionServices(bus: ArenaBus, api: SessionApi, deps: Partial<SessionDeps> = {}): () => void {
  const { localStorage, sessionStorage, navigate, reload } = { ...browserDeps(), ...deps };
  const subscription = new Subscription();
  // The bus drops the session the moment a logout is emitted; the server still needs its token.
  let sessionToken: string | null = null;
  let loggingOut = false;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;

  const store = (data: AuthData) => localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(data));

  const logout = async (event: Extract<BusEvent, { type: 'auth/logout' }>) => {
    if (loggingOut) return;
    loggingOut = true;
    if (event.reason !== 'unauthorized') await api.logout(undefined, { token: sessionToken ?? undefined }).catch(() => undefined);
    sessionToken = null;
    localStorage.clear();
    sessionStorage.clear();
    navigate('/');
    reloadTimer = setTimeout(reload, shellConfig.logoutReloadMs);
  };

  subscription.add(
    bus.state$.pipe(map((s) => s.auth.data?.token ?? null)).subscribe((token) => {
      if (token) sessionToken = token;
    }),
  );

  subscription.add(
    bus.events$.subscribe((event) => {
      if (event.type === 'auth/login') store(event.data);
      else if (event.type === 'balance/changed' || event.type === 'auth/phone-verified') {
        const data = bus.getState().auth.data;
        if (data) store(data);
      } else if (event.type === 'auth/logout-requested') {
        if (bus.getState().auth.loggedIn) bus.emit({ type: 'auth/logout', reason: event.reason });
      } else if (event.type === 'auth/logout') void logout(event);
    }),
  );

  subscription.add(
    bus.state$
      .pipe(
        map((s) => s.auth.loggedIn),
        distinctUntilChanged(),
        switchMap((loggedIn) =>
          loggedIn
            ? interval(BALANCE_POLL_MS).pipe(
                startWith(-1),
                exhaustMap(() => from(api.balance()).pipe(catchError(() => EMPTY))),
              )
            : EMPTY,
        ),
        filter((reply) => typeof reply?.balance === 'number'),
      )
      .subscribe(({ balance }) => bus.emit({ type: 'balance/changed', balance })),
  );

  return () => {
    subscription.unsubscribe();
    clearTimeout(reloadTimer);
  };
}
