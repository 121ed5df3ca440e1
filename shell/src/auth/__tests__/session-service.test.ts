import { createFakeEndpoints, authData } from '@arena/api-client/testing';
import { createBus } from '@arena/bus';
import type { AuthData } from '@arena/contracts';
import { AUTH_STORAGE_KEY, BALANCE_POLL_MS, startSessionServices } from '../session-service';

const AUTH: AuthData = { ...authData, token: 'tok-1', username: 'ayse', usercode: 'U1', balance: 1000, fingerprint: null };

function setup() {
  const bus = createBus();
  const api = createFakeEndpoints();
  const deps = { localStorage: window.localStorage, sessionStorage: window.sessionStorage, navigate: jest.fn(), reload: jest.fn() };
  const stop = startSessionServices(bus, api, deps);
  return { bus, api, deps, stop };
}

const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('startSessionServices', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('stores every login, including updated login data, under authData', () => {
    const s = setup();
    stop = s.stop;
    s.bus.emit({ type: 'auth/login', data: AUTH });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toEqual(AUTH);
    s.bus.emit({ type: 'auth/login', data: { ...AUTH, smsVerified: true } });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).smsVerified).toBe(true);
  });

  it('reads the balance at login, then polls it every 10 s while logged in, emits it and keeps authData in sync', async () => {
    const s = setup();
    stop = s.stop;
    s.api.balance.mockResolvedValue({ balance: 2550 });
    jest.advanceTimersByTime(BALANCE_POLL_MS * 2);
    expect(s.api.balance).not.toHaveBeenCalled();

    s.bus.emit({ type: 'auth/login', data: AUTH });
    await flush();
    expect(s.api.balance).toHaveBeenCalledTimes(1);
    expect(s.bus.getState().auth.balance).toBe(2550);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).balance).toBe(2550);

    jest.advanceTimersByTime(BALANCE_POLL_MS - 1);
    await flush();
    expect(s.api.balance).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(s.api.balance).toHaveBeenCalledTimes(2);
  });

  it('a full page load reads the restored session’s balance at once, not at the first poll', async () => {
    const bus = createBus();
    // what startUp restores from authData: the balance of the page the player left
    bus.emit({ type: 'auth/login', data: { ...AUTH, balance: 0 } });
    const api = createFakeEndpoints();
    api.balance.mockResolvedValue({ balance: 2550 });
    stop = startSessionServices(bus, api, { localStorage, sessionStorage, navigate: jest.fn(), reload: jest.fn() });
    await flush();
    expect(api.balance).toHaveBeenCalledTimes(1);
    expect(bus.getState().auth.balance).toBe(2550);
    jest.advanceTimersByTime(BALANCE_POLL_MS);
    await flush();
    expect(api.balance).toHaveBeenCalledTimes(2);
  });

  it('a failed poll is skipped and polling goes on', async () => {
    const s = setup();
    stop = s.stop;
    s.api.balance.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ balance: 10 });
    s.bus.emit({ type: 'auth/login', data: AUTH });
    jest.advanceTimersByTime(BALANCE_POLL_MS);
    await flush();
    jest.advanceTimersByTime(BALANCE_POLL_MS);
    await flush();
    expect(s.bus.getState().auth.balance).toBe(10);
  });

  it('player logout: calls the server with the ending session token, clears storage, goes home, reloads after 300 ms, stops polling', async () => {
    const s = setup();
    stop = s.stop;
    s.bus.emit({ type: 'auth/login', data: AUTH });
    sessionStorage.setItem('x', '1');
    s.bus.emit({ type: 'auth/logout', reason: 'user' });
    await flush();
    expect(s.api.logout).toHaveBeenCalledWith(undefined, { token: 'tok-1' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(s.deps.navigate).toHaveBeenCalledWith('/');
    jest.advanceTimersByTime(299);
    expect(s.deps.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(s.deps.reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(BALANCE_POLL_MS * 3);
    // the read at login only
    expect(s.api.balance).toHaveBeenCalledTimes(1);
  });

  it('a failing server logout still logs out', async () => {
    const s = setup();
    stop = s.stop;
    s.api.logout.mockRejectedValue(new Error('offline'));
    s.bus.emit({ type: 'auth/login', data: AUTH });
    s.bus.emit({ type: 'auth/logout' });
    await flush();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    jest.advanceTimersByTime(300);
    expect(s.deps.reload).toHaveBeenCalled();
  });

  it('a 401 (reason unauthorized) runs the cleanup without calling the server', async () => {
    const s = setup();
    stop = s.stop;
    s.bus.emit({ type: 'auth/login', data: AUTH });
    s.bus.emit({ type: 'auth/logout', reason: 'unauthorized' });
    await flush();
    expect(s.api.logout).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(s.deps.navigate).toHaveBeenCalledWith('/');
    jest.advanceTimersByTime(300);
    expect(s.deps.reload).toHaveBeenCalled();
  });

  it.each(['user', 'unauthorized'] as const)('carries out a logout a remote asks for (reason %s), only while logged in', async (reason) => {
    const s = setup();
    stop = s.stop;
    const logouts: unknown[] = [];
    s.bus.events$.subscribe((e) => e.type === 'auth/logout' && logouts.push(e));
    s.bus.emit({ type: 'auth/logout-requested', reason });
    expect(logouts).toEqual([]);
    s.bus.emit({ type: 'auth/login', data: AUTH });
    s.bus.emit({ type: 'auth/logout-requested', reason });
    await flush();
    expect(logouts).toEqual([{ type: 'auth/logout', reason }]);
    expect(s.bus.getState().auth.loggedIn).toBe(false);
    expect(s.api.logout).toHaveBeenCalledTimes(reason === 'user' ? 1 : 0);
  });

  it('stores a verified phone with the session', () => {
    const s = setup();
    stop = s.stop;
    s.bus.emit({ type: 'auth/login', data: AUTH });
    s.bus.emit({ type: 'auth/phone-verified', phone: '5559998877' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ phone: '5559998877', smsVerified: true });
  });

  it('stop() ends polling and listening', async () => {
    const s = setup();
    s.bus.emit({ type: 'auth/login', data: AUTH });
    // the read at login only
    expect(s.api.balance).toHaveBeenCalledTimes(1);
    s.stop();
    jest.advanceTimersByTime(BALANCE_POLL_MS);
    s.bus.emit({ type: 'auth/logout', reason: 'user' });
    await flush();
    expect(s.api.balance).toHaveBeenCalledTimes(1);
    expect(s.api.logout).not.toHaveBeenCalled();
  });
});
