import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  HUB_FINGERPRINT_QUERY,
  HUB_LOCALE_QUERY,
  HUB_NOTIFY_METHOD,
  HUB_PATH,
  REALTIME,
  type ArenaBus,
  type NotificationItem,
  type RealtimeStatus,
} from '@arena/contracts';
import { parseHubMessage } from './hub-messages';

/** The error reported when nothing arrived from the server within the server timeout. */
export const SERVER_TIMEOUT_ERROR = 'Server timeout';

export interface RealtimeOptions {
  bus: ArenaBus;
  /** the notification list from the API: messages sent while the socket was down are not replayed, so it is read again after a reconnect */
  fetchNotifications: () => Promise<NotificationItem[]>;
  /** read the list once the first connect succeeds too: for a login after start-up, whose list nobody has read yet */
  fetchListOnStart?: boolean;
  /**
   * A hub ticket from the API (auth/hubticket), asked for at every (re)connect: the browser sends its
   * access token in the URL, so that is a 30-second single-use ticket, never the session token.
   */
  hubTicket: () => Promise<string>;
  /** the stored device fingerprint (sent as the `fingerprint` query value) */
  fingerprint: () => string | null;
  /** the site origin the hub path is resolved against */
  origin?: string;
  /** contracts' REALTIME values by default; tests shorten them */
  reconnectDelaysMs?: readonly number[];
  serverTimeoutMs?: number;
  keepAliveMs?: number;
}

export interface RealtimeConnection {
  /** connects; a failure is reported on the bus (status disconnected with the error), never thrown */
  start(): Promise<void>;
  /** disconnects for good: no automatic reconnect follows */
  stop(): Promise<void>;
}

/** The bus's error text: the client's long timeout message becomes 'Server timeout'. */
function describe(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);
  return message.startsWith('Server timeout') ? SERVER_TIMEOUT_ERROR : message;
}

function hubUrl(origin: string, fingerprint: string | null, locale: string): string {
  const url = new URL(HUB_PATH, origin);
  url.searchParams.set(HUB_FINGERPRINT_QUERY, fingerprint ?? '');
  // pushed notifications are written in the player's language (a language change reloads the page)
  url.searchParams.set(HUB_LOCALE_QUERY, locale);
  return url.toString();
}

/**
 * The real-time connection: WebSockets only, no negotiation, a fresh hub ticket as the
 * access token, automatic reconnect (0, 2, 10, 30 s, then it stops). NotifyMessage updates the bus:
 * a new notification is prepended (once per id) and toasted with its title, a balance replaces the
 * balance. Every status change (connecting, connected, reconnecting, disconnected + error) goes on
 * the bus as `realtime/status`.
 */
export function createRealtimeConnection({
  bus,
  fetchNotifications,
  fetchListOnStart = false,
  hubTicket,
  fingerprint,
  origin = globalThis.location?.origin ?? '',
  reconnectDelaysMs = REALTIME.reconnectDelaysMs,
  serverTimeoutMs = REALTIME.serverTimeoutMs,
  keepAliveMs = REALTIME.keepAliveMs,
}: RealtimeOptions): RealtimeConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(origin, fingerprint(), bus.getState().i18n.locale), {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      // called on every (re)connect: each ticket opens one connection only
      accessTokenFactory: hubTicket,
    })
    .withAutomaticReconnect([...reconnectDelaysMs])
    // failures reach the bus; the console keeps only what a developer needs
    .configureLogging(LogLevel.Warning)
    .build();
  connection.serverTimeoutInMilliseconds = serverTimeoutMs;
  connection.keepAliveIntervalInMilliseconds = keepAliveMs;

  // set by stop(): the start it interrupts has not failed, and a list arriving later belongs to no session
  let stopped = false;
  const status = (next: RealtimeStatus, error?: unknown) => bus.emit({ type: 'realtime/status', status: next, error: describe(error) });
  // the api client has already toasted a failed call; the list just stays as it was
  const refreshList = () =>
    fetchNotifications().then(
      (notifications) => {
        if (!stopped) bus.emit({ type: 'notifications/changed', notifications });
      },
      () => undefined,
    );

  connection.on(HUB_NOTIFY_METHOD, (command: unknown, message: unknown) => {
    const update = parseHubMessage(command, message);
    if (update?.kind === 'balance') {
      bus.emit({ type: 'balance/changed', balance: update.balance });
    } else if (update?.kind === 'notification') {
      const { notification } = update;
      const list = bus.getState().notifications;
      if (list.some((n) => n.id === notification.id)) return;
      bus.emit({ type: 'notifications/changed', notifications: [notification, ...list] });
      bus.emit({ type: 'toast/show', toast: { id: `notification-${notification.id}`, type: 'info', message: notification.title } });
    }
  });
  // the retries ending close the connection without an error: the drop that started them is the reason
  let dropReason: unknown;
  connection.onreconnecting((error) => {
    dropReason = error;
    status('reconnecting', error);
  });
  connection.onreconnected(() => {
    dropReason = undefined;
    status('connected');
    void refreshList();
  });
  connection.onclose((error) => status('disconnected', error ?? (stopped ? undefined : dropReason)));

  return {
    async start() {
      stopped = false;
      dropReason = undefined;
      status('connecting');
      try {
        await connection.start();
        status('connected');
        if (fetchListOnStart) void refreshList();
      } catch (error) {
        status('disconnected', stopped ? undefined : error);
      }
    },
    async stop() {
      stopped = true;
      await connection.stop();
    },
  };
}
