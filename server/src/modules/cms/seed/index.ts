import type { Db } from '../../../db/client';
import {
  contentCategories,
  contentCategoryPages,
  countries,
  domains,
  languages,
  menuItems,
  menus,
  pageTranslations,
  pages,
  siteOptions,
  translations,
} from '../schema';
import { COUNTRIES } from './countries';
import { CONTENT_CATEGORIES, DOMAINS, MENUS, PAGES, SITE_OPTIONS } from './site';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, TRANSLATIONS } from '../../../i18n/translations';

/** Adds the dictionary's keys that are missing; texts an operator already edited are kept. */
export async function seedTranslations(db: Db): Promise<void> {
  await db
    .insert(translations)
    .values(LOCALES.flatMap((locale) => Object.entries(TRANSLATIONS[locale]).map(([key, value]) => ({ locale, key, value }))))
    .onConflictDoNothing();
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
  await db
    .insert(pageTranslations)
    .values(PAGES.flatMap(({ id, text }) => LOCALES.map((locale) => ({ pageId: id, locale, ...text[locale] }))))
    .onConflictDoNothing();
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
