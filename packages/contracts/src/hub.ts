// The real-time hub: a SignalR JSON-protocol hub at ./hub/frnotify that sends
// NotifyMessage(command, message); the command 'Notification' carries a notification.
import type { NotificationItem } from './entities';

/** Path of the hub, relative to the site root. */
export const HUB_PATH = '/hub/frnotify';
/** The one client method the server invokes. */
export const HUB_NOTIFY_METHOD = 'NotifyMessage';
/** Query parameter carrying the browser fingerprint (a hub ticket travels as access_token, a session token only as a bearer header). */
export const HUB_FINGERPRINT_QUERY = 'fingerprint';
/** Query parameter with the player's language: a browser cannot set x-locale on a WebSocket. */
export const HUB_LOCALE_QUERY = 'locale';

/** The real-time connection's timings. */
export const REALTIME = {
  /** automatic reconnect delays, then it stops */
  reconnectDelaysMs: [0, 2_000, 10_000, 30_000] as readonly number[],
  /** 'Server timeout' when nothing arrives for this long */
  serverTimeoutMs: 30_000,
  keepAliveMs: 15_000,
} as const;

/** Commands the hub sends. */
export const HUB_COMMANDS = { notification: 'Notification', balance: 'Balance' } as const;
export type HubCommand = (typeof HUB_COMMANDS)[keyof typeof HUB_COMMANDS];

/** Arguments of NotifyMessage: `message` is JSON text whose shape depends on `command`, a HubCommand or one a client does not know. */
export interface HubMessage {
  command: string;
  message: string;
}
/** `message` of the 'Notification' command, parsed. */
export type HubNotification = NotificationItem;
/** `message` of the 'Balance' command, parsed: the new balance in minor units. */
export interface HubBalance {
  balance: number;
}
