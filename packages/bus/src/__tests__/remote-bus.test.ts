import type { AuthData, BusEvent, RemoteBus } from '@arena/contracts';
import { createBus } from '../create-bus';
import { toRemoteBus } from '../remote-bus';

const authData: AuthData = {
  token: 't',
  username: 'ayse',
  usercode: 'U1',
  balance: 12_345,
  phone: '',
  smsVerified: false,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  fingerprint: null,
};

/** what a remote built without our types (or against an older contract) could call */
const emitUntyped = (bus: RemoteBus, event: BusEvent) => Reflect.apply(bus.emit, bus, [event]);

describe('toRemoteBus', () => {
  function setup() {
    const bus = createBus();
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    return { bus, remote: toRemoteBus(bus), events };
  }

  it('passes on the events meant for remotes', () => {
    const { bus, remote, events } = setup();
    remote.emit({ type: 'toast/show', toast: { type: 'info', message: 'hi' } });
    remote.emit({ type: 'dialog/open', dialog: { name: 'notifications' } });
    remote.emit({ type: 'navigate', to: '/promotions' });
    remote.emit({ type: 'auth/logout-requested', reason: 'user' });
    expect(events.map((e) => e.type)).toEqual(['toast/show', 'dialog/open', 'navigate', 'auth/logout-requested']);
    expect(bus.getState().dialog).toEqual({ name: 'notifications' });
  });

  it.each<BusEvent>([
    { type: 'auth/login', data: authData },
    { type: 'auth/logout', reason: 'user' },
    { type: 'balance/changed', balance: 1 },
    { type: 'i18n/loaded', i18n: { locale: 'en', translations: {} } },
    { type: 'realtime/status', status: 'connected' },
    { type: 'dialog/close' },
    { type: 'dialog/open', dialog: { name: 'changePassword' } },
  ])('ignores a remote emitting $type (shell only)', (event) => {
    const { bus, remote, events } = setup();
    const before = bus.getState();
    emitUntyped(remote, event);
    expect(events).toEqual([]);
    expect(bus.getState()).toBe(before);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`'${event.type}'`));
  });

  it('shows the shell state read-only: a write is refused and changes nothing', () => {
    const { bus, remote } = setup();
    bus.emit({ type: 'auth/login', data: authData });
    const { auth } = remote.getState();
    expect(Reflect.set(auth, 'balance', 99_999_999)).toBe(false);
    expect(Reflect.set(auth.data!, 'balance', 99_999_999)).toBe(false);
    expect(bus.getState().auth.balance).toBe(12_345);
  });

  it('records a verified phone in the session, and only in a session', () => {
    const { bus, remote } = setup();
    remote.emit({ type: 'auth/phone-verified', phone: '905551112233' });
    expect(bus.getState().auth.data).toBeNull();
    bus.emit({ type: 'auth/login', data: authData });
    remote.emit({ type: 'auth/phone-verified', phone: '905551112233' });
    expect(bus.getState().auth).toMatchObject({ loggedIn: true, data: { phone: '905551112233', smsVerified: true } });
  });
});
