// The back office's own texts, English and Turkish. They stay in this workspace: the players' site
// downloads the server's translations, and the staff's screens must add nothing to that.
import { useSyncExternalStore } from 'react';
import { TR } from './tr';

export type Language = 'en' | 'tr';
const LANGUAGE_KEY = 'arena-backoffice-lang';

const listeners = new Set<() => void>();
let language: Language = localStorage.getItem(LANGUAGE_KEY) === 'tr' ? 'tr' : 'en';

export const getLanguage = (): Language => language;

export function setLanguage(next: Language): void {
  language = next;
  localStorage.setItem(LANGUAGE_KEY, next);
  document.documentElement.lang = next;
  listeners.forEach((listener) => listener());
}

/** `{name}` in the text is replaced by params.name */
export function t(text: string, params: Record<string, string | number> = {}): string {
  const translated = language === 'tr' ? (TR[text] ?? text) : text;
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** re-renders the caller when the language changes */
export function useLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => language,
  );
}

export const locale = (): string => (language === 'tr' ? 'tr-TR' : 'en-GB');
