import { BehaviorSubject, Subject } from 'rxjs';
import type { ArenaBus, ArenaState, BusEvent } from '@arena/contracts';

export const INITIAL_STATE: ArenaState = {
  auth: { loggedIn: false, balance: 0, userName: '', userCode: '', data: null },
  notifications: [],
  dialog: null,
  action: {
    userFavoriteList: [],
    topNotifyRead: false,
    mobileProfileOpen: false,
    sidebarMenuOpen: false,
    trialBonusAmount: 0,
    activeSlider: null,
  },
  i18n: { locale: 'tr', translations: {} },
  realtime: { status: 'disconnected', error: null },
};

/** Pure state transition for one event; events that carry no state (toast, navigate) return state as is. */
export function reduce(state: ArenaState, event: BusEvent): ArenaState {
  switch (event.type) {
    case 'auth/login':
      return {
        ...state,
        auth: { loggedIn: true, balance: event.data.balance, userName: event.data.username, userCode: event.data.usercode, data: event.data },
      };
    case 'auth/logout':
      return { ...state, auth: INITIAL_STATE.auth, notifications: [] };
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
    case 'action/patch':
      return { ...state, action: { ...state.action, ...event.patch } };
    case 'i18n/loaded':
      return { ...state, i18n: event.i18n };
    case 'realtime/status':
      return { ...state, realtime: { status: event.status, error: event.error ?? null } };
    default:
      return state;
  }
}

export function createBus(initial: Partial<ArenaState> = {}): ArenaBus {
  const state$ = new BehaviorSubject<ArenaState>({ ...INITIAL_STATE, ...initial });
  const events$ = new Subject<BusEvent>();
  return {
    state$: state$.asObservable(),
    events$: events$.asObservable(),
    getState: () => state$.getValue(),
    emit(event) {
      const next = reduce(state$.getValue(), event);
      if (next !== state$.getValue()) state$.next(next);
      events$.next(event);
    },
  };
}
