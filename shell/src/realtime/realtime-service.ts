import { EMPTY, Observable, distinctUntilChanged, map, switchMap } from 'rxjs';
import type { ArenaBus } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';
import type { RealtimeConnection } from '@arena/realtime';
import { FINGERPRINT_STORAGE_KEY } from '../startup/fingerprint';

export type RealtimeApi = Pick<Endpoints, 'notificationList' | 'hubTicket'>;

/** Fetched on a login only: a visitor never loads @microsoft/signalr, so it stays out of the first paint's JS. */
const loadRealtime = () => import(/* webpackChunkName: "realtime" */ '@arena/realtime');

/**
 * The hub connection lives exactly as long as the login. It starts for a session restored
 * at start-up and after every login, and stops on logout. After a login the connection also reads
 * the notification list (the start-up sequence read it only for a restored session).
 * Returns a function that stops everything.
 */
export function startRealtimeServices(bus: ArenaBus, api: RealtimeApi, storage: Storage = window.localStorage): () => void {
  const session = (fetchListOnStart: boolean) =>
    new Observable<never>(() => {
      let ended = false;
      let connection: RealtimeConnection | undefined;
      loadRealtime().then(
        ({ createRealtimeConnection }) => {
          if (ended) return;
          connection = createRealtimeConnection({
            bus,
            fetchNotifications: api.notificationList,
            fetchListOnStart,
            hubTicket: async () => (await api.hubTicket()).ticket,
            fingerprint: () => storage.getItem(FINGERPRINT_STORAGE_KEY),
          });
          void connection.start();
        },
        // a chunk that fails to load is a connection that failed to start
        (error: unknown) => bus.emit({ type: 'realtime/status', status: 'disconnected', error: String(error) }),
      );
      return () => {
        ended = true;
        void connection?.stop();
      };
    });

  const subscription = bus.state$
    .pipe(
      map((s) => s.auth.loggedIn),
      distinctUntilChanged(),
      // the first value is the state at start-up, whose list the start-up sequence reads itself
      switchMap((loggedIn, index) => (loggedIn ? session(index > 0) : EMPTY)),
    )
    .subscribe();
  return () => subscription.unsubscribe();
}
