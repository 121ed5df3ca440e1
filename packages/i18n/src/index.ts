export { translate, storedLocale, LANG_STORAGE_KEY, DEFAULT_LOCALE, LOCALES } from './translate';
export { useT, useLocale } from './react';
