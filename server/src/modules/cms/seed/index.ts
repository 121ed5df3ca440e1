import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { proposedValues } from '../../../db/upsert';
import {
  cmsSeedSteps,
  contentCategories,
  contentCategoryPages,
  countries,
  domains,
  languages,
  menuItems,
  menus,
  pageTranslations,
  pages,
  promotionTranslations,
  promotions,
  siteOptions,
  sliderBannerTranslations,
  sliderBanners,
  sliders,
  translations,
  videoInfoTranslations,
  videoInfos,
} from '../schema';
import { bannerImages, PROMOTIONS, promotionImages, SLIDERS, VIDEO_INFO } from './content';
import { sanitizeHtml } from '../sanitize-html';
import { COUNTRIES } from './countries';
import { BONUS_RULES_PAGE, CONTENT_CATEGORIES, DOMAINS, MENUS, PAGES, PAYMENTS_PAGE, PLAYER_PROTECTION_PAGES, SITE_OPTIONS } from './site';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, TRANSLATIONS } from '../../../i18n/translations';

/**
 * Adds the dictionary's keys that are missing; texts an operator already edited are kept. Runs at every
 * start: the keys present are read first, so a site that has them all inserts nothing (one insert of the
 * whole dictionary, 8,000 parameters, cost a second of CPU at each start just to be built).
 */
export async function seedTranslations(db: Db): Promise<void> {
  const present = new Set(
    (await db.select({ locale: translations.locale, key: translations.key }).from(translations)).map(({ locale, key }) => `${locale}\u0000${key}`),
  );
  const missing = LOCALES.flatMap((locale) => Object.entries(TRANSLATIONS[locale]).map(([key, value]) => ({ locale, key, value }))).filter(
    ({ locale, key }) => !present.has(`${locale}\u0000${key}`),
  );
  if (missing.length > 0) await db.insert(translations).values(missing).onConflictDoNothing();
}

export async function seedCms(db: Db): Promise<void> {
  await db
    .insert(languages)
    .values(LOCALES.map((locale, sort) => ({ locale, name: LANGUAGE_NAMES[locale], isDefault: locale === DEFAULT_LOCALE, sort })))
    .onConflictDoNothing();
  await seedTranslations(db);
  await db
    .insert(siteOptions)
    .values(SITE_OPTIONS.map(([key, value, status]) => ({ key, value, status })))
    .onConflictDoNothing();
  await db.insert(domains).values(DOMAINS).onConflictDoNothing();

  for (const [slug, items] of Object.entries(MENUS)) {
    const [menu] = await db.insert(menus).values({ slug }).onConflictDoNothing().returning({ id: menus.id });
    // an existing menu keeps its items as edited
    if (menu) await db.insert(menuItems).values(items.map((item, sort) => ({ ...item, menuId: menu.id, sort })));
  }

  await db
    .insert(pages)
    .values(PAGES.map(({ id, status }) => ({ id, status })))
    .onConflictDoNothing();
  await db.insert(pageTranslations).values(pageTexts()).onConflictDoNothing();
  await db
    .insert(contentCategories)
    .values(CONTENT_CATEGORIES.map(({ id, name }, sort) => ({ id, name, sort })))
    .onConflictDoNothing();
  await db
    .insert(contentCategoryPages)
    .values(CONTENT_CATEGORIES.flatMap(({ id, pageIds }) => pageIds.map((pageId, sort) => ({ categoryId: id, pageId, sort }))))
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(COUNTRIES.map(([id, iso2, name]) => ({ id, iso2, name })))
    .onConflictDoNothing();
}

/** true the one time `step` runs on this database (recorded in the same transaction as its work) */
async function firstRun(db: Db, step: string): Promise<boolean> {
  const [row] = await db.insert(cmsSeedSteps).values({ step }).onConflictDoNothing().returning({ step: cmsSeedSteps.step });
  return row !== undefined;
}

/** Every page's title and body per language; the body through the same sanitizer as an operator's. */
const pageTexts = () =>
  PAGES.flatMap(({ id, text }) => LOCALES.map((locale) => ({ pageId: id, locale, ...text[locale], body: sanitizeHtml(text[locale].body) })));

/** The seeded text of the pages `ids`, over what a site holds (a correction made once). */
async function replacePageTexts(db: Db, ids: readonly number[]): Promise<void> {
  await db
    .insert(pageTranslations)
    .values(pageTexts().filter(({ pageId }) => ids.includes(pageId)))
    .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.locale], set: proposedValues(pageTranslations, ['pageId', 'locale']) });
}

/**
 * The home page's content and the pages' real text, on a new database and on one seeded before they
 * existed. Each step runs once: what operators change afterwards is theirs.
 */
