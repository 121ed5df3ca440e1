// A live game's room, watched from the browser: the rooms hub (/hub/originals) on the SignalR JSON
// protocol over a plain WebSocket — handshake, Subscribe(room), pings, and RoomMessage(room, command,
// payload) handed to the page. A lost connection comes back by itself; `onJoined` runs after each
// (re)subscription so the page reloads what it may have missed.
import { ROOMS_HUB_METHODS, ROOMS_HUB_PATH } from '@arena/contracts';

const SEPARATOR = '\u001e';
const PING_MS = 15_000;
/** waits before reconnecting, the last one repeated */
const RECONNECT_MS = [500, 2_000, 5_000, 10_000];

export interface RoomHandlers {
  onMessage: (command: string, payload: unknown) => void;
  onJoined?: () => void;
}

export interface LiveRoom {
  close(): void;
}

export function joinRoom(room: string, { onMessage, onJoined }: RoomHandlers): LiveRoom {
  let socket: WebSocket | null = null;
  let attempts = 0;
  let closed = false;
  let ping: number | undefined;

  const send = (message: object) => socket?.send(JSON.stringify(message) + SEPARATOR);

  const connect = () => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${ROOMS_HUB_PATH}`;
    const current = new WebSocket(url);
    socket = current;
    let handshaken = false;
    current.onopen = () => current.send(JSON.stringify({ protocol: 'json', version: 1 }) + SEPARATOR);
    current.onmessage = (event: MessageEvent<string>) => {
      for (const record of event.data.split(SEPARATOR).filter(Boolean)) {
        const message = JSON.parse(record) as { type?: number; target?: string; arguments?: unknown[]; error?: string };
        if (!handshaken) {
          if (message.error) return current.close();
          handshaken = true;
          attempts = 0;
          send({ type: 1, target: ROOMS_HUB_METHODS.subscribe, arguments: [room] });
          ping = window.setInterval(() => send({ type: 6 }), PING_MS);
          onJoined?.();
        } else if (message.type === 1 && message.target === ROOMS_HUB_METHODS.message && message.arguments?.[0] === room) {
          onMessage(String(message.arguments[1]), message.arguments[2]);
        }
      }
    };
    current.onclose = () => {
      window.clearInterval(ping);
      if (closed) return;
      const wait = RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)];
      attempts += 1;
      window.setTimeout(connect, wait);
    };
  };
  connect();

  return {
    close() {
      closed = true;
      socket?.close();
    },
  };
}
