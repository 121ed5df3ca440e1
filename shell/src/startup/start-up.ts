import type { ArenaBus, AuthData, LicenceProfile } from '@arena/contracts';
import { ApiError, type Endpoints } from '@arena/api-client';
import { storedLocale } from '@arena/i18n';
import type { ActionStore } from '../app/action-state';
import { registerRemoteMap } from '../federation/remote-registry';
import { AUTH_STORAGE_KEY } from '../auth/session-service';
import { applyLanguage } from '../layout/language/switch-language';
import type { IconSet, SiteStore } from './site-store';

/** Closing the top notice stores this marker; it stays hidden on return. */
export const TOP_NOTIFY_STORAGE_KEY = 'topNotifyRead';

export type StartUpApi = Pick<
  Endpoints,
  | 'languageList'
  | 'translationList'
  | 'remoteMap'
  | 'siteOptionList'
  | 'casinoCategoryList'
  | 'domainStatus'
  | 'trialBonusAmount'
  | 'menuList'
  | 'notificationList'
  | 'licence'
>;

export interface StartUpDeps {
  bus: ArenaBus;
  api: StartUpApi;
  storage: Storage;
  site: SiteStore;
  action: ActionStore;
  reload: () => void;
  icons?: () => Promise<IconSet>;
  /** the licence's display rules the server wrote into the document (config.ts); without them they are asked with the site data */
  licenceDisplay?: LicenceProfile['display'] | null;
}

/** Restores a stored session (stored login data means logged in). */
export function restoreSession(bus: ArenaBus, storage: Storage) {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return;
  try {
    bus.emit({ type: 'auth/login', data: JSON.parse(raw) as AuthData });
  } catch {
    storage.removeItem(AUTH_STORAGE_KEY);
  }
}

const loadIconSet = () => import(/* webpackChunkName: "icons" */ '../layout/icons/icon-set').then((m) => m.ICON_SET);

/** A reply the server refused (HTTP success with `success:false`), as opposed to a transport failure. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 300;
}

/**
 * Site settings, domain status and trial bonus answered with success:false reload the page;
 * a transport error lets the start-up carry on without the value.
 */
async function essential<T>(call: () => Promise<T>, reload: () => void): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error)) reload();
    return undefined;
  }
}

async function optional<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}

function enabledOptions(options: { key: string; value: string; status?: boolean }[]): Record<string, string> {
  return Object.fromEntries(options.filter((o) => o.status !== false).map((o) => [o.key.toLowerCase(), o.value]));
}

/**
 * Before the first render: everything the chrome needs to paint translated (translations, icons)
 * and the remote map for the content area.
 */
async function beforeFirstRender(deps: StartUpDeps) {
  const { bus, api, storage, site, action } = deps;
  const locale = storedLocale(storage);
  // a language stored before the server read the cookie: this document says it, and the next is written in it
  applyLanguage(locale);
  bus.emit({ type: 'i18n/loaded', i18n: { locale, translations: {} } });
  action.patch({ topNotifyRead: storage.getItem(TOP_NOTIFY_STORAGE_KEY) !== null });
  restoreSession(bus, storage);
  const [icons, languages, translations, remoteMap] = await Promise.allSettled([
    (deps.icons ?? loadIconSet)(),
    api.languageList(),
    api.translationList(),
    api.remoteMap(),
  ]);
  site.patch({
    icons: icons.status === 'fulfilled' ? icons.value : {},
    languages: languages.status === 'fulfilled' ? languages.value : [],
  });
  if (translations.status === 'fulfilled') {
    bus.emit({ type: 'i18n/loaded', i18n: { locale, translations: Object.fromEntries(translations.value.map((t) => [t.key, t.value])) } });
  }
  // a missing remote map leaves every remote unavailable: each route shows its fallback with Retry
  registerRemoteMap(remoteMap.status === 'fulfilled' ? remoteMap.value : ({} as never));
}

/**
 * After the first render, in this order: site settings, casino categories, notifications, domain
 * status, trial bonus, menus, and the licence's display rules where the document did not carry them. The calls go out together and their answers reach the chrome as one update,
 * so it renders once for all of them rather than once per answer.
 */
async function siteData({ bus, api, site, action, reload, licenceDisplay }: StartUpDeps) {
  const [options, casinoCategories, notifications, domains, trialBonus, mainMenu, mobileMenu, display] = await Promise.all([
    essential(api.siteOptionList, reload),
    optional(api.casinoCategoryList),
    bus.getState().auth.loggedIn ? optional(api.notificationList) : Promise.resolve(undefined),
    essential(api.domainStatus, reload),
    essential(api.trialBonusAmount, reload),
    // menus are outside the start-up sequence proper: an absent endpoint leaves them empty
    optional(() => api.menuList({ slug: 'main' })),
    optional(() => api.menuList({ slug: 'mobile' })),
    // once per page load, and no request at all where the document carried them
    licenceDisplay ? Promise.resolve(licenceDisplay) : optional(api.licence).then((licence) => licence?.display),
  ]);
  site.patch({
    options: enabledOptions(options ?? []),
    casinoCategories: casinoCategories ?? [],
    domains: domains ?? null,
    licenceDisplay: display ?? null,
    mainMenu: mainMenu ?? [],
    mobileMenu: mobileMenu ?? [],
  });
  if (Array.isArray(notifications)) bus.emit({ type: 'notifications/changed', notifications });
  if (trialBonus) action.patch({ trialBonusAmount: Number(trialBonus.amount) || 0 });
}

/**
 * The start-up sequence: fingerprint, icons, languages and translations, site settings,
 * casino categories with games, notifications (logged in), domain status, trial bonus amount.
 * The fingerprint step is the stored one, which the api client sends with every call; a device
 * without one collects it when a dialog first needs it (ensureFingerprint), not here.
 * `firstRender` settles when the app may render; `complete` when every step has run.
 */
export function startUp(deps: StartUpDeps): { firstRender: Promise<void>; complete: Promise<void> } {
  const firstRender = beforeFirstRender(deps);
  const complete = firstRender.then(() => siteData(deps));
  return { firstRender, complete };
}
