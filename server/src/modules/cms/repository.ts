import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  CarouselBanner,
  ContentCategory,
  ContentItem,
  DomainsSetting,
  Language,
  MenuItem,
  PopupBanner,
  Promotion,
  SiteOption,
  StaticPage,
  Translation,
  VideoInfo,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import {
  contentCategories,
  contentCategoryPages,
  domains,
  languages,
  menuItems,
  menus,
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
  videoInfoTranslations,
  videoInfos,
} from './schema';

/** a published item's schedule window, in ms since the epoch (null: open) */
export interface Window {
  startsAt: number | null;
  endsAt: number | null;
}

/** an item kept with its window */
export interface Scheduled<T> extends Window {
  item: T;
}

const toWindow = ({ startsAt, endsAt }: { startsAt: Date | null; endsAt: Date | null }): Window => ({
  startsAt: startsAt?.getTime() ?? null,
  endsAt: endsAt?.getTime() ?? null,
});

/** inside its window at `now` (the start included, the end not) */
export const isShowing = ({ startsAt, endsAt }: Window, now: number): boolean => (startsAt === null || startsAt <= now) && (endsAt === null || now < endsAt);

/** published and not yet ended: what may show now or later, to be narrowed to the moment by isShowing */
const notEnded = (table: typeof sliderBanners | typeof promotions | typeof videoInfos, now: Date) =>
  and(eq(table.published, true), or(isNull(table.endsAt), gt(table.endsAt, now)));

