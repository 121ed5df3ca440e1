import { createFakeEndpoints, authData } from '@arena/api-client/testing';
import { createBus } from '@arena/bus';
import type { AuthData } from '@arena/contracts';
import { FINGERPRINT_STORAGE_KEY } from '../../startup/fingerprint';

// Stands in for the lazily imported package: the factory runs only when the shell imports it.
const mockLoaded = jest.fn();
let mockLoadFailure: Error | null = null;
const mockConnection = { start: jest.fn(), stop: jest.fn() };
const mockCreate = jest.fn((_options: Record<string, unknown>) => mockConnection);
jest.mock('@arena/realtime', () => {
  mockLoaded();
  if (mockLoadFailure) throw mockLoadFailure;
  return { createRealtimeConnection: mockCreate };
});

const AUTH: AuthData = { ...authData, token: 'tok-1', username: 'ayse', usercode: 'U1', balance: 1000, phone: '', fingerprint: null };

/** Lets the dynamic import and its continuation run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({ restored = false } = {}) {
  // a fresh module registry per test: a static import of the package would run the factory right here
  const { startRealtimeServices } = require('../realtime-service') as typeof import('../realtime-service');
  const bus = createBus();
  if (restored) bus.emit({ type: 'auth/login', data: AUTH });
  const api = createFakeEndpoints({ notificationList: () => Promise.resolve([]) });
  localStorage.setItem(FINGERPRINT_STORAGE_KEY, 'fp-9');
  const stop = startRealtimeServices(bus, api, localStorage);
  return { bus, api, stop };
}

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  mockLoadFailure = null;
  mockConnection.start.mockResolvedValue(undefined);
  mockConnection.stop.mockResolvedValue(undefined);
  localStorage.clear();
});
afterEach(() => stop());

describe('startRealtimeServices', () => {
  it('loads nothing for a visitor', async () => {
    ({ stop } = setup());
    await settle();
    expect(mockLoaded).not.toHaveBeenCalled();
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('connects after a login with the stored fingerprint, the API list and a first read of it', async () => {
    const s = setup();
    stop = s.stop;
    s.bus.emit({ type: 'auth/login', data: AUTH });
    await settle();
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    expect(mockCreate).toHaveBeenCalledTimes(1);
    const options = mockCreate.mock.calls[0][0] as {
      bus: unknown;
      fetchNotifications: unknown;
      fetchListOnStart: boolean;
      fingerprint: () => string | null;
      hubTicket: () => Promise<string>;
    };
    expect(options.bus).toBe(s.bus);
    expect(options.fetchNotifications).toBe(s.api.notificationList);
    expect(options.fetchListOnStart).toBe(true);
    expect(options.fingerprint()).toBe('fp-9');
    // each (re)connect asks the API for a new hub ticket
    await expect(options.hubTicket()).resolves.toBe('hub-ticket-1');
    expect(s.api.hubTicket).toHaveBeenCalledTimes(1);
    expect(mockConnection.start).toHaveBeenCalledTimes(1);
  });

  it('connects a session restored at start-up without reading the list again', async () => {
    ({ stop } = setup({ restored: true }));
    await settle();
    expect(mockCreate).toHaveBeenCalledWith(expect.objectContaining({ fetchListOnStart: false }));
    expect(mockConnection.start).toHaveBeenCalledTimes(1);
  });

  it('keeps one connection while the login data changes, and stops it on logout', async () => {
    const s = setup({ restored: true });
    stop = s.stop;
    await settle();
    s.bus.emit({ type: 'auth/login', data: { ...AUTH, smsVerified: true } });
    await settle();
    expect(mockCreate).toHaveBeenCalledTimes(1);
    expect(mockConnection.stop).not.toHaveBeenCalled();

    s.bus.emit({ type: 'auth/logout' });
    expect(mockConnection.stop).toHaveBeenCalledTimes(1);
  });

  it('never connects when the logout comes before the code has loaded', async () => {
    const s = setup({ restored: true });
    stop = s.stop;
    s.bus.emit({ type: 'auth/logout' });
    await settle();
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('stops the connection when the service itself is stopped', async () => {
    const s = setup({ restored: true });
    await settle();
    s.stop();
    expect(mockConnection.stop).toHaveBeenCalledTimes(1);
  });

  it('reports code that fails to load as a connection that did not start', async () => {
    mockLoadFailure = new Error('Loading chunk realtime failed');
    const s = setup({ restored: true });
    stop = s.stop;
    await settle();
    expect(s.bus.getState().realtime).toEqual({ status: 'disconnected', error: 'Error: Loading chunk realtime failed' });
  });
});
