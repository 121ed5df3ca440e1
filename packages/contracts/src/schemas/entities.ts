// Entities as they travel on the wire. Money is integer minor units (kuruş).
import { Type, type Static } from '@sinclair/typebox';
import { NotificationType } from '../enums';
import { Nullable } from './envelope';

/** Stored login data (local storage key `authData`). `balance` in minor units. */
export const authDataSchema = Type.Object({
  token: Type.String(),
  username: Type.String(),
  usercode: Type.String(),
  balance: Type.Integer(),
  phone: Type.String(),
  smsVerified: Type.Boolean(),
  betsyCid: Nullable(Type.String()),
  betsyUrl: Nullable(Type.String()),
  betsyToken: Nullable(Type.String()),
  betcoToken: Nullable(Type.String()),
  betcoUrl: Nullable(Type.String()),
  fingerprint: Nullable(Type.String()),
});
export type AuthData = Static<typeof authDataSchema>;

/** `gameCode` set: the entry opens that game instead of routing to `url`. */
export const menuItemSchema = Type.Object({
  url: Type.String(),
  icon: Type.String(),
  svgStyle: Type.Optional(Nullable(Type.String())),
  title: Type.String(),
  gameCode: Type.Optional(Nullable(Type.String())),
});
export type MenuItem = Static<typeof menuItemSchema>;

export const gameSchema = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  providerName: Type.String(),
  mainProviderId: Type.Integer(),
  system: Type.String(),
  productId: Type.Integer(),
  image: Type.Optional(Nullable(Type.String())),
});
export type Game = Static<typeof gameSchema>;

export const casinoCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slugList: Type.Array(Type.String()),
  games: Type.Array(gameSchema),
});
export type CasinoCategory = Static<typeof casinoCategorySchema>;

export const domainsSettingSchema = Type.Object({ current: Type.String(), next: Type.String() });
export type DomainsSetting = Static<typeof domainsSettingSchema>;

export const languageSchema = Type.Object({ locale: Type.String(), name: Type.Optional(Type.String()) });
export type Language = Static<typeof languageSchema>;

export const translationSchema = Type.Object({ key: Type.String(), value: Type.String() });
export type Translation = Static<typeof translationSchema>;

/** The browser keeps only enabled options, keys lower-cased (our server sends only those). */
export const siteOptionSchema = Type.Object({ key: Type.String(), value: Type.String(), status: Type.Optional(Type.Boolean()) });
export type SiteOption = Static<typeof siteOptionSchema>;

export const contentItemSchema = Type.Object({ id: Type.Integer(), title: Type.String() });
export type ContentItem = Static<typeof contentItemSchema>;

export const contentCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), content: Type.Array(contentItemSchema) });
export type ContentCategory = Static<typeof contentCategorySchema>;

/** `timeStamp` is UTC without the trailing Z: the browser appends it. */
export const notificationItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  note: Type.String(),
  type: Type.Enum(NotificationType),
  timeStamp: Type.String(),
  isRead: Type.Boolean(),
});
export type NotificationItem = Static<typeof notificationItemSchema>;

export const countrySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Country = Static<typeof countrySchema>;

/** Popup banner: images are [default, ≥1200 px, ≥992 px]; `hash` identifies the content. */
export const popupBannerSchema = Type.Object({ url: Nullable(Type.String()), images: Type.Array(Type.String()), hash: Type.String() });
export type PopupBanner = Static<typeof popupBannerSchema>;
