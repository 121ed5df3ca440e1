import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatPaymentTime, TransactionType, type CarouselBanner, type PaymentMethod, type Promotion, type StaticPage, type VideoInfo } from '@arena/contracts';
import { manualClock } from '../../clock';
import { seed } from '../../seed';
import { register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { cmsSeedSteps, pageTranslations, promotionTranslations, promotions, sliderBannerTranslations, sliderBanners, sliders, videoInfos } from './schema';
import { bannerImages, PROMOTIONS, promotionImages, SLIDERS, VIDEO_INFO } from './seed/content';
import { seedContent } from './seed';
import { CONTENT_CATEGORIES, PAYMENTS_PAGE } from './seed/site';
import { bonusCampaigns } from '../bonus/schema';

const HOUR = 3_600_000;
/** the tags the CMS sanitizer keeps: seeded HTML must survive it unchanged */
const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h3', 'h4', 'br', 'table', 'tr', 'td', 'th']);

describe('cms content', () => {
  let app: FastifyInstance;
  const clock = manualClock();

  const sliderList = async (slug: string, locale = 'tr') => {
    const res = await app.inject({ method: 'POST', url: '/api/cms/sliderlist', payload: { slug }, headers: { 'x-locale': locale } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: CarouselBanner[] }>().data;
  };
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/cms/sliderlist', () => {
    it.each(Object.entries(SLIDERS))('lists the %s slider’s banners in order, in the x-locale language', async (slug, seeded) => {
      const tr = await sliderList(slug);
      expect(tr.map(({ images, title, url, target }) => ({ images, title, url, target }))).toEqual(
        seeded.map(({ art, title, url }) => ({ images: bannerImages(art), title: title.tr, url, target: '_self' })),
      );
      expect((await sliderList(slug, 'en')).map(({ title }) => title)).toEqual(seeded.map(({ title }) => title.en));
    });

    it('has 5 home banners (Arena Jet among them) and 3 casino banners', async () => {
      expect(await sliderList('home')).toHaveLength(5);
      expect((await sliderList('home', 'en')).some(({ title }) => title.startsWith('Arena Jet'))).toBe(true);
      expect(await sliderList('casino')).toHaveLength(3);
    });

    it('answers an unknown slider with an empty list', async () => {
      expect(await sliderList('no-such-slider')).toEqual([]);
    });

    it('rejects a slug that is not a slug', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/sliderlist', payload: { slug: 'Home Page' }, headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('shows published banners inside their window only, in sort order, and follows the clock', async () => {
      const [slider] = await app.db.insert(sliders).values({ slug: 'window-test' }).returning({ id: sliders.id });
      const now = clock.now();
      const rows = [
        { name: 'showing', sort: 2, published: true, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) },
        { name: 'open', sort: 1, published: true, startsAt: null, endsAt: null },
        { name: 'draft', sort: 0, published: false, startsAt: null, endsAt: null },
        { name: 'later', sort: 3, published: true, startsAt: new Date(now + 2 * HOUR), endsAt: null },
        { name: 'ended', sort: 4, published: true, startsAt: null, endsAt: new Date(now - 1) },
      ];
      for (const { name, ...row } of rows) {
        const [banner] = await app.db
          .insert(sliderBanners)
          .values({ sliderId: slider.id, url: `/${name}`, image: 'a.webp', imageXl: 'b.webp', imageLg: 'c.webp', ...row })
          .returning({ id: sliderBanners.id });
        await app.db.insert(sliderBannerTranslations).values([
          { bannerId: banner.id, locale: 'tr', title: `${name} tr` },
          { bannerId: banner.id, locale: 'en', title: `${name} en` },
        ]);
      }
      await app.cms.invalidateContent();

      const urls = async () => (await sliderList('window-test')).map(({ url }) => url);
      expect(await urls()).toEqual(['/open', '/showing']);
      expect((await sliderList('window-test', 'en')).map(({ title }) => title)).toEqual(['open en', 'showing en']);
      // no change to the database or the cache: time alone starts and ends banners
      clock.advance(2 * HOUR);
      expect(await urls()).toEqual(['/open', '/later']);
    });
  });

  describe('GET /api/cms/videoinfo', () => {
    it('answers the video banner with its poster and three lines in the x-locale language', async () => {
      const tr = await get('/api/cms/videoinfo');
      expect(tr.statusCode).toBe(200);
      expect(tr.json<{ data: VideoInfo }>().data).toEqual({
        url: VIDEO_INFO.url,
        poster: VIDEO_INFO.poster,
        title1: 'Canlı Casino',
        title2: VIDEO_INFO.titles.tr[1],
        title3: VIDEO_INFO.titles.tr[2],
      });
      const en = (await get('/api/cms/videoinfo', { 'x-locale': 'en' })).json<{ data: VideoInfo }>().data;
      expect([en.title1, en.title2, en.title3]).toEqual(VIDEO_INFO.titles.en);
    });

    it('answers a translated 404, as its contract says, while no video is published', async () => {
      await app.db.update(videoInfos).set({ published: false });
      await app.cms.invalidateContent();
      try {
        const res = await get('/api/cms/videoinfo', { 'x-locale': 'en' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/\w/) });
      } finally {
        await app.db.update(videoInfos).set({ published: true });
        await app.cms.invalidateContent();
      }
    });
  });

  describe('promotions', () => {
    it('GET /api/cms/promotions lists the published promotions in order with images and HTML terms', async () => {
      const tr = (await get('/api/cms/promotions')).json<{ data: Promotion[] }>().data;
      const en = (await get('/api/cms/promotions', { 'x-locale': 'en' })).json<{ data: Promotion[] }>().data;
      expect(tr.map(({ slug }) => slug)).toEqual(PROMOTIONS.map(({ slug }) => slug));
      expect(tr).toHaveLength(5);
      for (const [i, promotion] of tr.entries()) {
        const { card, detail } = promotionImages(promotion.slug);
        expect(promotion.images).toEqual([{ url: card }, { url: detail }]);
        expect(promotion.title).toBe(PROMOTIONS[i].text.tr.title);
        expect(promotion.description).toMatch(/<(ul|ol|table)>/);
        expect(en[i].title).toBe(PROMOTIONS[i].text.en.title);
        expect(en[i].summary).not.toBe(promotion.summary);
      }
      expect(tr.find(({ slug }) => slug === 'free-spins')!.description).toContain('Sultan’s Gold');
    });

    it('names the bonus campaign each promotion advertises (the bonus seed’s offer ids)', async () => {
      const list = (await get('/api/cms/promotions')).json<{ data: Promotion[] }>().data;
      const campaigns = new Map(
        (await app.db.select({ id: bonusCampaigns.id, slug: bonusCampaigns.slug }).from(bonusCampaigns)).map(({ id, slug }) => [id, slug]),
      );
      expect(Object.fromEntries(list.map(({ slug, bonusOfferId }) => [slug, bonusOfferId ? campaigns.get(bonusOfferId) : null]))).toEqual({
        'welcome-bonus': 'welcome-100',
        'deposit-bonus': 'reload-50',
        'weekly-cashback': 'weekly-cashback',
        'free-spins': 'sultan-spins',
        'sports-free-bet': 'sports-free-bet',
      });
    });

    it('GET /api/cms/promotion/:slug answers one promotion (a deep link)', async () => {
      const res = await get('/api/cms/promotion/weekly-cashback', { 'x-locale': 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Promotion }>().data).toMatchObject({
        slug: 'weekly-cashback',
        title: PROMOTIONS.find(({ slug }) => slug === 'weekly-cashback')!.text.en.title,
      });
    });

    it.each([
      ['tr', 'Promosyon bulunamadı'],
      ['en', 'Promotion not found'],
    ])('answers an unknown promotion with a translated 404 (%s)', async (locale, message) => {
      const res = await get('/api/cms/promotion/no-such-promotion', { 'x-locale': locale });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message });
    });

    it('lets the browser revalidate by ETag, and shows an operator’s change once the content is invalidated', async () => {
      const first = await get('/api/cms/promotions');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const same = await get('/api/cms/promotions', { 'if-none-match': etag });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');

      await app.db.update(promotions).set({ published: false }).where(eq(promotions.slug, 'sports-free-bet'));
      await app.db
        .update(promotionTranslations)
        .set({ title: 'Haftalık İade' })
        .where(eq(promotionTranslations.title, PROMOTIONS.find(({ slug }) => slug === 'weekly-cashback')!.text.tr.title));
      // cached: the change is not read until whoever made it says so
      expect((await get('/api/cms/promotions', { 'if-none-match': etag })).statusCode).toBe(304);
      await app.cms.invalidateContent();

      const changed = await get('/api/cms/promotions', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const list = changed.json<{ data: Promotion[] }>().data;
      expect(list.map(({ slug }) => slug)).not.toContain('sports-free-bet');
      expect(list.find(({ slug }) => slug === 'weekly-cashback')!.title).toBe('Haftalık İade');
      expect((await get('/api/cms/promotion/sports-free-bet')).statusCode).toBe(404);
      await app.db.update(promotions).set({ published: true }).where(eq(promotions.slug, 'sports-free-bet'));
      await app.cms.invalidateContent();
    });
  });

  describe('pages', () => {
    const footerPageIds = [...new Set([1, ...CONTENT_CATEGORIES.flatMap(({ pageIds }) => pageIds)])].filter((id) => id !== 14);

    it.each(footerPageIds)('page %i has real text in tr and en, in tags the sanitizer keeps', async (id) => {
      const [tr, en] = await Promise.all(
        ['tr', 'en'].map(async (locale) => (await get(`/api/cms/page/${id}`, { 'x-locale': locale })).json<{ data: StaticPage }>().data),
      );
      for (const page of [tr, en]) {
        expect(page.body.replace(/<[^>]+>/g, '').length).toBeGreaterThan(200);
        for (const [, tag] of page.body.matchAll(/<\/?([a-z0-9]+)/g)) expect(ALLOWED_TAGS).toContain(tag);
      }
      expect(tr.title).not.toBe(en.title);
      expect(tr.body).not.toBe(en.body);
    });

    it.each(['tr', 'en'])('the responsible gambling page (%s, in the footer) names the help organisations and leads to the account’s tools', async (locale) => {
      expect(CONTENT_CATEGORIES.find(({ name }) => name === 'Gambling')!.pageIds).toContain(5);
      const { body } = (await get('/api/cms/page/5', { 'x-locale': locale })).json<{ data: StaticPage }>().data;
      for (const name of ['YEDAM', '115', 'GamCare', 'BeGambleAware', 'Gamblers Anonymous', '18']) expect(body).toContain(name);
      for (const href of ['/dashboard/responsible-gambling', '/dashboard/statement', 'https://www.begambleaware.org']) expect(body).toContain(`href="${href}"`);
    });

    it.each(['tr', 'en'] as const)(
      'the payments page states each method’s daily limit and time as the cashier gets them from the methods’ records (%s)',
      async (locale) => {
        const { headers } = await register(app);
        const methods = (
          await app.inject({
            method: 'POST',
            url: '/api/payment/methods',
            payload: { type: TransactionType.Deposit },
            headers: { ...headers, 'x-locale': locale },
          })
        ).json<{ data: PaymentMethod[] }>().data;
        const { body } = (await get(`/api/cms/page/${PAYMENTS_PAGE}`, { 'x-locale': locale })).json<{ data: StaticPage }>().data;
        const rows = new Map(
          [...body.matchAll(/<tr>(.*?)<\/tr>/g)]
            .map(([, row]) => [...row.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell))
            .filter((cells) => cells.length > 0)
            .map((cells) => [cells[0], cells]),
        );
        // "100.000 ₺" / "₺100,000" in kuruş
        const kurus = (text: string) =>
          Math.round(
            Number(
              text
                .replace(/[₺\s]/g, '')
                .replace(locale === 'tr' ? /\./g : /,/g, '')
                .replace(',', '.'),
            ) * 100,
          );
        expect(methods.length).toBeGreaterThan(0);
        for (const method of methods) {
          const [, , , daily, time] = rows.get(method.name) ?? [];
          expect([method.name, kurus(daily)]).toEqual([method.name, method.dailyLimit]);
          expect([method.name, time]).toEqual([method.name, formatPaymentTime(method.time!, locale) ?? { tr: 'Anında', en: 'Instant' }[locale]]);
        }
      },
    );

    it('revalidates pages by ETag too', async () => {
      const first = await get('/api/cms/page/1');
      expect((await get('/api/cms/page/1', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
      // the answer depends on the language: another language is another answer
      expect(first.headers.vary).toContain('x-locale');
      expect((await get('/api/cms/page/1', { 'x-locale': 'en', 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);
    });
  });

  describe('media', () => {
    const seededMedia = (): [string, string, number][] => [
      ...Object.values(SLIDERS).flatMap((banners) =>
        banners.flatMap(({ art }) => {
          const [image, imageXl, imageLg] = bannerImages(art);
          return [
            [image, 'image/webp', 25_000],
            [imageXl, 'image/webp', 60_000],
            [imageLg, 'image/webp', 40_000],
          ] as [string, string, number][];
        }),
      ),
      ...PROMOTIONS.flatMap(({ slug }) => {
        const { card, detail } = promotionImages(slug);
        return [
          [card, 'image/webp', 25_000],
          [detail, 'image/webp', 40_000],
        ] as [string, string, number][];
      }),
      [VIDEO_INFO.poster, 'image/webp', 30_000],
      [VIDEO_INFO.url, 'video/mp4', 350_000],
      [VIDEO_INFO.url.replace(/\.mp4$/, '.webm'), 'video/webm', 250_000],
    ];

    it('serves every seeded picture and the video, small and kept by the browser', async () => {
      let video = 0;
      for (const [url, type, limit] of seededMedia()) {
        const res = await get(url);
        expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 200, type });
        expect(res.rawPayload.length).toBeLessThanOrEqual(limit);
        expect(res.headers['cache-control']).toMatch(/max-age=[1-9]\d{4,}/);
        if (type.startsWith('video/')) video += res.rawPayload.length;
      }
      expect(video).toBeLessThanOrEqual(600_000);
    });

    it('answers a byte range of the video', async () => {
      const res = await get(VIDEO_INFO.url, { range: 'bytes=0-1023' });
      expect(res.statusCode).toBe(206);
      expect(res.rawPayload.length).toBe(1024);
    });
  });

  describe('seed', () => {
    it('runs again without adding anything', async () => {
      const count = async () => ({
        sliders: (await app.db.select().from(sliders)).length,
        banners: (await app.db.select().from(sliderBanners)).length,
        promotions: (await app.db.select().from(promotions)).length,
        videos: (await app.db.select().from(videoInfos)).length,
      });
      const before = await count();
      expect(await seed(app.db)).toBe(false);
      expect(await count()).toEqual(before);
    });

    it('gives a site seeded before player protection its pages and its promotions’ bonus campaigns once, then keeps what operators change', async () => {
      await app.db
        .update(pageTranslations)
        .set({ body: '<p>Contact live support to self-exclude.</p>' })
        .where(inArray(pageTranslations.pageId, [5, 6]));
      await app.db.update(promotions).set({ bonusOfferId: null });
      await app.db.delete(cmsSeedSteps).where(inArray(cmsSeedSteps.step, ['player-protection-pages', 'promotion-bonus-offers']));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await get('/api/cms/page/6', { 'x-locale': 'en' })).json<{ data: StaticPage }>().data.body).toContain('6 weeks');
      expect((await get('/api/cms/promotion/welcome-bonus')).json<{ data: Promotion }>().data.bonusOfferId).toBe(1);

      await app.db.update(pageTranslations).set({ body: '<p>Edited by an operator</p>' }).where(eq(pageTranslations.pageId, 6));
      await app.db.update(promotions).set({ bonusOfferId: null }).where(eq(promotions.slug, 'welcome-bonus'));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await get('/api/cms/page/6')).json<{ data: StaticPage }>().data.body).toBe('<p>Edited by an operator</p>');
      expect((await get('/api/cms/promotion/welcome-bonus')).json<{ data: Promotion }>().data).not.toHaveProperty('bonusOfferId');
    });

    it('gives a site seeded with offers other than the campaigns the campaigns’ figures and links once, then keeps what operators change', async () => {
      const [welcome] = await app.db.select().from(promotions).where(eq(promotions.slug, 'welcome-bonus'));
      const [cashbackBanner] = await app.db.select().from(sliderBanners).where(eq(sliderBanners.url, '/promotions?promotion=weekly-cashback'));
      await app.db.update(promotions).set({ bonusOfferId: 2 }).where(eq(promotions.slug, 'free-spins'));
      await app.db
        .update(promotionTranslations)
        .set({ summary: 'İlk yatırımına %100 bonus, 5.000 ₺’ye kadar.' })
        .where(eq(promotionTranslations.promotionId, welcome.id));
      await app.db
        .update(sliderBannerTranslations)
        .set({ title: '15% cashback every Monday, no wagering' })
        .where(eq(sliderBannerTranslations.bannerId, cashbackBanner.id));
      await app.db
        .update(pageTranslations)
        .set({ body: '<table><tr><td>Papara</td><td>₺100</td></tr></table>' })
        .where(eq(pageTranslations.pageId, PAYMENTS_PAGE));
      await app.db.delete(cmsSeedSteps).where(eq(cmsSeedSteps.step, 'offers-truth'));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      const promotion = async (slug: string, locale = 'tr') =>
        (await get(`/api/cms/promotion/${slug}`, { 'x-locale': locale })).json<{ data: Promotion }>().data;
      const seeded = (slug: string) => PROMOTIONS.find((candidate) => candidate.slug === slug)!;
      expect((await promotion('welcome-bonus')).summary).toBe(seeded('welcome-bonus').text.tr.summary);
      expect((await promotion('free-spins')).bonusOfferId).toBe(seeded('free-spins').bonusOfferId);
      expect((await sliderList('home', 'en')).find(({ url }) => url === cashbackBanner.url)!.title).toBe(
        SLIDERS.home.find(({ url }) => url === cashbackBanner.url)!.title.en,
      );
      expect((await get(`/api/cms/page/${PAYMENTS_PAGE}`, { 'x-locale': 'en' })).json<{ data: StaticPage }>().data.body).toContain('Kripto (USDT)');

      await app.db.update(promotionTranslations).set({ summary: 'Edited by an operator' }).where(eq(promotionTranslations.promotionId, welcome.id));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await promotion('welcome-bonus')).summary).toBe('Edited by an operator');
    });

    it('takes down once the "refer a friend" an earlier seed published: it promised money no campaign pays', async () => {
      const [promotion] = await app.db
        .insert(promotions)
        .values({ slug: 'refer-a-friend', cardImage: '/media/promotions/x.webp', detailImage: '/media/promotions/x.webp', sort: 9, published: true })
        .returning({ id: promotions.id });
      await app.db.insert(promotionTranslations).values(
        (['tr', 'en'] as const).map((locale) => ({
          promotionId: promotion.id,
          locale,
          title: 'Refer a Friend',
          summary: '₺500 bonus for every friend you bring.',
          description: '<p>₺500 bonus.</p>',
        })),
      );
      await app.db.delete(cmsSeedSteps).where(eq(cmsSeedSteps.step, 'unbacked-referral-offer'));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await get('/api/cms/promotion/refer-a-friend')).statusCode).toBe(404);
      expect((await get('/api/cms/promotions')).json<{ data: Promotion[] }>().data.map(({ slug }) => slug)).not.toContain('refer-a-friend');

      // an operator who publishes it again (backed by a campaign of their own) is not overruled
      await app.db.update(promotions).set({ published: true }).where(eq(promotions.id, promotion.id));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await get('/api/cms/promotion/refer-a-friend')).statusCode).toBe(200);
      await app.db.delete(promotionTranslations).where(eq(promotionTranslations.promotionId, promotion.id));
      await app.db.delete(promotions).where(eq(promotions.id, promotion.id));
      await app.cms.invalidateContent();
    });

    it('gives a site seeded with placeholder pages the real text once, then keeps what operators write', async () => {
      const placeholder = '<h2>Sorumlu Kumar</h2><p>Kumar bir eğlence aracıdır.</p>';
      await app.db.update(pageTranslations).set({ body: placeholder }).where(eq(pageTranslations.pageId, 5));
      await app.db.delete(cmsSeedSteps).where(inArray(cmsSeedSteps.step, ['pages-text']));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await get('/api/cms/page/5')).json<{ data: StaticPage }>().data.body).toContain('YEDAM');

      await app.db.update(pageTranslations).set({ body: '<p>Edited by an operator</p>' }).where(eq(pageTranslations.pageId, 5));
      await seedContent(app.db);
      await app.cms.invalidateContent();
      expect((await get('/api/cms/page/5')).json<{ data: StaticPage }>().data.body).toBe('<p>Edited by an operator</p>');
    });
  });
});
