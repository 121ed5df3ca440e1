import { LANG_STORAGE_KEY } from '@arena/i18n';

/** Spec §4: a language change stores the language under `lang` and reloads the page. */
export function switchLanguage(locale: string, storage: Pick<Storage, 'setItem'>, reload: () => void) {
  storage.setItem(LANG_STORAGE_KEY, locale);
  reload();
}
