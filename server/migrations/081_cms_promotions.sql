-- Promotions: a card image and a detail image, a deep-link slug, an order, a
-- publish switch and an optional schedule window; title, card summary and HTML terms per language
-- (sanitized when written).

CREATE TABLE promotions (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,80}$'),
  card_image   text NOT NULL,
  detail_image text NOT NULL,
  sort         integer NOT NULL DEFAULT 0,
  published    boolean NOT NULL DEFAULT false,
  starts_at    timestamptz,
  ends_at      timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX promotions_published ON promotions (sort) WHERE published;

CREATE TABLE promotion_translations (
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  locale       text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  title        text NOT NULL,
  summary      text NOT NULL,
  description  text NOT NULL,
  PRIMARY KEY (promotion_id, locale)
);
