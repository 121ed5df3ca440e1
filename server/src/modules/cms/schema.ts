// drizzle mirror of migrations/001_cms.sql, 010_popups.sql and 080–083 (the SQL files are the source of truth).
import { boolean, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  locale: text('locale').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

export const siteOptions = pgTable('site_options', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  status: boolean('status').notNull().default(true),
});

export const domains = pgTable('domains', {
  id: smallint('id').primaryKey().default(1),
  current: text('current').notNull(),
  next: text('next').notNull(),
});

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  menuId: integer('menu_id').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  svgStyle: text('svg_style'),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  status: boolean('status').notNull().default(true),
});

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const contentCategories = pgTable('content_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const contentCategoryPages = pgTable(
  'content_category_pages',
  {
    categoryId: integer('category_id').notNull(),
    pageId: integer('page_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.pageId] })],
);

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull().unique(),
});

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  url: text('url'),
  image: text('image').notNull(),
  imageXl: text('image_xl').notNull(),
  imageLg: text('image_lg').notNull(),
  status: boolean('status').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** a window bound: null is open (from always / until further notice) */
const windowBound = (name: string) => timestamp(name, { withTimezone: true });

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

export const sliderBanners = pgTable('slider_banners', {
  id: serial('id').primaryKey(),
  sliderId: integer('slider_id').notNull(),
  url: text('url'),
  target: text('target').$type<'_self' | '_blank'>().notNull().default('_self'),
  image: text('image').notNull(),
  imageXl: text('image_xl').notNull(),
  imageLg: text('image_lg').notNull(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(false),
  startsAt: windowBound('starts_at'),
  endsAt: windowBound('ends_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sliderBannerTranslations = pgTable(
  'slider_banner_translations',
  {
    bannerId: integer('banner_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.locale] })],
);

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  cardImage: text('card_image').notNull(),
  detailImage: text('detail_image').notNull(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(false),
  startsAt: windowBound('starts_at'),
  endsAt: windowBound('ends_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  bonusOfferId: integer('bonus_offer_id'),
});

export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer('promotion_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.locale] })],
);

export const videoInfos = pgTable('video_infos', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  poster: text('poster').notNull(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(false),
  startsAt: windowBound('starts_at'),
  endsAt: windowBound('ends_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const videoInfoTranslations = pgTable(
  'video_info_translations',
  {
    videoId: integer('video_id').notNull(),
    locale: text('locale').notNull(),
    title1: text('title1').notNull(),
    title2: text('title2').notNull(),
    title3: text('title3').notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.locale] })],
);

export const cmsSeedSteps = pgTable('cms_seed_steps', {
  step: text('step').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
