import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { operatorEndpoints, type OperatorAuditEntry, type OperatorBanner, type OperatorPage, type OperatorPromotion } from '@arena/contracts';
import { bearer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { expectOperatorOnly, operatorToken } from '../operators/testing';
import { translations } from './schema';

const EDITOR = { username: 'editor', password: 'editor-password-1', role: 'content' };
const ADMIN = { username: 'content-admin', password: 'admin-password-1', role: 'admin' };
const CASHIER = { username: 'content-cashier', password: 'cashier-password-1', role: 'payments' };

const XSS = '<p>Şartlar<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="jav&#x09;ascript:window.__xss=1">x</a></p>';
const SANITIZED = '<p>Şartlar<a rel="noopener noreferrer">x</a></p>';

const contentCalls = Object.values(operatorEndpoints).filter((endpoint) => endpoint.path.startsWith('operator/content'));

describe('operator content API', () => {
  let app: FastifyInstance;
  let editor: string;
  let admin: string;
  let cashier: string;
  let player: string;

  const login = (operator: { username: string; password: string }) => operatorToken(app, operator);
  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/operator/content/${url}`, headers: { ...bearer(token), 'x-locale': 'en' }, payload });
  const publicCall = (method: 'GET' | 'POST', url: string, locale: 'tr' | 'en' = 'en', payload?: object) =>
    app.inject({ method, url: `/api/cms/${url}`, headers: { 'x-locale': locale }, ...(payload && { payload }) });
  const newestAudit = async () =>
    ((await app.inject({ method: 'GET', url: '/api/operator/audit', headers: bearer(admin) })).json().data as OperatorAuditEntry[])[0];
  const saved = async (url: string, token: string, payload: object) => {
    const res = await post(url, token, payload);
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200, body: { success: true, message: 'The content has been saved.' } });
    return res.json().data?.id as number;
  };

  const page = (texts: Partial<Record<'tr' | 'en', { title: string; body: string }>> = {}): OperatorPage => ({
    published: true,
    texts: { tr: { title: 'Deneme sayfası', body: '<p>Türkçe</p>' }, en: { title: 'Test page', body: '<p>English</p>' }, ...texts },
  });
  const banner = (overrides: Partial<OperatorBanner> = {}): OperatorBanner => ({
    slider: 'operator-test',
    url: '/promotions',
    target: '_self',
    images: ['/media/banners/a-768.webp', '/media/banners/a-1920.webp', '/media/banners/a-1200.webp'],
    published: true,
    startsAt: null,
    endsAt: null,
    texts: { tr: { title: 'Hoş geldin bonusu' }, en: { title: 'Welcome bonus' } },
    ...overrides,
  });
  const promotion = (overrides: Partial<OperatorPromotion> = {}): OperatorPromotion => ({
    slug: 'operator-test',
    images: ['/media/promotions/a-card.webp', '/media/promotions/a-detail.webp'],
    published: true,
    startsAt: null,
    endsAt: null,
    texts: {
      tr: { title: 'Deneme promosyonu', summary: 'Kısa', description: '<p>Türkçe</p>' },
      en: { title: 'Test promotion', summary: 'Short', description: XSS },
    },
    ...overrides,
  });

  beforeAll(async () => {
    app = await buildTestApp();
    for (const operator of [EDITOR, ADMIN, CASHIER]) await createOperator(app.db, operator);
    editor = await login(EDITOR);
    admin = await login(ADMIN);
    cashier = await login(CASHIER);
    player = (await register(app)).auth.token;
  });
  afterAll(async () => {
    await app.close();
  });

  describe('who may call', () => {
    it.each(contentCalls)('$method $path: 401 without a session, with a player token or before the second factor, 403 for the payments role', async (call) => {
      await expectOperatorOnly(app, call, { player, outsider: CASHIER, outsiderToken: cashier });
    });

    it('gives the content role nothing that moves money or reads the audit trail', async () => {
      const headers = { ...bearer(editor), 'x-locale': 'en' };
      const calls = [
        app.inject({ method: 'GET', url: '/api/operator/withdrawals', headers }),
        app.inject({
          method: 'POST',
          url: '/api/operator/adjust',
          headers: { ...headers, 'idempotency-key': 'content-role-adjust' },
          payload: { userId: 1, amount: 100, reason: 'not mine' },
        }),
        app.inject({ method: 'GET', url: '/api/operator/audit', headers }),
      ];
      expect((await Promise.all(calls)).map((res) => res.statusCode)).toEqual([403, 403, 403]);
    });

    it('checks the session before the body: a bad body gets 401 without a session, 403 for another role, never 400', async () => {
      const bad = { slider: 'NOT A SLUG', images: 'none', extra: true };
      const none = await app.inject({ method: 'POST', url: '/api/operator/content/banner', payload: bad });
      const asCashier = await post('banner', cashier, bad);
      expect([none.statusCode, asCashier.statusCode]).toEqual([401, 403]);
      expect(none.json()).toEqual({ success: false, message: expect.any(String) });
    });

    it('lets an admin edit content too', async () => {
      expect((await post('translation', admin, { key: 'Admin key', tr: 'Yönetici', en: 'Admin' })).statusCode).toBe(200);
    });

    it('answers 400 with a message for bad input', async () => {
      const res = await post('banner', editor, { ...banner(), images: ['/media/banners/a.webp'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
      const reversed = await post('popup', editor, {
        url: null,
        images: ['/a.webp', '/b.webp', '/c.webp'],
        published: true,
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toEqual({ success: false, message: 'The schedule must end after it starts.' });
      expect((await post('page', editor, { ...page(), id: 999_999 })).statusCode).toBe(404);
    });

    it('refuses a link or image the site would put into href/src unless it is a site path or https', async () => {
      for (const url of ['javascript:window.__xss=1', 'data:text/html,x', '//evil.example/x', 'http://plain.example']) {
        const asLink = await post('banner', editor, banner({ url }));
        const asImage = await post('popup', editor, {
          url: null,
          images: [url, '/media/b.webp', '/media/c.webp'],
          published: true,
          startsAt: null,
          endsAt: null,
        });
        expect({ url, statuses: [asLink.statusCode, asImage.statusCode] }).toEqual({ url, statuses: [400, 400] });
      }
      expect((await post('domains', editor, { current: 'javascript:x', next: 'arena2.example' })).json()).toEqual({
        success: false,
        message: 'current has an invalid format.',
      });
    });
  });

  describe('pages and footer categories', () => {
    let id: number;

    it('creates a page whose planted script comes back sanitized from the public call, audited', async () => {
      id = await saved('page', editor, page({ en: { title: 'Test page', body: XSS } }));
      const res = await publicCall('GET', `page/${id}`);
      expect(res.json().data).toEqual({ id, title: 'Test page', body: SANITIZED });
      expect(await newestAudit()).toMatchObject({
        operator: 'editor',
        action: 'content.page.save',
        subject: `page:${id}`,
        // app.inject's remote address: the entry says where the change came from
        ip: '127.0.0.1',
        before: null,
        after: { id, published: true, texts: { en: { title: 'Test page', body: SANITIZED } } },
      });
    });

    it('shows an edit at once, and the audit keeps the page before and after', async () => {
      await saved('page', editor, { ...page({ tr: { title: 'Yeni başlık', body: '<p>Yeni</p>' } }), id });
      expect((await publicCall('GET', `page/${id}`, 'tr')).json().data).toEqual({ id, title: 'Yeni başlık', body: '<p>Yeni</p>' });
      const entry = await newestAudit();
      expect(entry).toMatchObject({ before: { texts: { tr: { title: 'Deneme sayfası' } } }, after: { texts: { tr: { title: 'Yeni başlık' } } } });
    });

    it('puts the page in a footer category, in order', async () => {
      const categories = (await publicCall('GET', 'categorylist')).json().data as { id: number; content: { id: number }[] }[];
      const { id: categoryId, content } = categories[0];
      const res = await post('category-pages', editor, { categoryId, pageIds: [id, ...content.map((item) => item.id)] });
      expect(res.json()).toEqual({ success: true, message: 'The content has been saved.' });
      const listed = (await publicCall('POST', 'contentlist', 'en', { status: true, categoryId })).json().data as { id: number; title: string }[];
      expect(listed[0]).toEqual({ id, title: 'Test page' });
      expect(await newestAudit()).toMatchObject({
        action: 'content.category.save',
        subject: `category:${categoryId}`,
        after: { pageIds: [id, ...content.map((item) => item.id)] },
      });
      expect((await post('category-pages', editor, { categoryId: 9999, pageIds: [] })).statusCode).toBe(404);
    });

    it('unpublishes, publishes and deletes the page', async () => {
      const unpublished = await post('publish', editor, { kind: 'page', id, published: false });
      expect(unpublished.json()).toEqual({ success: true, message: 'The content has been unpublished.' });
      expect((await publicCall('GET', `page/${id}`)).statusCode).toBe(404);
      expect(await newestAudit()).toMatchObject({ action: 'content.page.unpublish', before: { published: true }, after: { published: false } });
      await post('publish', editor, { kind: 'page', id, published: true });
      expect((await publicCall('GET', `page/${id}`)).statusCode).toBe(200);
      expect((await post('delete', editor, { kind: 'page', id })).json()).toEqual({ success: true, message: 'The content has been deleted.' });
      expect((await publicCall('GET', `page/${id}`)).statusCode).toBe(404);
      expect(await newestAudit()).toMatchObject({ action: 'content.page.delete', subject: `page:${id}`, before: { id }, after: null });
      expect((await post('delete', editor, { kind: 'page', id })).statusCode).toBe(404);
    });
  });

  describe('translations, site options and the top notice', () => {
    it('creates, edits and deletes a translation key', async () => {
      await saved('translation', editor, { key: 'Operator test key', tr: 'Deneme', en: 'Trial' });
      const value = async (locale: 'tr' | 'en') =>
        ((await publicCall('GET', 'translationlist', locale)).json().data as { key: string; value: string }[]).find(
          (entry) => entry.key === 'Operator test key',
        )?.value;
      expect([await value('tr'), await value('en')]).toEqual(['Deneme', 'Trial']);
      await saved('translation', editor, { key: 'Operator test key', tr: 'Deneme 2', en: 'Trial 2' });
      expect(await value('tr')).toBe('Deneme 2');
      expect(await newestAudit()).toMatchObject({ action: 'content.translation.save', before: { tr: 'Deneme' }, after: { tr: 'Deneme 2' } });
      await post('translation/delete', editor, { key: 'Operator test key' });
      expect(await value('en')).toBeUndefined();
      expect((await post('translation/delete', editor, { key: 'Operator test key' })).statusCode).toBe(404);
    });

    it('lists the keys with both languages side by side, null where a language has no text', async () => {
      await saved('translation', editor, { key: 'Operator both', tr: 'İkisi', en: 'Both' });
      await app.db.insert(translations).values({ locale: 'tr', key: 'Operator only tr', value: 'Yalnız Türkçe' });
      const res = await app.inject({ method: 'GET', url: '/api/operator/content/translations', headers: bearer(editor) });
      expect(res.statusCode).toBe(200);
      const rows = (res.json().data as { key: string }[]).filter((row) => row.key.startsWith('Operator '));
      expect(rows).toEqual([
        { key: 'Operator both', tr: 'İkisi', en: 'Both' },
        { key: 'Operator only tr', tr: 'Yalnız Türkçe', en: null },
      ]);
    });

    it('switches a site option on and off', async () => {
      const option = async () =>
        ((await publicCall('POST', 'siteoptionlist', 'en', {})).json().data as { key: string; value: string }[]).find((entry) => entry.key === 'operator_test');
      await saved('site-option', editor, { key: 'Operator_Test', value: '42', status: true });
      expect(await option()).toEqual({ key: 'operator_test', value: '42' });
      await saved('site-option', editor, { key: 'Operator_Test', value: '42', status: false });
      expect(await option()).toBeUndefined();
      expect(await newestAudit()).toMatchObject({ action: 'content.site-option.save', before: { status: true }, after: { status: false } });
      await post('site-option/delete', editor, { key: 'Operator_Test' });
      expect((await post('site-option/delete', editor, { key: 'Operator_Test' })).statusCode).toBe(404);
    });

    it("sets the top notice's domains", async () => {
      await saved('domains', editor, { current: 'arena1.example', next: 'arena2.example' });
      expect((await publicCall('GET', 'domainstatus')).json().data).toEqual({ current: 'arena1.example', next: 'arena2.example' });
      expect(await newestAudit()).toMatchObject({ action: 'content.domains.save', after: { current: 'arena1.example', next: 'arena2.example' } });
    });
  });

  describe('the popup', () => {
    it('runs a campaign from now, edits, unpublishes and deletes it', async () => {
      const id = await saved('popup', editor, {
        url: '/promotions',
        images: ['/media/p.webp', '/media/p-xl.webp', '/media/p-lg.webp'],
        published: true,
        startsAt: null,
        endsAt: null,
      });
      expect((await publicCall('GET', 'popup')).json().data).toMatchObject({
        url: '/promotions',
        images: ['/media/p.webp', '/media/p-xl.webp', '/media/p-lg.webp'],
      });
      const future = new Date(Date.now() + 3_600_000).toISOString();
      await saved('popup', editor, {
        id,
        url: '/casino',
        images: ['/media/p.webp', '/media/p-xl.webp', '/media/p-lg.webp'],
        published: true,
        startsAt: future,
        endsAt: null,
      });
      expect((await publicCall('GET', 'popup')).json().data).toBeNull();
      expect(await newestAudit()).toMatchObject({ action: 'content.popup.save', before: { url: '/promotions' }, after: { url: '/casino', startsAt: future } });
      await post('publish', editor, { kind: 'popup', id, published: false });
      expect(await newestAudit()).toMatchObject({ action: 'content.popup.unpublish', after: { published: false } });
      await post('delete', editor, { kind: 'popup', id });
      expect(
        ((await app.inject({ method: 'GET', url: '/api/operator/content', headers: bearer(editor) })).json().data.popups as { id: number }[]).map(
          (popup) => popup.id,
        ),
      ).not.toContain(id);
    });
  });

  describe('banners and promotions', () => {
    const slider = async (slug = 'operator-test') =>
      (await publicCall('POST', 'sliderlist', 'en', { slug })).json().data as { id: number; title: string; images: string[] }[];

    it('creates banners in a new slider, schedules, orders, unpublishes and deletes them', async () => {
      const first = await saved('banner', editor, banner());
      const second = await saved('banner', editor, banner({ texts: { tr: { title: 'İkinci' }, en: { title: 'Second' } } }));
      expect((await slider()).map((item) => item.id)).toEqual([first, second]);
      expect((await slider())[0]).toMatchObject({ title: 'Welcome bonus', images: banner().images });

      await post('reorder', editor, { kind: 'banner', ids: [second, first] });
      expect((await slider()).map((item) => item.id)).toEqual([second, first]);
      expect(await newestAudit()).toMatchObject({ action: 'content.banner.reorder', before: { ids: [first, second] }, after: { ids: [second, first] } });

      const later = new Date(Date.now() + 3_600_000).toISOString();
      await saved('banner', editor, banner({ id: second, startsAt: later }));
      expect((await slider()).map((item) => item.id)).toEqual([first]);

      await post('publish', editor, { kind: 'banner', id: first, published: false });
      expect(await slider()).toEqual([]);
      await post('delete', editor, { kind: 'banner', id: first });
      expect(await newestAudit()).toMatchObject({ action: 'content.banner.delete', subject: `banner:${first}`, after: null });

      const other = await saved('banner', editor, banner({ slider: 'operator-other' }));
      expect((await post('reorder', editor, { kind: 'banner', ids: [second, other] })).statusCode).toBe(400);
    });

    it('creates a promotion whose planted script comes back sanitized, refuses a taken slug, and unpublishes it', async () => {
      const id = await saved('promotion', editor, promotion());
      const res = await publicCall('GET', 'promotion/operator-test');
      expect(res.json().data).toMatchObject({ id, title: 'Test promotion', summary: 'Short', description: SANITIZED });
      expect((await publicCall('GET', 'promotions')).json().data.map((item: { id: number }) => item.id)).toContain(id);
      expect(await newestAudit()).toMatchObject({
        action: 'content.promotion.save',
        subject: `promotion:${id}`,
        after: { texts: { en: { description: SANITIZED } } },
      });

      const taken = await post('promotion', editor, promotion());
      expect(taken.statusCode).toBe(409);

      await post('reorder', editor, { kind: 'promotion', ids: [id] });
      expect((await publicCall('GET', 'promotions')).json().data[0].id).toBe(id);

      await post('publish', editor, { kind: 'promotion', id, published: false });
      expect((await publicCall('GET', 'promotion/operator-test')).statusCode).toBe(404);
      await post('delete', editor, { kind: 'promotion', id });
      expect(await newestAudit()).toMatchObject({ action: 'content.promotion.delete', before: { slug: 'operator-test' }, after: null });
    });
  });

  it('lists everything for the editor, unpublished items too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/operator/content', headers: bearer(editor) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['banners', 'categories', 'domains', 'pages', 'popups', 'promotions', 'siteOptions']);
    expect(data.pages.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThan(0);
    const unpublished = await saved('banner', editor, banner({ slider: 'operator-listed', published: false }));
    const listed = (await app.inject({ method: 'GET', url: '/api/operator/content', headers: bearer(editor) })).json().data.banners as OperatorBanner[];
    expect(listed.find((item) => item.id === unpublished)).toEqual({ ...banner({ slider: 'operator-listed', published: false }), id: unpublished, sort: 0 });
  });
});
