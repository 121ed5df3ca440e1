import type { ArenaBus, AuthData } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';
import { storedLocale } from '@arena/i18n';
import { registerRemoteMap } from '../federation/remote-registry';

const AUTH_STORAGE_KEY = 'authData';

/** Restores a stored session (spec §4: stored login data means logged in). */
export function restoreSession(bus: ArenaBus, storage: Storage) {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return;
  try {
    bus.emit({ type: 'auth/login', data: JSON.parse(raw) as AuthData });
  } catch {
    storage.removeItem(AUTH_STORAGE_KEY);
  }
}

/**
 * What must be known before the first render: the translations (nothing flashes untranslated) and
 * the remote map (the content area needs it). Both are fetched in parallel.
 */
export async function startUp(bus: ArenaBus, api: Endpoints, storage: Storage) {
  const locale = storedLocale(storage);
  bus.emit({ type: 'i18n/loaded', i18n: { locale, translations: {} } });
  restoreSession(bus, storage);
  const [translations, remoteMap] = await Promise.allSettled([api.translationList(), api.remoteMap()]);
  if (translations.status === 'fulfilled') {
    bus.emit({ type: 'i18n/loaded', i18n: { locale, translations: Object.fromEntries(translations.value.map((t) => [t.key, t.value])) } });
  }
  // a missing remote map leaves every remote unavailable: each route shows its fallback with Retry
  registerRemoteMap(remoteMap.status === 'fulfilled' ? remoteMap.value : ({} as never));
}
