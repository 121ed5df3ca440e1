import { LANG_COOKIE } from '@arena/contracts';
import { LANG_STORAGE_KEY } from '@arena/i18n';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The server writes the first paint (the page heading) in the language this cookie names. */
export function rememberLanguageForServer(locale: string, doc: Pick<Document, 'cookie'> = document) {
  doc.cookie = `${LANG_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Spec §4: a language change stores the language under `lang` and reloads the page. */
export function switchLanguage(locale: string, storage: Pick<Storage, 'setItem'>, reload: () => void) {
  storage.setItem(LANG_STORAGE_KEY, locale);
  rememberLanguageForServer(locale);
  reload();
}
