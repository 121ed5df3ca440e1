import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app';
import { DOMAINS, MENUS, SITE_OPTIONS } from './seed/site';
import { TRANSLATIONS } from '../../i18n/translations';

describe('cms routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/cms/languagelist lists tr and en', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/languagelist' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data: [
        { locale: 'tr', name: 'Türkçe' },
        { locale: 'en', name: 'English' },
      ],
    });
  });

  describe('GET /api/cms/translationlist', () => {
    const fetchDictionary = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/api/cms/translationlist', headers });
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json<{ success: boolean; data: { key: string; value: string }[] }>();
      expect(success).toBe(true);
      return Object.fromEntries(data.map(({ key, value }) => [key, value]));
    };

    it('answers in the x-locale language', async () => {
      const en = await fetchDictionary({ 'x-locale': 'en' });
      expect(en['Login']).toBe('Login');
      const tr = await fetchDictionary({ 'x-locale': 'tr' });
      expect(tr['Login']).toBe('Giriş Yap');
      expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
      expect(tr).toEqual(TRANSLATIONS.tr);
    });

    it('falls back to tr without a header or for an unknown locale', async () => {
      expect((await fetchDictionary({}))['Login']).toBe('Giriş Yap');
      expect((await fetchDictionary({ 'x-locale': 'de' }))['Login']).toBe('Giriş Yap');
      expect((await fetchDictionary({ 'x-locale': 'en-US' }))['Login']).toBe('Login');
    });
  });

  describe('POST /api/cms/siteoptionlist', () => {
    it('returns only enabled options with lower-cased keys', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/siteoptionlist', payload: {} });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: { key: string; value: string }[] }>();
      const enabled = SITE_OPTIONS.filter(([, , status]) => status);
      expect(data).toHaveLength(enabled.length);
      for (const { key } of data) expect(key).toBe(key.toLowerCase());
      const keys = data.map(({ key }) => key);
      expect(keys).toEqual(expect.arrayContaining(['telegram', 'whatsapp', 'livetv', 'telegramcontact1', 'telegramcontact2', 'whatsappcontact4']));
      for (const [key] of SITE_OPTIONS.filter(([, , status]) => !status)) expect(keys).not.toContain(key.toLowerCase());
    });

    it('accepts a request without a body', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/siteoptionlist' });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    });

    it('rejects unknown fields', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/siteoptionlist', payload: { all: true }, headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Unknown field: all.' });
    });
  });

  describe('GET /api/cms/menulist', () => {
    it('returns the items of a menu in order', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/cms/menulist?slug=main' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: unknown[] }>();
      expect(data).toEqual(MENUS.main);
      expect(data).toContainEqual({ url: 'game:aviator', icon: 'aviator', svgStyle: 'color: #e50539', title: 'Arena Jet' });
      const mobile = (await app.inject({ method: 'GET', url: '/api/cms/menulist?slug=mobile' })).json<{ data: unknown[] }>().data;
      expect(mobile).toEqual(MENUS.mobile);
      expect((await app.inject({ method: 'GET', url: '/api/cms/menulist?slug=none' })).json().data).toEqual([]);
    });

    it.each([
      ['tr', '/api/cms/menulist', 'slug alanı zorunludur.'],
      ['en', '/api/cms/menulist', 'slug is required.'],
      ['en', '/api/cms/menulist?slug=Main%20Menu', 'slug has an invalid format.'],
      ['en', '/api/cms/menulist?slug=main&x=1', 'Unknown field: x.'],
    ])('rejects a bad query (%s, %s)', async (locale, url, message) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  it('GET /api/cms/domainstatus returns the current and next domain', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/domainstatus' });
    expect(res.json()).toEqual({ success: true, message: '', data: DOMAINS });
  });

  it('GET /api/cms/categorylist returns the footer categories with localized titles', async () => {
    const get = async (locale: string) =>
      (await app.inject({ method: 'GET', url: '/api/cms/categorylist', headers: { 'x-locale': locale } })).json<{
        data: { id: number; name: string; content: { id: number; title: string }[] }[];
      }>().data;
    const en = await get('en');
    expect(en.map(({ name }) => name)).toEqual(['Gambling', 'Policies', 'Footer', 'Quick Links']);
    const policies = en.find(({ name }) => name === 'Policies')!;
    expect(policies.content[0]).toEqual({ id: 1, title: 'General Terms and Conditions' });
    const tr = await get('tr');
    expect(tr.find(({ name }) => name === 'Policies')!.content[0]).toEqual({ id: 1, title: 'Genel Şartlar ve Koşullar' });
    // unpublished pages are not listed
    expect(en.flatMap(({ content }) => content.map(({ id }) => id))).not.toContain(14);
  });

  describe('POST /api/cms/contentlist', () => {
    it('lists the published items of a category', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/contentlist', payload: { status: true, categoryId: 1 }, headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: 5, title: 'Responsible Gambling' },
        { id: 6, title: 'Self-Exclusion' },
        { id: 7, title: 'Underage Gambling' },
      ]);
    });

    it('returns an empty list for an unknown category', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/contentlist', payload: { status: true, categoryId: 999 } });
      expect(res.json()).toEqual({ success: true, message: '', data: [] });
    });

    it.each([
      ['tr', { status: 'true', categoryId: 1 }, 'status alanı doğru/yanlış değeri olmalıdır.'],
      ['en', { status: 'true', categoryId: 1 }, 'status must be a boolean.'],
      ['tr', { status: true }, 'categoryId alanı zorunludur.'],
      ['en', { status: true }, 'categoryId is required.'],
      ['en', { status: true, categoryId: 0 }, 'categoryId is too small.'],
      ['en', { status: true, categoryId: '1' }, 'categoryId must be an integer.'],
    ])('rejects bad input (%s, %j)', async (locale, payload, message) => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/contentlist', payload, headers: { 'x-locale': locale } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('GET /api/cms/page/:id', () => {
    it('returns the terms page in the request language', async () => {
      const en = (await app.inject({ method: 'GET', url: '/api/cms/page/1', headers: { 'x-locale': 'en' } })).json();
      expect(en.success).toBe(true);
      expect(en.data).toEqual({ id: 1, title: 'General Terms and Conditions', body: expect.stringContaining('two weeks') });
      const tr = (await app.inject({ method: 'GET', url: '/api/cms/page/1' })).json();
      expect(tr.data.title).toBe('Genel Şartlar ve Koşullar');
      expect(tr.data.body).toContain('en az iki hafta');
    });

    it.each([
      ['tr', 'Sayfa bulunamadı'],
      ['en', 'Page not found'],
    ])('answers 404 with a translated message for a missing or unpublished page (%s)', async (locale, message) => {
      for (const id of [404, 14]) {
        const res = await app.inject({ method: 'GET', url: `/api/cms/page/${id}`, headers: { 'x-locale': locale } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message });
      }
    });

    it('rejects an id that is not a positive number', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/cms/page/abc', headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'id has an invalid format.' });
    });
  });
});
