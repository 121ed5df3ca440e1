// What a content operator changes: slider banners, promotions, pages, popups, footer categories,
// translations, site options and the top notice's domains. Each change runs in the caller's transaction and returns the subject before
// and after it, which the route writes to the audit trail in that same transaction. HTML is sanitized
// here, on the way in, so nothing unsafe is ever stored.
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { proposedValues } from '../../db/upsert';
import { HttpError } from '../../http/errors';
import type {
  ContentKind,
  OperatorBanner,
  OperatorContent,
  OperatorDomains,
  OperatorPage,
  OperatorPopup,
  OperatorPromotion,
  OperatorSiteOption,
  OperatorTranslation,
  OperatorTranslationRow,
} from '@arena/contracts';
import { sanitizeHtml } from './sanitize-html';
import {
  contentCategories,
  contentCategoryPages,
  domains,
  pageTranslations,
  pages,
  popups,
  promotionTranslations,
  promotions,
  siteOptions,
  sliderBannerTranslations,
  sliderBanners,
  sliders,
  translations,
} from './schema';

export const CONTENT_NOT_FOUND = 'The content item was not found.';
export const SCHEDULE_REVERSED = 'The schedule must end after it starts.';
export const SLUG_TAKEN = 'Another promotion already has this address.';
export const MIXED_SLIDERS = 'The banners to order must all belong to one slider.';
const LOCALES = ['tr', 'en'] as const;

/** A change's subject before and after it (null: it did not exist / no longer exists). */
export interface Change<T> {
  id: number | string;
  before: T | null;
  after: T | null;
}

/** an item as stored: it has its id */
export type Stored<T> = T & { id: number };

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dateOf = (bound: string | null) => (bound === null ? null : new Date(bound));

/**
 * Writes an item's text in every locale in one statement: each locale's row is inserted, or updated
 * where it exists (`key`: the table's primary key, the item's column and the locale).
 */
async function upsertTexts<T extends PgTable>(tx: Db, table: T, key: (keyof T['$inferInsert'] & string)[], rows: T['$inferInsert'][]): Promise<void> {
  const columns = getTableColumns(table);
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: key.map((property) => columns[property]), set: proposedValues(table, key, Object.keys(rows[0])) });
}

/** Refuses a schedule that ends before it starts (the tables' CHECKs would answer 500). */
export function assertSchedule(startsAt: string | null, endsAt: string | null): void {
  if (startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) throw new HttpError(400, SCHEDULE_REVERSED);
}

const found = <T>(value: T | null): T => {
  if (value === null) throw new HttpError(404, CONTENT_NOT_FOUND);
  return value;
};

type Sorted<T> = Stored<T> & { sort: number };

async function readBanner(db: Db, id: number): Promise<Sorted<OperatorBanner> | null> {
  const [row] = await db
    .select({ banner: sliderBanners, slider: sliders.slug })
    .from(sliderBanners)
    .innerJoin(sliders, eq(sliders.id, sliderBanners.sliderId))
    .where(eq(sliderBanners.id, id));
  if (!row) return null;
  const { banner } = row;
  const texts = await db.select().from(sliderBannerTranslations).where(eq(sliderBannerTranslations.bannerId, id));
  const title = (locale: string) => texts.find((text) => text.locale === locale)?.title ?? '';
  return {
    id,
    slider: row.slider,
    url: banner.url,
    target: banner.target,
    images: [banner.image, banner.imageXl, banner.imageLg],
    published: banner.published,
    startsAt: iso(banner.startsAt),
    endsAt: iso(banner.endsAt),
    sort: banner.sort,
    texts: { tr: { title: title('tr') }, en: { title: title('en') } },
  };
}

async function readPromotion(db: Db, id: number): Promise<Sorted<OperatorPromotion> | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) return null;
  const texts = await db.select().from(promotionTranslations).where(eq(promotionTranslations.promotionId, id));
  const of = (locale: string) => {
    const { title = '', summary = '', description = '' } = texts.find((text) => text.locale === locale) ?? {};
    return { title, summary, description };
  };
  return {
    id,
    slug: row.slug,
    images: [row.cardImage, row.detailImage],
    published: row.published,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    sort: row.sort,
    texts: { tr: of('tr'), en: of('en') },
  };
}

