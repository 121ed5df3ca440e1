// Entities of spec §3 as they travel on the wire. Money is integer minor units (kuruş).
import type { NotificationType } from './enums';

/** Stored login data (local storage key `authData`). `balance` in minor units. */
export interface AuthData {
  token: string;
  username: string;
  usercode: string;
  balance: number;
  phone: string;
  smsVerified: boolean;
  betsyCid: string | null;
  betsyUrl: string | null;
  betsyToken: string | null;
  betcoToken: string | null;
  betcoUrl: string | null;
  fingerprint: string | null;
}

/** `gameCode` set: the entry opens that game instead of routing to `url`. */
export interface MenuItem { url: string; icon: string; svgStyle?: string | null; title: string; gameCode?: string | null }
export interface Game { gameCode: string; name: string; providerName: string; mainProviderId: number; system: string; productId: number; image?: string | null }
export interface CasinoCategory { id: number; name: string; slugList: string[]; games: Game[] }
export interface DomainsSetting { current: string; next: string }
export interface Language { locale: string; name?: string }
export interface Translation { key: string; value: string }
export interface SiteOption { key: string; value: string }
export interface ContentItem { id: number; title: string }
export interface ContentCategory { id: number; name: string; content: ContentItem[] }
export interface NotificationItem { id: number; title: string; note: string; type: NotificationType; timeStamp: string; isRead: boolean }
export interface Breadcrumb { label: string; url: string }
export interface Country { id: number; name: string }

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'warning' | 'info';
export interface Toast {
  id?: string;
  type: ToastType;
  message: string;
  duration?: number;
  position?: 'top-center';
  autoClose?: boolean;
  dismissible?: boolean;
  /** how many times a persisted toast may be shown (counted in browser storage) */
  persist?: number;
}

/** Popup banner (spec §3): images are [default, ≥1200 px, ≥992 px]; `hash` identifies the content. */
export interface PopupBanner { url: string | null; images: string[]; hash: string }
