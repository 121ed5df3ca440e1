-- Bonus campaigns and the bonuses players hold (issue 15). Money is integer minor units (kuruş),
-- percentages basis points (10000 = 100 %), odds hundredths (150 = 1.50). A player holds at most one
-- open bonus (awaiting its deposit, or being wagered) at a time: their bonus account is that bonus's money.

CREATE TABLE bonus_campaigns (
  id                 serial PRIMARY KEY,
  -- the seed's handle for its own rows (re-seeding updates them, never duplicates them)
  slug               text NOT NULL UNIQUE,
  kind               text NOT NULL CHECK (kind IN ('deposit_match', 'free_spins', 'cashback', 'free_bet', 'trial')),
  -- per language: {"en": "...", "tr": "..."}
  title              jsonb NOT NULL,
  description        jsonb NOT NULL,
  -- the player must type it (compared case-insensitively); NULL: none
  code               text,
  -- deposit match: of the deposit; cashback: of the net loss
  percent            integer CHECK (percent > 0),
  min_deposit        bigint CHECK (min_deposit >= 0),
  -- deposit match, cashback: the most; free bet: the amount
  max_amount         bigint CHECK (max_amount >= 0),
  spins              integer CHECK (spins > 0),
  spin_value         bigint CHECK (spin_value > 0),
  -- free spins: the slot they are played on (the only game that counts towards their wagering)
  game_code          text,
  -- cashback: the days of net losses it pays back (and how often it can be claimed)
  cashback_days      integer CHECK (cashback_days > 0),
  -- WageringTerms of the contracts: multiplier, contributions per category, minOdds, maxBet, days
  wagering           jsonb NOT NULL,
  -- eligibility: registered within this many days (NULL: anyone); no deposit made yet
  new_player_days    integer CHECK (new_player_days > 0),
  first_deposit_only boolean NOT NULL DEFAULT false,
  -- once per player, per verified phone or per device fingerprint
  once_per           text NOT NULL DEFAULT 'player' CHECK (once_per IN ('player', 'phone', 'device')),
  starts_at          timestamptz NOT NULL,
  ends_at            timestamptz,
  -- a claimed deposit match waits this long for its deposit
  claim_days         integer NOT NULL DEFAULT 7 CHECK (claim_days > 0),
  enabled            boolean NOT NULL DEFAULT true,
  sort               integer NOT NULL DEFAULT 0
);

CREATE TABLE player_bonuses (
  id                serial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  campaign_id       integer NOT NULL REFERENCES bonus_campaigns (id) ON DELETE RESTRICT,
  status            text NOT NULL CHECK (status IN ('awaiting_deposit', 'active', 'completed', 'expired', 'forfeited')),
  -- bonus money granted (0 while awaiting the deposit)
  amount            bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  wagering_required bigint NOT NULL DEFAULT 0 CHECK (wagering_required >= 0),
  wagered           bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  -- the campaign's terms when claimed: a later change of the campaign does not change a claimed bonus
  wagering          jsonb NOT NULL,
  -- at the end: the bonus money converted to cash (completed) or removed (expired, forfeited)
  settled           bigint NOT NULL DEFAULT 0 CHECK (settled >= 0),
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz,
  ended_at          timestamptz
);
CREATE UNIQUE INDEX player_bonuses_open ON player_bonuses (user_id) WHERE status IN ('awaiting_deposit', 'active');
CREATE INDEX player_bonuses_player ON player_bonuses (user_id, id DESC);
CREATE INDEX player_bonuses_expiry ON player_bonuses (expires_at) WHERE status IN ('awaiting_deposit', 'active');

-- "once per player / phone / device": a claim takes its campaign's mark; a second claim with the same
-- mark fails on the key, even when two race
CREATE TABLE bonus_claim_marks (
  campaign_id integer NOT NULL REFERENCES bonus_campaigns (id) ON DELETE CASCADE,
  mark        text NOT NULL,
  bonus_id    integer NOT NULL REFERENCES player_bonuses (id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, mark)
);

-- every stake that counted towards a bonus's wagering, and how much of it counted
CREATE TABLE bonus_wagers (
  bonus_id       integer NOT NULL REFERENCES player_bonuses (id) ON DELETE CASCADE,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  category       text NOT NULL CHECK (category IN ('slots', 'table', 'live', 'sports')),
  stake          bigint NOT NULL CHECK (stake > 0),
  counted        bigint NOT NULL CHECK (counted >= 0),
  PRIMARY KEY (bonus_id, transaction_id)
);
