-- Popup banner campaigns (url, images [default, >=1200 px, >=992 px]).
CREATE TABLE popups (
  id          serial PRIMARY KEY,
  url         text,
  image       text NOT NULL,
  image_xl    text NOT NULL,
  image_lg    text NOT NULL,
  status      boolean NOT NULL DEFAULT true,
  starts_at   timestamptz NOT NULL DEFAULT now(),
  ends_at     timestamptz
);
CREATE INDEX popups_active ON popups (starts_at) WHERE status;