async function readPage(db: Db, id: number): Promise<Stored<OperatorPage> | null> {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) return null;
  const texts = await db.select().from(pageTranslations).where(eq(pageTranslations.pageId, id));
  const of = (locale: string) => texts.find((text) => text.locale === locale) ?? { title: '', body: '' };
  return { id, published: page.status, texts: { tr: { title: of('tr').title, body: of('tr').body }, en: { title: of('en').title, body: of('en').body } } };
}

async function readPopup(db: Db, id: number): Promise<Stored<OperatorPopup> | null> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id));
  if (!row) return null;
  return { id, url: row.url, images: [row.image, row.imageXl, row.imageLg], published: row.status, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

async function readTranslation(db: Db, key: string): Promise<OperatorTranslation | null> {
  const rows = await db.select().from(translations).where(eq(translations.key, key));
  if (rows.length === 0) return null;
  const of = (locale: string) => rows.find((row) => row.locale === locale)?.value ?? '';
  return { key, tr: of('tr'), en: of('en') };
}

async function readSiteOption(db: Db, key: string): Promise<OperatorSiteOption | null> {
  const [row] = await db.select().from(siteOptions).where(eq(siteOptions.key, key));
  return row ?? null;
}

async function readDomains(db: Db): Promise<OperatorDomains | null> {
  const [row] = await db.select({ current: domains.current, next: domains.next }).from(domains).limit(1);
  return row ?? null;
}

async function categoryPageIds(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ pageId: contentCategoryPages.pageId })
    .from(contentCategoryPages)
    .where(eq(contentCategoryPages.categoryId, categoryId))
    .orderBy(asc(contentCategoryPages.sort));
  return rows.map((row) => row.pageId);
}

/** Each kind's reader, how its published flag is written (pages and popups call it status) and how it is deleted. */
const PUBLISHED_FLAG: Record<
  ContentKind,
  {
    read: (db: Db, id: number) => Promise<unknown>;
    write: (tx: Db, id: number, published: boolean, now: Date) => Promise<unknown>;
    remove: (tx: Db, id: number) => Promise<unknown>;
  }
> = {
  banner: {
    read: readBanner,
    write: (tx, id, published, now) => tx.update(sliderBanners).set({ published, updatedAt: now }).where(eq(sliderBanners.id, id)),
    remove: (tx, id) => tx.delete(sliderBanners).where(eq(sliderBanners.id, id)),
  },
  promotion: {
    read: readPromotion,
    write: (tx, id, published, now) => tx.update(promotions).set({ published, updatedAt: now }).where(eq(promotions.id, id)),
    remove: (tx, id) => tx.delete(promotions).where(eq(promotions.id, id)),
  },
  page: {
    read: readPage,
    write: (tx, id, published) => tx.update(pages).set({ status: published }).where(eq(pages.id, id)),
    remove: (tx, id) => tx.delete(pages).where(eq(pages.id, id)),
  },
  popup: {
    read: readPopup,
    write: (tx, id, published) => tx.update(popups).set({ status: published }).where(eq(popups.id, id)),
    remove: (tx, id) => tx.delete(popups).where(eq(popups.id, id)),
  },
};

export type OperatorContentService = ReturnType<typeof createOperatorContentService>;

