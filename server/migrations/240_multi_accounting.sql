-- Multi-accounting (modules/multi-accounting): what the server itself saw of each account, as keys two
-- accounts can share. A key is the HMAC-SHA256 (a server secret) of the normalised value, so a national
-- ID or an IBAN is not copied here in clear. Clusters are computed from these rows when asked (never
-- stored): a link can end (an address changes, a signal turns too common to mean a person).
CREATE TABLE account_signals (
  user_id    integer NOT NULL REFERENCES users (id),
  kind       text NOT NULL CHECK (kind IN ('device', 'ip', 'instrument', 'national_id', 'address', 'fingerprint')),
  key        text NOT NULL,
  first_seen timestamptz NOT NULL,
  last_seen  timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, key)
);
-- who else holds a key: every hop of a cluster and the cap on common signals read it
CREATE INDEX account_signals_by_key ON account_signals (kind, key);

-- A risk operator's "bonus restricted" mark on a cluster, kept on each account it held then: an account
-- that joins the cluster later is restricted through it too (same-person check), and lifting the mark
-- lifts it from the whole cluster.
CREATE TABLE bonus_restrictions (
  user_id       integer PRIMARY KEY REFERENCES users (id),
  reason        text NOT NULL,
  restricted_by integer NOT NULL REFERENCES operators (id),
  restricted_at timestamptz NOT NULL
);
