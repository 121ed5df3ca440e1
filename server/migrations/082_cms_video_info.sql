-- The casino video banner (video info): a muted looping video, the poster shown before and
-- instead of it, three title lines per language. The first published row inside its window (by sort) is shown.

CREATE TABLE video_infos (
  id         serial PRIMARY KEY,
  url        text NOT NULL,
  poster     text NOT NULL,
  sort       integer NOT NULL DEFAULT 0,
  published  boolean NOT NULL DEFAULT false,
  starts_at  timestamptz,
  ends_at    timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);

CREATE TABLE video_info_translations (
  video_id integer NOT NULL REFERENCES video_infos (id) ON DELETE CASCADE,
  locale   text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  title1   text NOT NULL,
  title2   text NOT NULL,
  title3   text NOT NULL,
  PRIMARY KEY (video_id, locale)
);
