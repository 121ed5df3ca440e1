-- Carousel sliders (carousel banners, read by cms/sliderlist): banners of a slider found by its slug,
-- each with three image sources (default, >= 1200 px, >= 992 px), an order, a publish switch and an
-- optional schedule window; its text alternative per language.

CREATE TABLE sliders (
  id   serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,50}$')
);

CREATE TABLE slider_banners (
  id         serial PRIMARY KEY,
  slider_id  integer NOT NULL REFERENCES sliders (id) ON DELETE CASCADE,
  -- a site route (/promotions) or an outside address; null: the banner links nowhere
  url        text,
  target     text NOT NULL DEFAULT '_self' CHECK (target IN ('_self', '_blank')),
  image      text NOT NULL,
  image_xl   text NOT NULL,
  image_lg   text NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  published  boolean NOT NULL DEFAULT false,
  -- null: from always / until further notice
  starts_at  timestamptz,
  ends_at    timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX slider_banners_slider ON slider_banners (slider_id, sort) WHERE published;

CREATE TABLE slider_banner_translations (
  banner_id integer NOT NULL REFERENCES slider_banners (id) ON DELETE CASCADE,
  locale    text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  title     text NOT NULL,
  PRIMARY KEY (banner_id, locale)
);
