import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { REALTIME, ROOMS_HUB_METHODS, ROOMS_HUB_PATH } from '@arena/contracts';

/** What the rooms client needs of a SignalR connection (a fake one in tests). */
export type RoomsHubConnection = Pick<HubConnection, 'state' | 'start' | 'stop' | 'send' | 'on' | 'onreconnected' | 'onclose'>;

/** One RoomMessage(room, command, payload) of a room the listener subscribed to. */
export type RoomListener = (command: string, payload: unknown) => void;

export interface RoomsClientOptions {
  /** the site origin the hub path is resolved against */
  origin?: string;
  /** the automatic reconnect's delays (contracts' REALTIME by default) */
  reconnectDelaysMs?: readonly number[];
  /** once the automatic reconnect gave up, a new connection is tried after this while rooms are still watched */
  restartDelayMs?: number;
  /** with no room watched, the connection closes after this long (a move between two pages keeps it) */
  idleCloseMs?: number;
  /** builds the connection; tests hand in a fake */
  connect?: (url: string, reconnectDelaysMs: readonly number[]) => RoomsHubConnection;
}

export interface RoomsClient {
  /** listens to a room; the returned function stops listening (the room is left when nobody listens any more) */
  subscribe(room: string, listener: RoomListener): () => void;
  /** the rooms someone listens to */
  rooms(): string[];
  /** closes the connection for good */
  stop(): Promise<void>;
}

function buildConnection(url: string, reconnectDelaysMs: readonly number[]): RoomsHubConnection {
  return new HubConnectionBuilder()
    .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect([...reconnectDelaysMs])
    .configureLogging(LogLevel.Warning)
    .build();
}

/**
 * A client of the rooms hub (anonymous: no token): one connection, opened on the first subscription and
 * shared by every listener. A room is joined once however many listen to it and left when the last one
 * stops. The server forgets a connection's rooms when it drops, so every watched room is joined again
 * after a reconnect; once the automatic reconnect gives up, a new connection is tried while rooms are watched.
 * With no room watched for a while the connection closes, and opens again with the next subscription.
 */
export function createRoomsClient({
  origin = globalThis.location?.origin ?? '',
  reconnectDelaysMs = REALTIME.reconnectDelaysMs,
  restartDelayMs = REALTIME.reconnectDelaysMs.at(-1) ?? 30_000,
  idleCloseMs = 30_000,
  connect = buildConnection,
}: RoomsClientOptions = {}): RoomsClient {
  const listeners = new Map<string, Set<RoomListener>>();
  let connection: RoomsHubConnection | null = null;
  let starting: Promise<void> | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // the connection is closing because nobody listens (not a drop to recover from)
  let closingIdle = false;

  const connected = () => connection?.state === HubConnectionState.Connected;
  // a failed send means the socket is going down: the rooms are joined again once it is back
  const invoke = (method: string, room: string) => {
    if (connected()) connection!.send(method, room).catch(() => undefined);
  };
  const joinAll = () => {
    for (const room of listeners.keys()) invoke(ROOMS_HUB_METHODS.subscribe, room);
  };

  const scheduleRestart = () => {
    clearTimeout(restartTimer);
    if (stopped || listeners.size === 0) return;
    restartTimer = setTimeout(() => void start(), restartDelayMs);
  };

  const closeWhenIdle = () => {
    clearTimeout(idleTimer);
    if (listeners.size > 0) return;
    idleTimer = setTimeout(() => {
      if (listeners.size > 0 || !connection || connection.state === HubConnectionState.Disconnected) return;
      closingIdle = true;
      void connection.stop();
    }, idleCloseMs);
  };

  const closed = () => {
    if (!closingIdle) return scheduleRestart();
    closingIdle = false;
    // someone subscribed while it was closing: open again at once
    if (listeners.size > 0 && !stopped) void start();
  };

  const open = (): RoomsHubConnection => {
    const hub = connect(new URL(ROOMS_HUB_PATH, origin).toString(), reconnectDelaysMs);
    hub.on(ROOMS_HUB_METHODS.message, (room: unknown, command: unknown, payload: unknown) => {
      if (typeof room !== 'string' || typeof command !== 'string') return;
      for (const listener of listeners.get(room) ?? []) listener(command, payload);
    });
    hub.onreconnected(joinAll);
    hub.onclose(closed);
    return hub;
  };

  function start(): Promise<void> {
    if (starting) return starting;
    connection ??= open();
    const hub = connection;
    starting = hub
      .start()
      .then(() => {
        if (stopped) return hub.stop();
        joinAll();
        closeWhenIdle();
      })
      .catch(scheduleRestart)
      .finally(() => {
        starting = null;
      });
    return starting;
  }

  return {
    subscribe(room, listener) {
      stopped = false;
      clearTimeout(idleTimer);
      const current = listeners.get(room);
      if (current) {
        current.add(listener);
      } else {
        listeners.set(room, new Set([listener]));
        // while connecting, the room is joined once the connection is up
        if (!connection || (connection.state === HubConnectionState.Disconnected && !starting)) void start();
        else invoke(ROOMS_HUB_METHODS.subscribe, room);
      }
      return () => {
        const set = listeners.get(room);
        if (!set?.delete(listener) || set.size > 0) return;
        listeners.delete(room);
        invoke(ROOMS_HUB_METHODS.unsubscribe, room);
        closeWhenIdle();
      };
    },
    rooms: () => [...listeners.keys()],
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      clearTimeout(idleTimer);
      listeners.clear();
      await connection?.stop();
    },
  };
}

let shared: RoomsClient | null = null;

/** The page's one rooms client (every subscriber shares its connection). */
export function roomsClient(): RoomsClient {
  shared ??= createRoomsClient();
  return shared;
}
