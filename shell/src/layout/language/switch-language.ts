import { LANG_COOKIE } from '@arena/contracts';
import { LANG_STORAGE_KEY } from '@arena/i18n';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's language: its `lang` (screen readers, and upper-casing: English under lang="tr" reads
 * "LİVE"), and the cookie by which the server writes the next document's first paint in it.
 */
export function applyLanguage(locale: string, doc: Pick<Document, 'cookie' | 'documentElement'> = document) {
  doc.documentElement.lang = locale;
  doc.cookie = `${LANG_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** A language change stores the language under `lang` and reloads the page. */
export function switchLanguage(locale: string, storage: Pick<Storage, 'setItem'>, reload: () => void) {
  storage.setItem(LANG_STORAGE_KEY, locale);
  applyLanguage(locale);
  reload();
}