export async function seedContent(db: Db): Promise<void> {
  // the first sites were seeded with one-line placeholder pages: they get the real text once
  if (await firstRun(db, 'pages-text')) {
    // pages added since that site was seeded come first: their texts point at them
    await db
      .insert(pages)
      .values(PAGES.map(({ id, status }) => ({ id, status })))
      .onConflictDoNothing();
    await replacePageTexts(
      db,
      PAGES.map(({ id }) => id),
    );
  }

  // issue 15: the player protection tools on the responsible gambling and self-exclusion pages (a
  // compliance text, so it replaces an earlier version once), and the promotions' bonus campaigns
  if (await firstRun(db, 'player-protection-pages')) {
    await replacePageTexts(db, PLAYER_PROTECTION_PAGES);
  }
  // issue 28: what counts towards wagering (a game's own kind, sports at settlement, offsetting bets), as the bonus module applies it
  if (await firstRun(db, 'bonus-rules-wagering')) {
    await replacePageTexts(db, [BONUS_RULES_PAGE]);
  }
  if (await firstRun(db, 'promotion-bonus-offers')) {
    for (const { slug, bonusOfferId } of PROMOTIONS) {
      if (bonusOfferId)
        await db
          .update(promotions)
          .set({ bonusOfferId })
          .where(and(eq(promotions.slug, slug), isNull(promotions.bonusOfferId)));
    }
  }

  // issue 30: the offers said other figures than the campaigns and payment methods enforce, and some
  // promotions named another campaign: the seeded texts and links are replaced once
  if (await firstRun(db, 'offers-truth')) await correctOffers(db);
  // issue 30: "refer a friend" promised ₺500 that no campaign pays (and offered no invitation link): it is taken down once
  // issue 30: the payments page states each method's daily limit and time from the methods' records (it
  // stated one daily limit that nothing enforced)
  if (await firstRun(db, 'payment-method-terms')) await replacePageTexts(db, [PAYMENTS_PAGE]);
  if (await firstRun(db, 'unbacked-referral-offer')) await db.update(promotions).set({ published: false }).where(eq(promotions.slug, UNBACKED_REFERRAL));

  if (!(await firstRun(db, 'home-content'))) return;
  for (const [slug, banners] of Object.entries(SLIDERS)) {
    const [slider] = await db.insert(sliders).values({ slug }).onConflictDoNothing().returning({ id: sliders.id });
    if (!slider) continue;
    for (const [sort, { art, url, title }] of banners.entries()) {
      const [image, imageXl, imageLg] = bannerImages(art);
      const [banner] = await db
        .insert(sliderBanners)
        .values({ sliderId: slider.id, url, target: '_self', image, imageXl, imageLg, sort, published: true })
        .returning({ id: sliderBanners.id });
      await db.insert(sliderBannerTranslations).values(LOCALES.map((locale) => ({ bannerId: banner.id, locale, title: title[locale] })));
    }
  }

  const [video] = await db.insert(videoInfos).values({ url: VIDEO_INFO.url, poster: VIDEO_INFO.poster, published: true }).returning({ id: videoInfos.id });
  await db.insert(videoInfoTranslations).values(
    LOCALES.map((locale) => {
      const [title1, title2, title3] = VIDEO_INFO.titles[locale];
      return { videoId: video.id, locale, title1, title2, title3 };
    }),
  );

  for (const [sort, { slug, bonusOfferId, text }] of PROMOTIONS.entries()) {
    const { card, detail } = promotionImages(slug);
    const [promotion] = await db
      .insert(promotions)
      .values({ slug, cardImage: card, detailImage: detail, sort, published: true, bonusOfferId })
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (promotion) {
      await db
        .insert(promotionTranslations)
        .values(LOCALES.map((locale) => ({ promotionId: promotion.id, locale, ...text[locale], description: sanitizeHtml(text[locale].description) })));
    }
  }
}

/** the promotion an earlier seed published with no campaign behind its money */
const UNBACKED_REFERRAL = 'refer-a-friend';

/** The promotions', the promotion banners' and the payments page's seeded texts, on a site seeded with earlier ones. */
async function correctOffers(db: Db): Promise<void> {
  await replacePageTexts(db, [PAYMENTS_PAGE]);
  for (const { slug, bonusOfferId, text } of PROMOTIONS) {
    if (!bonusOfferId) continue;
    const [promotion] = await db.update(promotions).set({ bonusOfferId }).where(eq(promotions.slug, slug)).returning({ id: promotions.id });
    if (!promotion) continue;
    await db
      .insert(promotionTranslations)
      .values(LOCALES.map((locale) => ({ promotionId: promotion.id, locale, ...text[locale], description: sanitizeHtml(text[locale].description) })))
      .onConflictDoUpdate({
        target: [promotionTranslations.promotionId, promotionTranslations.locale],
        set: proposedValues(promotionTranslations, ['promotionId', 'locale']),
      });
  }
  for (const { url, title } of Object.values(SLIDERS).flat()) {
    if (!url.startsWith('/promotions?')) continue;
    for (const { id } of await db.select({ id: sliderBanners.id }).from(sliderBanners).where(eq(sliderBanners.url, url))) {
      for (const locale of LOCALES)
        await db
          .update(sliderBannerTranslations)
          .set({ title: title[locale] })
          .where(and(eq(sliderBannerTranslations.bannerId, id), eq(sliderBannerTranslations.locale, locale)));
    }
  }
}
