import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ContentCategory, ContentItem, DomainsSetting, Language, MenuItem, PopupBanner, SiteOption, StaticPage, Translation } from '@arena/contracts';
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
  siteOptions,
  translations,
} from './schema';

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

    /** spec §3: only enabled options, keys lower-cased */
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