export function createCmsRepository(db: Db) {
  /** published (or, with status false, unpublished) page titles of one category, in order */
  const contentOf = (locale: string, status: boolean, categoryId?: number) =>
    db
      .select({ categoryId: contentCategoryPages.categoryId, id: pages.id, title: pageTranslations.title })
      .from(contentCategoryPages)
      .innerJoin(pages, eq(pages.id, contentCategoryPages.pageId))
      .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
      .where(and(eq(pages.status, status), categoryId === undefined ? undefined : eq(contentCategoryPages.categoryId, categoryId)))
      .orderBy(asc(contentCategoryPages.categoryId), asc(contentCategoryPages.sort));

  return {
    languages(): Promise<Required<Language>[]> {
      return db.select({ locale: languages.locale, name: languages.name }).from(languages).orderBy(asc(languages.sort));
    },

    translations(locale: string): Promise<Translation[]> {
      return db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.locale, locale))
        .orderBy(asc(translations.key));
    },

    /** only enabled options, keys lower-cased */
    enabledSiteOptions(): Promise<SiteOption[]> {
      return db
        .select({ key: sql<string>`lower(${siteOptions.key})`, value: siteOptions.value })
        .from(siteOptions)
        .where(eq(siteOptions.status, true))
        .orderBy(asc(siteOptions.key));
    },

    /** items of one menu in order; an unknown menu is empty */
    menu(slug: string): Promise<MenuItem[]> {
      return db
        .select({ url: menuItems.url, icon: menuItems.icon, svgStyle: menuItems.svgStyle, title: menuItems.title })
        .from(menuItems)
        .innerJoin(menus, eq(menus.id, menuItems.menuId))
        .where(eq(menus.slug, slug))
        .orderBy(asc(menuItems.sort));
    },

    async domains(): Promise<DomainsSetting | null> {
      const [row] = await db.select({ current: domains.current, next: domains.next }).from(domains).limit(1);
      return row ?? null;
    },

    async categories(locale: string): Promise<ContentCategory[]> {
      const [categories, items] = await Promise.all([
        db.select({ id: contentCategories.id, name: contentCategories.name }).from(contentCategories).orderBy(asc(contentCategories.sort)),
        contentOf(locale, true),
      ]);
      return categories.map((category) => ({
        ...category,
        content: items.filter((item) => item.categoryId === category.id).map(({ id, title }) => ({ id, title })),
      }));
    },

    async contents(categoryId: number, status: boolean, locale: string): Promise<ContentItem[]> {
      const items = await contentOf(locale, status, categoryId);
      return items.map(({ id, title }) => ({ id, title }));
    },

    async page(id: number, locale: string): Promise<StaticPage | null> {
      const [row] = await db
        .select({ id: pages.id, title: pageTranslations.title, body: pageTranslations.body })
        .from(pages)
        .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
        .where(and(eq(pages.id, id), eq(pages.status, true)));
      return row ?? null;
    },

    /** the banners of slider `slug` that are published and not ended at `now`, in order; text in `locale` */
    async sliderBanners(slug: string, locale: string, now: Date): Promise<Scheduled<CarouselBanner>[]> {
      const rows = await db
        .select({
          id: sliderBanners.id,
          url: sliderBanners.url,
          target: sliderBanners.target,
          image: sliderBanners.image,
          imageXl: sliderBanners.imageXl,
          imageLg: sliderBanners.imageLg,
          title: sliderBannerTranslations.title,
          startsAt: sliderBanners.startsAt,
          endsAt: sliderBanners.endsAt,
        })
        .from(sliderBanners)
        .innerJoin(sliders, eq(sliders.id, sliderBanners.sliderId))
        .innerJoin(sliderBannerTranslations, and(eq(sliderBannerTranslations.bannerId, sliderBanners.id), eq(sliderBannerTranslations.locale, locale)))
        .where(and(eq(sliders.slug, slug), notEnded(sliderBanners, now)))
        .orderBy(asc(sliderBanners.sort), asc(sliderBanners.id));
      return rows.map(({ id, url, target, image, imageXl, imageLg, title, ...window }) => ({
        item: { id, url, target, images: [image, imageXl, imageLg], title },
        ...toWindow(window),
      }));
    },

    /** the promotions published and not ended at `now`, in order; text in `locale` */
    async promotions(locale: string, now: Date): Promise<Scheduled<Promotion>[]> {
      const rows = await db
        .select({
          id: promotions.id,
          slug: promotions.slug,
          cardImage: promotions.cardImage,
          detailImage: promotions.detailImage,
          title: promotionTranslations.title,
          summary: promotionTranslations.summary,
          description: promotionTranslations.description,
          startsAt: promotions.startsAt,
          endsAt: promotions.endsAt,
          bonusOfferId: promotions.bonusOfferId,
        })
        .from(promotions)
        .innerJoin(promotionTranslations, and(eq(promotionTranslations.promotionId, promotions.id), eq(promotionTranslations.locale, locale)))
        .where(notEnded(promotions, now))
        .orderBy(asc(promotions.sort), asc(promotions.id));
      return rows.map(({ id, slug, cardImage, detailImage, title, summary, description, bonusOfferId, ...window }) => ({
        item: { id, slug, images: [{ url: cardImage }, { url: detailImage }], title, summary, description, ...(bonusOfferId === null ? {} : { bonusOfferId }) },
        ...toWindow(window),
      }));
    },

    /** the casino video banners published and not ended at `now`, in order; titles in `locale` */
    async videoInfos(locale: string, now: Date): Promise<Scheduled<VideoInfo>[]> {
      const rows = await db
        .select({
          url: videoInfos.url,
          poster: videoInfos.poster,
          title1: videoInfoTranslations.title1,
          title2: videoInfoTranslations.title2,
          title3: videoInfoTranslations.title3,
          startsAt: videoInfos.startsAt,
          endsAt: videoInfos.endsAt,
        })
        .from(videoInfos)
        .innerJoin(videoInfoTranslations, and(eq(videoInfoTranslations.videoId, videoInfos.id), eq(videoInfoTranslations.locale, locale)))
        .where(notEnded(videoInfos, now))
        .orderBy(asc(videoInfos.sort), asc(videoInfos.id));
      return rows.map(({ startsAt, endsAt, ...video }) => ({ item: video, ...toWindow({ startsAt, endsAt }) }));
    },

    /** The newest running popup campaign, or null; its hash changes with its content (shown once per hash). */
    async activePopup(now: Date): Promise<PopupBanner | null> {
      const [row] = await db
        .select({ url: popups.url, image: popups.image, imageXl: popups.imageXl, imageLg: popups.imageLg })
        .from(popups)
        .where(and(eq(popups.status, true), lte(popups.startsAt, now), or(isNull(popups.endsAt), gt(popups.endsAt, now))))
        .orderBy(desc(popups.startsAt))
        .limit(1);
      if (!row) return null;
      const images = [row.image, row.imageXl, row.imageLg];
      const hash = createHash('sha256')
        .update(JSON.stringify([row.url, images]))
        .digest('hex')
        .slice(0, 16);
      return { url: row.url, images, hash };
    },
  };
}
