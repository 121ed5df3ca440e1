// A watcher of a shared game's room on the rooms hub (SignalR JSON protocol over a WebSocket): the
// handshake, Subscribe(room), a ping every 15 s so the hub keeps the connection, RoomMessage(room,
// command, payload) handed to `onMessage`, and a new connection 2 s after one is lost (`onReconnect`
// lets the page fetch what it missed).
import { ROOMS_HUB_METHODS, ROOMS_HUB_PATH } from '@arena/contracts';

const SEPARATOR = '\u001e';
const PING_MS = 15_000;
const RETRY_MS = 2_000;

export interface RoomWatcher {
  onMessage(command: string, payload: unknown): void;
  onReconnect(): void;
}

export function watchRoom(room: string, watcher: RoomWatcher): void {
  const connect = (again: boolean) => {
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${ROOMS_HUB_PATH}`);
    let ping: ReturnType<typeof setInterval> | undefined;
    const send = (record: object) => socket.send(`${JSON.stringify(record)}${SEPARATOR}`);
    socket.addEventListener('open', () => {
      socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
      send({ type: 1, invocationId: '1', target: ROOMS_HUB_METHODS.subscribe, arguments: [room] });
      ping = setInterval(() => send({ type: 6 }), PING_MS);
      if (again) watcher.onReconnect();
    });
    socket.addEventListener('message', (event) => {
      for (const text of String(event.data).split(SEPARATOR)) {
        if (!text) continue;
        const record = JSON.parse(text) as { type?: number; target?: string; arguments?: unknown[] };
        if (record.type === 1 && record.target === ROOMS_HUB_METHODS.message && record.arguments?.[0] === room)
          watcher.onMessage(String(record.arguments[1]), record.arguments[2]);
      }
    });
    socket.addEventListener('close', () => {
      clearInterval(ping);
      setTimeout(() => connect(true), RETRY_MS);
    });
  };
  connect(false);
}
