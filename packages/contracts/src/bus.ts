// The shell's event bus: state snapshots plus typed events. The shell owns the one instance; each
// remote gets a RemoteBus in its mount props: a read-only view of the state and an `emit` that takes
// only the events meant for remotes (a remote can ask for a dialog or a logout, never log a player in).
import type { Observable } from 'rxjs';
import type { AuthData, Game, NotificationItem, Toast } from './entities';

export interface AuthState {
  loggedIn: boolean;
  /** minor units */
  balance: number;
  userName: string;
  userCode: string;
  data: AuthData | null;
}

export type DialogName =
  | 'login'
  | 'register'
  | 'recovery'
  | 'phone'
  | 'changePassword'
  | 'notifications'
  | 'deposit'
  | 'withdraw'
  | 'depositSheet'
  | 'popup'
  | 'promotion'
  | 'gamePlay';

export interface DialogState {
  name: DialogName;
  props?: Record<string, unknown>;
}

/** The dialogs a remote's pages lead to; recovery, change password and the start-up popup open from the shell only. */
export const REMOTE_DIALOGS = [
  'login',
  'register',
  'notifications',
  'phone',
  'deposit',
  'withdraw',
  'depositSheet',
  'promotion',
  'gamePlay',
] as const satisfies readonly DialogName[];
export type RemoteDialogName = (typeof REMOTE_DIALOGS)[number];

export interface I18nState {
  locale: string;
  translations: Record<string, string>;
}

/** The real-time hub connection: reconnecting runs the automatic retries, disconnected is final. */
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
  i18n: I18nState;
  realtime: RealtimeState;
}

/** What a remote may emit: toasts, the dialogs meant for it, navigation, and requests the shell carries out. */
export type RemoteEvent =
  | { type: 'toast/show'; toast: Toast }
  | { type: 'dialog/open'; dialog: DialogState & { name: RemoteDialogName } }
  | { type: 'navigate'; to: string }
  /** the player chose Logout, or the server answered 401: the shell's session service ends the session */
  | { type: 'auth/logout-requested'; reason: 'user' | 'unauthorized' }
  /** the server confirmed the player's phone: the session's data records it */
  | { type: 'auth/phone-verified'; phone: string }
  /** a game card outside the casino (the home rails): the shell launches it as the casino would (login, phone dialog or play page) */
  | { type: 'game/open'; game: Game }
  /** the player saved their reality check interval: the shell's reality check re-reads it at once */
  | { type: 'protection/reality-check-saved' };

export const REMOTE_EVENT_TYPES = [
  'toast/show',
  'dialog/open',
  'navigate',
  'auth/logout-requested',
  'auth/phone-verified',
  'game/open',
  'protection/reality-check-saved',
] as const satisfies readonly RemoteEvent['type'][];

/** Events only the shell emits: the session, the balance, what the server pushes, any dialog. */
export type ShellEvent =
  | { type: 'auth/login'; data: AuthData }
  | { type: 'auth/logout'; reason?: 'user' | 'unauthorized' }
  | { type: 'balance/changed'; balance: number }
  | { type: 'notifications/changed'; notifications: NotificationItem[] }
  | { type: 'dialog/open'; dialog: DialogState }
  | { type: 'dialog/close' }
  | { type: 'i18n/loaded'; i18n: I18nState }
  | { type: 'realtime/status'; status: RealtimeStatus; error?: string | null };

export type BusEvent = ShellEvent | RemoteEvent;

/** Whether a remote may emit this event (the run-time check behind RemoteBus.emit). */
export function isRemoteEvent(event: BusEvent): event is RemoteEvent {
  if (!(REMOTE_EVENT_TYPES as readonly string[]).includes(event.type)) return false;
  return event.type !== 'dialog/open' || (REMOTE_DIALOGS as readonly string[]).includes(event.dialog.name);
}

export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** The bus state as a remote sees it: read-only all the way down (and frozen at run time). */
export type ReadonlyArenaState = DeepReadonly<ArenaState>;

/** The bus a remote gets in its mount props. */
export interface RemoteBus {
  readonly state$: Observable<ReadonlyArenaState>;
  getState(): ReadonlyArenaState;
  emit(event: RemoteEvent): void;
}

/** The shell's own bus: every event, and the event stream its services follow. */
export interface ArenaBus extends RemoteBus {
  readonly state$: Observable<ArenaState>;
  readonly events$: Observable<BusEvent>;
  getState(): ArenaState;
  emit(event: BusEvent): void;
}
