import { BehaviorSubject, Subject } from 'rxjs';
import type { ArenaBus, ArenaState, BusEvent } from '@arena/contracts';

export const INITIAL_STATE: ArenaState = {
  auth: { loggedIn: false, balance: 0, userName: '', userCode: '', data: null },
  notifications: [],
  dialog: null,
  i18n: { locale: 'tr', translations: {} },
  realtime: { status: 'disconnected', error: null },
};

/** Pure state transition for one event; events that carry no state (toast, navigate, requests) return state as is. */
export function reduce(state: ArenaState, event: BusEvent): ArenaState {
  switch (event.type) {
    case 'auth/login':
      return {
        ...state,
        auth: { loggedIn: true, balance: event.data.balance, userName: event.data.username, userCode: event.data.usercode, data: event.data },
      };
    case 'auth/logout':
      return { ...state, auth: INITIAL_STATE.auth, notifications: [] };
    case 'auth/phone-verified':
      if (!state.auth.data) return state;
      return { ...state, auth: { ...state.auth, data: { ...state.auth.data, phone: event.phone, smsVerified: true } } };
    case 'balance/changed':
      if (state.auth.balance === event.balance) return state;
      return {
        ...state,
        auth: { ...state.auth, balance: event.balance, data: state.auth.data && { ...state.auth.data, balance: event.balance } },
      };
    case 'notifications/changed':
      return { ...state, notifications: event.notifications };
    case 'dialog/open':
      return { ...state, dialog: event.dialog };
    case 'dialog/close':
      return state.dialog ? { ...state, dialog: null } : state;
    case 'i18n/loaded':
      return { ...state, i18n: event.i18n };
    case 'realtime/status':
      return { ...state, realtime: { status: event.status, error: event.error ?? null } };
    default:
      return state;
  }
}

/**
 * Freezes what is not frozen yet: every state is frozen as it is made, so a reader (a remote above
 * all) that writes to it throws instead of changing the shell's state behind the bus.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function createBus(initial: Partial<ArenaState> = {}): ArenaBus {
  const state$ = new BehaviorSubject<ArenaState>(deepFreeze({ ...INITIAL_STATE, ...initial }));
  const events$ = new Subject<BusEvent>();
  return {
    state$: state$.asObservable(),
    events$: events$.asObservable(),
    getState: () => state$.getValue(),
    emit(event) {
      const next = reduce(state$.getValue(), event);
      if (next !== state$.getValue()) state$.next(deepFreeze(next));
      events$.next(event);
    },
  };
}
