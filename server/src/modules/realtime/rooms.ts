// The rooms hub: anyone (signed in or not) watching a live game subscribes to its room and hears what is
// published there — the same SignalR JSON protocol as the customer hub, with two hub methods a client
// invokes, Subscribe(room) and Unsubscribe(room), and RoomMessage(room, command, payload) from the server.
// Every instance hears every room event on the `rooms` channel of app.pubsub and hands it to the
// connections it holds, so a round driven by one instance reaches watchers connected to any instance.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ROOMS_HUB_METHODS } from '@arena/contracts';
import type { HubConfig } from '../../config';
import type { PubSub } from '../../plugins/pubsub';
import { closeMessage, frame, HANDSHAKE_OK, handshakeError, invocation, MessageType, parseMessage, PING, splitRecords } from './protocol';

export interface RoomEvent {
  room: string;
  command: string;
  payload: unknown;
}

/** a room is a game code (or a game's sub-room): short, lower case */
const ROOM_NAME = /^[a-z0-9:-]{1,40}$/;
/** rooms one connection may watch at once */
const MAX_ROOMS = 8;
const CHANNEL = 'rooms';

interface Watcher {
  socket: WebSocket;
  handshaken: boolean;
  pending: string;
  lastReceivedAt: number;
  rooms: Set<string>;
  handshakeTimer: NodeJS.Timeout;
}

interface RoomInvocation {
  type: MessageType;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
}

export async function createRoomsHub(config: HubConfig, pubsub: PubSub, log: FastifyBaseLogger) {
  const all = new Set<Watcher>();
  const byRoom = new Map<string, Set<Watcher>>();
  let closing = false;

  const send = (watcher: Watcher, text: string) => {
    if (watcher.socket.readyState === watcher.socket.OPEN) watcher.socket.send(text);
  };

  const leave = (watcher: Watcher, room: string) => {
    watcher.rooms.delete(room);
    const watchers = byRoom.get(room);
    watchers?.delete(watcher);
    if (watchers?.size === 0) byRoom.delete(room);
  };

  const forget = (watcher: Watcher) => {
    clearTimeout(watcher.handshakeTimer);
    all.delete(watcher);
    for (const room of [...watcher.rooms]) leave(watcher, room);
  };

  const fail = (watcher: Watcher, error: string) => {
    send(watcher, closeMessage({ error }));
    watcher.socket.close();
    forget(watcher);
  };

  /** Subscribe/Unsubscribe: null when done, else the error the caller is answered with. */
  const invoke = (watcher: Watcher, { target, arguments: args }: RoomInvocation): string | null => {
    const room = Array.isArray(args) ? args[0] : undefined;
    if (typeof room !== 'string' || !ROOM_NAME.test(room)) return 'The room is not a valid room name.';
    if (target === ROOMS_HUB_METHODS.subscribe) {
      if (!watcher.rooms.has(room) && watcher.rooms.size >= MAX_ROOMS) return `At most ${MAX_ROOMS} rooms at once.`;
      watcher.rooms.add(room);
      const watchers = byRoom.get(room) ?? new Set<Watcher>();
      watchers.add(watcher);
      byRoom.set(room, watchers);
      return null;
    }
    if (target === ROOMS_HUB_METHODS.unsubscribe) {
      leave(watcher, room);
      return null;
    }
    return `Unknown hub method '${String(target)}'.`;
  };

  const handle = (watcher: Watcher, record: string) => {
    if (!watcher.handshaken) {
      const error = handshakeError(record);
      if (error) {
        send(watcher, frame({ error }));
        watcher.socket.close();
        forget(watcher);
        return;
      }
      watcher.handshaken = true;
      clearTimeout(watcher.handshakeTimer);
      send(watcher, HANDSHAKE_OK);
      return;
    }
    const message: RoomInvocation | null = parseMessage(record);
    if (!message) return fail(watcher, 'The message is not a valid hub message.');
    if (message.type === MessageType.Ping) return send(watcher, PING);
    if (message.type === MessageType.Close) {
      watcher.socket.close();
      forget(watcher);
      return;
    }
    if (message.type !== MessageType.Invocation) return;
    const error = invoke(watcher, message);
    // a non-blocking invocation (no id) expects no answer
    if (typeof message.invocationId === 'string') {
      send(watcher, frame({ type: MessageType.Completion, invocationId: message.invocationId, ...(error ? { error } : { result: null }) }));
    }
  };

  const receive = (watcher: Watcher, data: RawData, isBinary: boolean) => {
    watcher.lastReceivedAt = Date.now();
    if (isBinary) return fail(watcher, 'Binary messages are not part of the json protocol.');
    watcher.pending += (data as Buffer).toString();
    if (Buffer.byteLength(watcher.pending) > config.maxMessageBytes) return fail(watcher, 'The message is too large.');
    const { records, rest } = splitRecords(watcher.pending);
    watcher.pending = rest;
    for (const record of records) {
      if (!all.has(watcher)) return;
      handle(watcher, record);
    }
  };

  const tick = () => {
    const now = Date.now();
    for (const watcher of all) {
      if (!watcher.handshaken) continue;
      if (now - watcher.lastReceivedAt > config.clientTimeoutMs) {
        watcher.socket.terminate();
        forget(watcher);
        continue;
      }
      send(watcher, PING);
    }
  };
  const timer = setInterval(tick, config.keepAliveMs).unref();

  const deliver = ({ room, command, payload }: RoomEvent) => {
    const watchers = byRoom.get(room);
    if (!watchers) return;
    const text = invocation(ROOMS_HUB_METHODS.message, [room, command, payload]);
    for (const watcher of watchers) send(watcher, text);
  };

  await pubsub.subscribe(CHANNEL, (text) => {
    try {
      deliver(JSON.parse(text) as RoomEvent);
    } catch (error) {
      log.warn({ err: error }, 'unreadable room event');
    }
  });

  return {
    /** Takes over a socket; the client has handshakeTimeoutMs to send its handshake. */
    accept(socket: WebSocket): void {
      if (closing) {
        socket.close(1001);
        return;
      }
      const watcher: Watcher = {
        socket,
        handshaken: false,
        pending: '',
        lastReceivedAt: Date.now(),
        rooms: new Set(),
        handshakeTimer: setTimeout(() => {
          socket.close();
          forget(watcher);
        }, config.handshakeTimeoutMs),
      };
      all.add(watcher);
      socket.on('message', (data, isBinary) => receive(watcher, data, isBinary));
      socket.on('close', () => forget(watcher));
    },

    /** To every watcher of the room, on whichever instance holds it. */
    publish: (event: RoomEvent): Promise<void> => pubsub.publish(CHANNEL, JSON.stringify(event)),

    /** Server shutdown: watchers are told to reconnect (to another instance, or to this one restarted). */
    shutdown(): void {
      closing = true;
      clearInterval(timer);
      for (const watcher of [...all]) {
        send(watcher, closeMessage({ allowReconnect: true }));
        watcher.socket.close(1001);
        forget(watcher);
      }
    },
  };
}
