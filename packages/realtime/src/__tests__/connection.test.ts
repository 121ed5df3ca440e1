import { filter, firstValueFrom, timeout } from 'rxjs';
import WebSocket from 'ws';
import { createBus } from '@arena/bus';
import { HUB_PATH, NotificationType, type ArenaBus, type ArenaState, type AuthData, type BusEvent, type NotificationItem } from '@arena/contracts';
import { createRealtimeConnection, SERVER_TIMEOUT_ERROR, type RealtimeConnection, type RealtimeOptions } from '../index';
import { FakeHub } from './fake-hub';

// The SignalR client sends the access token as a header under Node but as ?access_token= in a browser,
// which is where the site runs. It tells the two apart by process.release, so these tests make it
// see a browser, with ws standing in for the browser's WebSocket.
const nodeRelease = process.release;
beforeAll(() => {
  Object.defineProperty(process, 'release', { value: { name: 'browser' }, configurable: true });
  Object.assign(globalThis, { WebSocket });
});
afterAll(() => {
  Object.defineProperty(process, 'release', { value: nodeRelease, configurable: true });
  delete (globalThis as { WebSocket?: unknown }).WebSocket;
});

const player: AuthData = {
  token: 'tok-1',
  username: 'ayse',
  usercode: 'U1',
  balance: 1000,
  phone: '',
  smsVerified: false,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  fingerprint: null,
};
const item = (id: number, title = `n${id}`): NotificationItem => ({
  id,
  title,
  note: '',
  type: NotificationType.Bonus,
  timeStamp: '2026-11-01T10:00:00',
  isRead: false,
});

let hub: FakeHub;
let connection: RealtimeConnection | undefined;
/** the API's hub tickets: a new one per call */
const tickets = () => {
  let issued = 0;
  return jest.fn(() => Promise.resolve(`ticket-${++issued}`));
};

function connect(bus: ArenaBus, options: Partial<RealtimeOptions> = {}) {
  connection = createRealtimeConnection({
    bus,
    fingerprint: () => 'fp-1',
    fetchNotifications: jest.fn().mockResolvedValue([]),
    hubTicket: tickets(),
    ...options,
    origin: options.origin ?? hub.origin,
  });
  return connection;
}

function loggedInBus() {
  const bus = createBus();
  bus.emit({ type: 'auth/login', data: player });
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  return { bus, events };
}

