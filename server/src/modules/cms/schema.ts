// drizzle mirror of migrations/001_cms.sql (the SQL files are the source of truth).
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
