// Resolves the request's language from the x-locale header and translates server messages.
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALES, TRANSLATIONS, type Locale } from '../i18n/translations';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** translate `key` into the request's locale, filling `{name}` placeholders */
    t(key: string, params?: Record<string, string>): string;
  }
}

/** 'en', 'EN', 'en-US' → 'en'; missing or unknown → the default (tr). */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

export function translate(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const text = TRANSLATIONS[locale][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('t', function (this: { locale: Locale }, key: string, params?: Record<string, string>) {
      return translate(this.locale, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['x-locale']);
    });
  },
  { name: 'arena-locale' },
);