/** The bus state once it matches, or a failed test after 3 s. */
const until = (bus: ArenaBus, match: (state: ArenaState) => boolean) => firstValueFrom(bus.state$.pipe(filter(match), timeout(3000)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statuses = (events: BusEvent[]) => events.flatMap((e) => (e.type === 'realtime/status' ? [e.status] : []));

beforeEach(async () => {
  // the client logs every failure these tests provoke; what matters is what reaches the bus
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  hub = await FakeHub.start();
});
afterEach(async () => {
  await connection?.stop();
  connection = undefined;
  await hub.stop();
  jest.restoreAllMocks();
});

describe('createRealtimeConnection', () => {
  it('connects straight over a WebSocket to the hub path with the fingerprint, the language and a hub ticket, never the session token', async () => {
    const { bus, events } = loggedInBus();
    bus.emit({ type: 'i18n/loaded', i18n: { locale: 'en', translations: {} } });
    await connect(bus).start();

    const client = hub.latest;
    expect(client.url.pathname).toBe(HUB_PATH);
    expect(client.url.searchParams.get('fingerprint')).toBe('fp-1');
    expect(client.url.searchParams.get('locale')).toBe('en');
    expect(client.url.searchParams.get('access_token')).toBe('ticket-1');
    expect(client.url.toString()).not.toContain(player.token);
    // a negotiated connection would carry the id the negotiate call handed out
    expect(client.url.searchParams.has('id')).toBe(false);
    await expect(client.handshake).resolves.toEqual({ protocol: 'json', version: 1 });
    expect(statuses(events)).toEqual(['connecting', 'connected']);
    expect(bus.getState().realtime).toEqual({ status: 'connected', error: null });
  });

  it('puts a new notification on top of the list once per id and toasts its title', async () => {
    const { bus, events } = loggedInBus();
    bus.emit({ type: 'notifications/changed', notifications: [item(1)] });
    await connect(bus).start();

    hub.notify('Notification', item(2, 'Bonus yüklendi'));
    await until(bus, (s) => s.notifications.length === 2);
    expect(bus.getState().notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(events).toContainEqual({ type: 'toast/show', toast: { id: 'notification-2', type: 'info', message: 'Bonus yüklendi' } });

    hub.notify('Notification', item(2, 'Bonus yüklendi'));
    hub.notify('Notification', item(1));
    // the hub's messages arrive in order: once the balance is in, the repeats have been handled
    hub.notify('Balance', { balance: 1 });
    await until(bus, (s) => s.auth.balance === 1);
    expect(bus.getState().notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(events.filter((e) => e.type === 'toast/show')).toHaveLength(1);
  });

  it('replaces the balance with the one the hub sends', async () => {
    const { bus } = loggedInBus();
    await connect(bus).start();
    hub.notify('Balance', { balance: 4250 });
    await until(bus, (s) => s.auth.balance === 4250);
    expect(bus.getState().auth.data?.balance).toBe(4250);
  });

  it('reconnects at once when the server drops the socket, with a new hub ticket, then reads the list again', async () => {
    const { bus, events } = loggedInBus();
    const fresh = [item(7), item(6)];
    const fetchNotifications = jest.fn().mockResolvedValue(fresh);
    const hubTicket = tickets();
    await connect(bus, { fetchNotifications, hubTicket }).start();

    const droppedAt = Date.now();
    hub.latest.socket.terminate();
    const second = await hub.connections(2);
    // the first reconnect delay is 0; the next one (2 s) would fail this
    expect(Date.now() - droppedAt).toBeLessThan(1000);
    expect(second.url.searchParams.get('access_token')).toBe('ticket-2');
    expect(hubTicket).toHaveBeenCalledTimes(2);
    expect(second.url.searchParams.get('fingerprint')).toBe('fp-1');

    await until(bus, (s) => s.notifications === fresh);
    expect(fetchNotifications).toHaveBeenCalledTimes(1);
    expect(statuses(events)).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    expect(bus.getState().realtime).toEqual({ status: 'connected', error: null });
  });

  it('reads the list once connected only when asked to (a login after start-up)', async () => {
    const { bus } = loggedInBus();
    const fresh = [item(3)];
    const fetchNotifications = jest.fn().mockResolvedValue(fresh);
    await connect(bus, { fetchNotifications }).start();
    expect(fetchNotifications).not.toHaveBeenCalled();
    await connection?.stop();

    await connect(bus, { fetchNotifications, fetchListOnStart: true }).start();
    await until(bus, (s) => s.notifications === fresh);
    expect(fetchNotifications).toHaveBeenCalledTimes(1);
  });

  it('stops retrying after the last delay and reports why it dropped', async () => {
    const { bus } = loggedInBus();
    await connect(bus, { reconnectDelaysMs: [0, 20] }).start();

    hub.handshakeReply = '{"error":"no session"}';
    hub.latest.socket.terminate();
    await until(bus, (s) => s.realtime.status === 'disconnected');
    expect(hub.clients).toHaveLength(3);
    expect(bus.getState().realtime.error).toMatch(/WebSocket closed/);
    await sleep(100);
    expect(hub.clients).toHaveLength(3);
  });

  it("reports 'Server timeout' when nothing arrives from the server in time", async () => {
    const { bus } = loggedInBus();
    await connect(bus, { serverTimeoutMs: 200, keepAliveMs: 50 }).start();
    const state = await until(bus, (s) => s.realtime.error !== null);
    expect(state.realtime).toEqual({ status: 'reconnecting', error: SERVER_TIMEOUT_ERROR });
  });

  it('reports a refused handshake instead of throwing it', async () => {
    hub.handshakeReply = '{"error":"invalid token"}';
    const { bus } = loggedInBus();
    await expect(connect(bus).start()).resolves.toBeUndefined();
    expect(bus.getState().realtime.status).toBe('disconnected');
    expect(bus.getState().realtime.error).toMatch(/invalid token/);
  });

  it('reports a hub ticket the API refuses as a failed start, and opens no socket', async () => {
    const { bus } = loggedInBus();
    const hubTicket = jest.fn(() => Promise.reject(new Error('Your session has ended. Please log in again.')));
    await expect(connect(bus, { hubTicket }).start()).resolves.toBeUndefined();
    expect(bus.getState().realtime.status).toBe('disconnected');
    expect(bus.getState().realtime.error).toMatch(/session has ended/);
    expect(() => hub.latest).toThrow('no client connected');
  });

  it('reports a hub that cannot be reached instead of throwing it', async () => {
    const { bus } = loggedInBus();
    const { origin } = hub;
    await hub.stop();
    await expect(connect(bus, { origin }).start()).resolves.toBeUndefined();
    expect(bus.getState().realtime.status).toBe('disconnected');
    expect(bus.getState().realtime.error).toMatch(/WebSocket failed to connect/);
    hub = await FakeHub.start();
  });

  it('stop() closes the socket for good', async () => {
    const { bus } = loggedInBus();
    const live = connect(bus);
    await live.start();
    const closed = new Promise((resolve) => hub.latest.socket.once('close', resolve));
    await live.stop();
    await closed;
    expect(bus.getState().realtime).toEqual({ status: 'disconnected', error: null });
    await sleep(100);
    expect(hub.clients).toHaveLength(1);
  });

  it("ends without a reconnect when the server sends the protocol's close message", async () => {
    const { bus } = loggedInBus();
    await connect(bus).start();
    hub.sendClose('Session ended');
    await until(bus, (s) => s.realtime.status === 'disconnected');
    expect(bus.getState().realtime.error).toMatch(/Session ended/);
    await sleep(100);
    expect(hub.clients).toHaveLength(1);
  });
});
