// Clients of the real-time hub for tests: the official SignalR client (what the browser runs) and a
// raw WebSocket that speaks the JSON hub protocol by hand, for the cases a well-behaved client never
// produces (bad handshakes, split records, unknown methods).
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_NOTIFY_METHOD, HUB_PATH, ROOMS_HUB_PATH, type HubMessage } from '@arena/contracts';
import WebSocket from 'ws';
import { RECORD_SEPARATOR } from '../modules/realtime/protocol';

/** What arrives, in order; next() waits for the following item. */
export class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((item: T) => void)[] = [];

  push(item: T): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  /** everything that has arrived and was not taken yet */
  drain(): T[] {
    return this.items.splice(0);
  }

  next(timeoutMs = 5_000): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift()!);
    return new Promise((resolve, reject) => {
      const waiter = (item: T) => {
        clearTimeout(timer);
        resolve(item);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Error(`nothing arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }
}

export interface OfficialClient {
  connection: HubConnection;
  messages: Inbox<HubMessage>;
  /** resolves with the close error (undefined for a clean close) */
  closed: Promise<Error | undefined>;
}

/** Connects the way the browser does: WebSocket only, no negotiation, the session token. */
export async function connectOfficial(origin: string, token: string, { locale = 'en', query = '' } = {}): Promise<OfficialClient> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${origin}${HUB_PATH}?fingerprint=test${query}`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
      headers: { 'x-locale': locale },
    })
    .configureLogging(LogLevel.None)
    .build();
  const messages = new Inbox<HubMessage>();
  connection.on(HUB_NOTIFY_METHOD, (command: string, message: string) => messages.push({ command, message }));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  return { connection, messages, closed };
}

export interface RawClient {
  socket: WebSocket;
  /** every record the server sent, as text without the separator */
  records: Inbox<string>;
  closed: Promise<number>;
  send(...records: string[]): void;
}

/** Opens a WebSocket to the hub (or the rooms hub); rejects with the HTTP status when the upgrade is refused. */
export function connectRaw(
  origin: string,
  { token, query = '', path = HUB_PATH }: { token?: string; query?: string; path?: typeof HUB_PATH | typeof ROOMS_HUB_PATH } = {},
): Promise<RawClient> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${path}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const records = new Inbox<string>();
  socket.on('message', (data) => {
    for (const record of (data as Buffer).toString().split(RECORD_SEPARATOR).slice(0, -1)) records.push(record);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => reject(Object.assign(new Error('upgrade refused'), { statusCode: response.statusCode })));
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, records, closed, send: (...parts) => socket.send(parts.map((part) => part + RECORD_SEPARATOR).join('')) }));
  });
}

/** A record of the hub's JSON protocol, as the tests read it. */
export interface HubRecord {
  type?: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  result?: unknown;
}

/**
 * A watcher of one room on the rooms hub, as a page subscribes: the handshake and Subscribe sent, and
 * the server's two replies to them.
 */
export async function watchRoom(origin: string, room: string): Promise<RawClient & { replies: HubRecord[] }> {
  const client = await connectRaw(origin, { path: ROOMS_HUB_PATH });
  client.send('{"protocol":"json","version":1}');
  const handshake = JSON.parse(await client.records.next()) as HubRecord;
  client.send(JSON.stringify({ type: 1, invocationId: '1', target: 'Subscribe', arguments: [room] }));
  const subscribed = JSON.parse(await client.records.next()) as HubRecord;
  return { ...client, replies: [handshake, subscribed] };
}
