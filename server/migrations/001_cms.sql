-- CMS: languages, translations, site options, domains, menus, static pages and their categories, countries.

CREATE TABLE languages (
  locale     text PRIMARY KEY,
  name       text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort       integer NOT NULL DEFAULT 0
);
-- at most one default language
CREATE UNIQUE INDEX languages_one_default ON languages (is_default) WHERE is_default;

CREATE TABLE translations (
  locale text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  key    text NOT NULL,
  value  text NOT NULL,
  PRIMARY KEY (locale, key)
);

CREATE TABLE site_options (
  key    text PRIMARY KEY,
  value  text NOT NULL,
  status boolean NOT NULL DEFAULT true
);

-- a single row: the current site domain and the one announced next
CREATE TABLE domains (
  id      smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  current text NOT NULL,
  next    text NOT NULL
);

CREATE TABLE menus (
  id   serial PRIMARY KEY,
  slug text NOT NULL UNIQUE
);

CREATE TABLE menu_items (
  id        serial PRIMARY KEY,
  menu_id   integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  url       text NOT NULL,
  icon      text NOT NULL,
  svg_style text,
  -- a translation key
  title     text NOT NULL,
  sort      integer NOT NULL DEFAULT 0
);
CREATE INDEX menu_items_menu ON menu_items (menu_id, sort);

-- static pages served at /pages/{id}; content items of a category link to them
CREATE TABLE pages (
  id     integer PRIMARY KEY,
  status boolean NOT NULL DEFAULT true
);

CREATE TABLE page_translations (
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  locale  text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  title   text NOT NULL,
  body    text NOT NULL,
  PRIMARY KEY (page_id, locale)
);

CREATE TABLE content_categories (
  id   integer PRIMARY KEY,
  -- the footer finds its columns by these names (Gambling, Policies, Footer, Quick Links)
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE content_category_pages (
  category_id integer NOT NULL REFERENCES content_categories (id) ON DELETE CASCADE,
  page_id     integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, page_id)
);

CREATE TABLE countries (
  id   integer PRIMARY KEY,
  name text NOT NULL,
  iso2 text NOT NULL UNIQUE
);
