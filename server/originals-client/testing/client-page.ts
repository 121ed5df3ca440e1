// The game clients' tests open a page as the server renders it and run its script in jsdom; the fetch
// stand-in answers the calls a single-step game makes from a table of replies.
import { jest } from '@jest/globals';
import type { Locale } from '../../src/i18n/translations';
import type { PageContext } from '../../src/modules/originals-pages/frame';
import { renderOriginalsPage, type OriginalsPage } from '../../src/modules/originals-pages/pages';

export type Reply = { status?: number; data: unknown };

/** `page`'s document in `locale` (under the studio's `context`, e.g. the licence's autoPlay), with its client script (both slots run `slot`) run afresh: a new module instance each time */
export function loadClientPage(page: OriginalsPage, locale: Locale = 'en', script: string = page, context: Partial<PageContext> = {}): void {
  const html = renderOriginalsPage(page, locale, 'n', context);
  document.documentElement.lang = locale;
  document.documentElement.innerHTML = /<html[^>]*>(.*)<\/html>/s.exec(html)![1];
  jest.isolateModules(() => {
    require(`../${script}`);
  });
}

/** fetch answering each call by its path under /api/ (404 when the table has none), as the API wraps data */
export function answerFetch(replies: Record<string, Reply>) {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    const reply = replies[url.replace('/api/', '')] ?? { status: 404, data: null };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => ({ success: status < 400, message: 'refused', data: reply.data }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
