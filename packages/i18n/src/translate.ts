/** Local storage key of the chosen language. */
export const LANG_STORAGE_KEY = 'lang';
export const DEFAULT_LOCALE = 'tr';
export const LOCALES = ['tr', 'en'] as const;

/** A missing key falls back to the key itself: the keys are the English texts. */
export function translate(dict: Record<string, string>, key: string): string {
  return dict[key] ?? key;
}

export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined): string {
  const stored = storage?.getItem(LANG_STORAGE_KEY);
  return stored && (LOCALES as readonly string[]).includes(stored) ? stored : DEFAULT_LOCALE;
}