export function createOperatorContentService(clock: Clock) {
  return {
    /** everything the editor edits, unpublished and scheduled items too */
    async snapshot(db: Db): Promise<OperatorContent> {
      const [bannerIds, promotionIds, pageIds, popupIds, categories, options, domain] = await Promise.all([
        db.select({ id: sliderBanners.id }).from(sliderBanners).orderBy(asc(sliderBanners.sliderId), asc(sliderBanners.sort), asc(sliderBanners.id)),
        db.select({ id: promotions.id }).from(promotions).orderBy(asc(promotions.sort), asc(promotions.id)),
        db.select({ id: pages.id }).from(pages).orderBy(asc(pages.id)),
        db.select({ id: popups.id }).from(popups).orderBy(asc(popups.id)),
        db.select({ id: contentCategories.id, name: contentCategories.name }).from(contentCategories).orderBy(asc(contentCategories.sort)),
        db.select().from(siteOptions).orderBy(asc(siteOptions.key)),
        readDomains(db),
      ]);
      return {
        banners: (await Promise.all(bannerIds.map(({ id }) => readBanner(db, id)))).filter((banner) => banner !== null),
        promotions: (await Promise.all(promotionIds.map(({ id }) => readPromotion(db, id)))).filter((promotion) => promotion !== null),
        pages: (await Promise.all(pageIds.map(({ id }) => readPage(db, id)))).filter((page) => page !== null),
        popups: (await Promise.all(popupIds.map(({ id }) => readPopup(db, id)))).filter((popup) => popup !== null),
        categories: await Promise.all(categories.map(async (category) => ({ ...category, pageIds: await categoryPageIds(db, category.id) }))),
        siteOptions: options,
        domains: domain,
      };
    },

    /** every key with its text per language, by key; null where a language has no row (the editor highlights it) */
    async translations(db: Db): Promise<OperatorTranslationRow[]> {
      const rows = await db.select().from(translations).orderBy(asc(translations.key), asc(translations.locale));
      const byKey = new Map<string, OperatorTranslationRow>();
      for (const { key, locale, value } of rows) {
        const row = byKey.get(key) ?? { key, tr: null, en: null };
        if (locale === 'tr' || locale === 'en') row[locale] = value;
        byKey.set(key, row);
      }
      return [...byKey.values()];
    },

    /** a slider named for the first time is created with the banner */
    async saveBanner(tx: Db, input: OperatorBanner): Promise<Change<OperatorBanner>> {
      assertSchedule(input.startsAt, input.endsAt);
      const before = input.id === undefined ? null : found(await readBanner(tx, input.id));
      await tx.insert(sliders).values({ slug: input.slider }).onConflictDoNothing();
      const [slider] = await tx.select({ id: sliders.id }).from(sliders).where(eq(sliders.slug, input.slider));
      const [image, imageXl, imageLg] = input.images;
      const values = {
        sliderId: slider.id,
        url: input.url,
        target: input.target,
        image,
        imageXl,
        imageLg,
        published: input.published,
        startsAt: dateOf(input.startsAt),
        endsAt: dateOf(input.endsAt),
        updatedAt: new Date(clock.now()),
      };
      let id = input.id;
      if (id === undefined) {
        // a new banner comes last in its slider
        const last = sql<number>`(SELECT coalesce(max(sort), -1) + 1 FROM slider_banners WHERE slider_id = ${slider.id})`;
        [{ id }] = await tx
          .insert(sliderBanners)
          .values({ ...values, sort: last })
          .returning({ id: sliderBanners.id });
      } else {
        await tx.update(sliderBanners).set(values).where(eq(sliderBanners.id, id));
      }
      const bannerId = id;
      await upsertTexts(
        tx,
        sliderBannerTranslations,
        ['bannerId', 'locale'],
        LOCALES.map((locale) => ({ bannerId, locale, ...input.texts[locale] })),
      );
      return { id, before, after: await readBanner(tx, id) };
    },

    async savePromotion(tx: Db, input: OperatorPromotion): Promise<Change<OperatorPromotion>> {
      assertSchedule(input.startsAt, input.endsAt);
      const before = input.id === undefined ? null : found(await readPromotion(tx, input.id));
      const [holder] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, input.slug));
      if (holder && holder.id !== input.id) throw new HttpError(409, SLUG_TAKEN);
      const [cardImage, detailImage] = input.images;
      const values = {
        slug: input.slug,
        cardImage,
        detailImage,
        published: input.published,
        startsAt: dateOf(input.startsAt),
        endsAt: dateOf(input.endsAt),
        updatedAt: new Date(clock.now()),
      };
      let id = input.id;
      if (id === undefined) {
        const last = sql<number>`(SELECT coalesce(max(sort), -1) + 1 FROM promotions)`;
        [{ id }] = await tx
          .insert(promotions)
          .values({ ...values, sort: last })
          .returning({ id: promotions.id });
      } else {
        await tx.update(promotions).set(values).where(eq(promotions.id, id));
      }
      const promotionId = id;
      await upsertTexts(
        tx,
        promotionTranslations,
        ['promotionId', 'locale'],
        LOCALES.map((locale) => {
          const { title, summary, description } = input.texts[locale];
          return { promotionId, locale, title, summary, description: sanitizeHtml(description) };
        }),
      );
      return { id, before, after: await readPromotion(tx, id) };
    },

    async publish(tx: Db, kind: ContentKind, id: number, published: boolean): Promise<Change<unknown>> {
      const { read, write } = PUBLISHED_FLAG[kind];
      const before = found(await read(tx, id));
      await write(tx, id, published, new Date(clock.now()));
      return { id, before, after: await read(tx, id) };
    },

    /** a page's translations and footer links go with it (ON DELETE CASCADE) */
    async remove(tx: Db, kind: ContentKind, id: number): Promise<Change<unknown>> {
      const before = found(await PUBLISHED_FLAG[kind].read(tx, id));
      await PUBLISHED_FLAG[kind].remove(tx, id);
      return { id, before, after: null };
    },

    /** `ids` first shown first; they must be banners of one slider (the others of it keep their places after them) */
    async reorderBanners(tx: Db, ids: number[]): Promise<Change<{ ids: number[] }>> {
      const rows = await tx.select({ id: sliderBanners.id, sliderId: sliderBanners.sliderId }).from(sliderBanners).where(inArray(sliderBanners.id, ids));
      if (rows.length !== ids.length) throw new HttpError(404, CONTENT_NOT_FOUND);
      const sliderId = rows[0].sliderId;
      if (rows.some((row) => row.sliderId !== sliderId)) throw new HttpError(400, MIXED_SLIDERS);
      const order = async () =>
        (
          await tx
            .select({ id: sliderBanners.id })
            .from(sliderBanners)
            .where(eq(sliderBanners.sliderId, sliderId))
            .orderBy(asc(sliderBanners.sort), asc(sliderBanners.id))
        ).map((row) => row.id);
      const before = await order();
      const next = [...ids, ...before.filter((id) => !ids.includes(id))];
      for (const [sort, id] of next.entries()) await tx.update(sliderBanners).set({ sort }).where(eq(sliderBanners.id, id));
      return { id: sliderId, before: { ids: before }, after: { ids: await order() } };
    },

    /** `ids` first shown first; promotions not named keep their order after them */
    async reorderPromotions(tx: Db, ids: number[]): Promise<Change<{ ids: number[] }>> {
      const rows = await tx.select({ id: promotions.id }).from(promotions).where(inArray(promotions.id, ids));
      if (rows.length !== ids.length) throw new HttpError(404, CONTENT_NOT_FOUND);
      const order = async () =>
        (await tx.select({ id: promotions.id }).from(promotions).orderBy(asc(promotions.sort), asc(promotions.id))).map((row) => row.id);
      const before = await order();
      const next = [...ids, ...before.filter((id) => !ids.includes(id))];
      for (const [sort, id] of next.entries()) await tx.update(promotions).set({ sort }).where(eq(promotions.id, id));
      return { id: 'all', before: { ids: before }, after: { ids: await order() } };
    },

    /** a new page takes the next free id (pages are addressed by id: /pages/{id}) */
    async savePage(tx: Db, input: OperatorPage): Promise<Change<OperatorPage>> {
      const before = input.id === undefined ? null : found(await readPage(tx, input.id));
      let id = input.id;
      if (id === undefined) {
        const [row] = await tx
          .insert(pages)
          .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM pages)`, status: input.published })
          .returning({ id: pages.id });
        id = row.id;
      } else {
        await tx.update(pages).set({ status: input.published }).where(eq(pages.id, id));
      }
      const pageId = id;
      await upsertTexts(
        tx,
        pageTranslations,
        ['pageId', 'locale'],
        LOCALES.map((locale) => ({ pageId, locale, title: input.texts[locale].title, body: sanitizeHtml(input.texts[locale].body) })),
      );
      return { id, before, after: await readPage(tx, id) };
    },

    async savePopup(tx: Db, input: OperatorPopup): Promise<Change<OperatorPopup>> {
      assertSchedule(input.startsAt, input.endsAt);
      const before = input.id === undefined ? null : found(await readPopup(tx, input.id));
      const [image, imageXl, imageLg] = input.images;
      const values = {
        url: input.url,
        image,
        imageXl,
        imageLg,
        status: input.published,
        // the table needs a start: "from always" is from now
        startsAt: dateOf(input.startsAt) ?? new Date(clock.now()),
        endsAt: dateOf(input.endsAt),
      };
      let id = input.id;
      if (id === undefined) [{ id }] = await tx.insert(popups).values(values).returning({ id: popups.id });
      else await tx.update(popups).set(values).where(eq(popups.id, id));
      return { id, before, after: await readPopup(tx, id) };
    },

    /** replaces the category's pages with `pageIds`, in that order */
    async saveCategoryPages(tx: Db, categoryId: number, pageIds: number[]): Promise<Change<{ pageIds: number[] }>> {
      const [category] = await tx.select({ id: contentCategories.id }).from(contentCategories).where(eq(contentCategories.id, categoryId));
      if (!category) throw new HttpError(404, CONTENT_NOT_FOUND);
      if (pageIds.length > 0) {
        const existing = await tx.select({ id: pages.id }).from(pages).where(inArray(pages.id, pageIds));
        if (existing.length !== pageIds.length) throw new HttpError(404, CONTENT_NOT_FOUND);
      }
      const before = { pageIds: await categoryPageIds(tx, categoryId) };
      await tx.delete(contentCategoryPages).where(eq(contentCategoryPages.categoryId, categoryId));
      if (pageIds.length > 0) await tx.insert(contentCategoryPages).values(pageIds.map((pageId, sort) => ({ categoryId, pageId, sort })));
      return { id: categoryId, before, after: { pageIds: await categoryPageIds(tx, categoryId) } };
    },

    async saveTranslation(tx: Db, input: OperatorTranslation): Promise<Change<OperatorTranslation>> {
      const before = await readTranslation(tx, input.key);
      await upsertTexts(
        tx,
        translations,
        ['locale', 'key'],
        LOCALES.map((locale) => ({ locale, key: input.key, value: input[locale] })),
      );
      return { id: input.key, before, after: await readTranslation(tx, input.key) };
    },

    async deleteTranslation(tx: Db, key: string): Promise<Change<OperatorTranslation>> {
      const before = found(await readTranslation(tx, key));
      await tx.delete(translations).where(eq(translations.key, key));
      return { id: key, before, after: null };
    },

    async saveSiteOption(tx: Db, input: OperatorSiteOption): Promise<Change<OperatorSiteOption>> {
      const before = await readSiteOption(tx, input.key);
      await tx
        .insert(siteOptions)
        .values(input)
        .onConflictDoUpdate({ target: siteOptions.key, set: { value: input.value, status: input.status } });
      return { id: input.key, before, after: await readSiteOption(tx, input.key) };
    },

    async deleteSiteOption(tx: Db, key: string): Promise<Change<OperatorSiteOption>> {
      const before = found(await readSiteOption(tx, key));
      await tx.delete(siteOptions).where(eq(siteOptions.key, key));
      return { id: key, before, after: null };
    },

    /** the single row of the top notice */
    async saveDomains(tx: Db, input: OperatorDomains): Promise<Change<OperatorDomains>> {
      const before = await readDomains(tx);
      await tx
        .insert(domains)
        .values({ id: 1, ...input })
        .onConflictDoUpdate({ target: domains.id, set: input });
      return { id: 1, before, after: await readDomains(tx) };
    },
  };
}
