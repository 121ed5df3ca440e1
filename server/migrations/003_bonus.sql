-- Bonus settings: a single row. Money is integer minor units (kuruş).

CREATE TABLE bonus_settings (
  id                 smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  trial_bonus_amount bigint NOT NULL CHECK (trial_bonus_amount >= 0)
);
