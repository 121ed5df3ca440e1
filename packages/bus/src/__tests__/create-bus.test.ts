import { createBus } from '../create-bus';
import type { AuthData, BusEvent } from '@arena/contracts';

const authData: AuthData = {
  token: 't',
  username: 'ayse',
  usercode: 'U1',
  balance: 12_345,
  phone: '905551112233',
  smsVerified: false,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  fingerprint: null,
};

describe('createBus', () => {
  it('logs in, tracks balance in minor units and logs out', () => {
    const bus = createBus();
    bus.emit({ type: 'auth/login', data: authData });
    expect(bus.getState().auth).toMatchObject({ loggedIn: true, balance: 12_345, userName: 'ayse', userCode: 'U1' });
    bus.emit({ type: 'balance/changed', balance: 500 });
    expect(bus.getState().auth.balance).toBe(500);
    expect(bus.getState().auth.data?.balance).toBe(500);
    bus.emit({ type: 'auth/logout' });
    expect(bus.getState().auth.loggedIn).toBe(false);
  });

  it('keeps at most one dialog open: opening one replaces the other', () => {
    const bus = createBus();
    bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
    bus.emit({ type: 'dialog/open', dialog: { name: 'register' } });
    expect(bus.getState().dialog).toEqual({ name: 'register' });
    bus.emit({ type: 'dialog/close' });
    expect(bus.getState().dialog).toBeNull();
  });

  it('tracks the real-time connection status and keeps the last error until a clean status replaces it', () => {
    const bus = createBus();
    expect(bus.getState().realtime).toEqual({ status: 'disconnected', error: null });
    bus.emit({ type: 'realtime/status', status: 'connected' });
    bus.emit({ type: 'realtime/status', status: 'reconnecting', error: 'Server timeout' });
    expect(bus.getState().realtime).toEqual({ status: 'reconnecting', error: 'Server timeout' });
    bus.emit({ type: 'realtime/status', status: 'connected' });
    expect(bus.getState().realtime).toEqual({ status: 'connected', error: null });
  });

  it('publishes every event, including stateless ones, and does not re-emit unchanged state', () => {
    const bus = createBus();
    const events: BusEvent['type'][] = [];
    let stateEmissions = 0;
    bus.events$.subscribe((e) => events.push(e.type));
    bus.state$.subscribe(() => stateEmissions++);
    bus.emit({ type: 'toast/show', toast: { type: 'info', message: 'hi' } });
    bus.emit({ type: 'dialog/close' });
    expect(events).toEqual(['toast/show', 'dialog/close']);
    expect(stateEmissions).toBe(1);
  });
});
