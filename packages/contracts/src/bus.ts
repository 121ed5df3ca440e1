// The shell's event bus: state snapshots plus typed events. The shell owns the one instance and
// hands it to every remote in the mount props; remotes read state and emit events, nothing else.
import type { Observable } from 'rxjs';
import type { AuthData, NotificationItem, Toast } from './entities';

export interface AuthState {
  loggedIn: boolean;
  /** minor units */
  balance: number;
  userName: string;
  userCode: string;
  data: AuthData | null;
}

export type DialogName =
  | 'login' | 'register' | 'recovery' | 'phone' | 'changePassword' | 'notifications'
  | 'deposit' | 'withdraw' | 'depositSheet' | 'popup' | 'promotion' | 'gamePlay';

export interface DialogState { name: DialogName; props?: Record<string, unknown> }

/** Action state of spec §3. */
export interface ActionState {
  userFavoriteList: string[];
  topNotifyRead: boolean;
  mobileProfileOpen: boolean;
  sidebarMenuOpen: boolean;
  trialBonusAmount: number;
  activeSlider: string | null;
}

export interface I18nState {
  locale: string;
  translations: Record<string, string>;
}

/** The real-time hub connection (spec §4): reconnecting runs the automatic retries, disconnected is final. */
export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export interface RealtimeState {
  status: RealtimeStatus;
  /** why the connection last failed or dropped ('Server timeout' when the server went silent), null when it ended cleanly */
  error: string | null;
}

export interface ArenaState {
  auth: AuthState;
  notifications: NotificationItem[];
  /** at most one dialog is open: opening one closes the others */
  dialog: DialogState | null;
  action: ActionState;
  i18n: I18nState;
  realtime: RealtimeState;
}

export type BusEvent =
  | { type: 'auth/login'; data: AuthData }
  | { type: 'auth/logout'; reason?: 'user' | 'unauthorized' }
  | { type: 'balance/changed'; balance: number }
  | { type: 'notifications/changed'; notifications: NotificationItem[] }
  | { type: 'dialog/open'; dialog: DialogState }
  | { type: 'dialog/close' }
  | { type: 'action/patch'; patch: Partial<ActionState> }
  | { type: 'i18n/loaded'; i18n: I18nState }
  | { type: 'toast/show'; toast: Toast }
  | { type: 'navigate'; to: string }
  | { type: 'realtime/status'; status: RealtimeStatus; error?: string | null };

export interface ArenaBus {
  readonly state$: Observable<ArenaState>;
  readonly events$: Observable<BusEvent>;
  getState(): ArenaState;
  emit(event: BusEvent): void;
}
