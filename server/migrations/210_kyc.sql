-- Know your customer (modules/kyc): the documents a player uploads and each verification an operator's
-- approvals made. The files themselves live outside the database and the web root (KYC_DOCUMENTS_DIR),
-- under a random name; a row names the file, never the player.
CREATE TABLE kyc_documents (
  id            uuid PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id),
  kind          text NOT NULL CHECK (kind IN ('identity', 'address', 'payment')),
  status        text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  content_type  text NOT NULL,
  size          integer NOT NULL,
  -- SHA-256 hex of the file: the operator's view is of the bytes the player sent
  sha256        text NOT NULL,
  file_name     text NOT NULL UNIQUE,
  reason        text,
  -- an identity document's name as the operator read it, when its form differs from the registered one
  verified_name text,
  uploaded_at   timestamptz NOT NULL,
  reviewed_by   integer REFERENCES operators (id),
  reviewed_at   timestamptz
);
CREATE INDEX kyc_documents_user ON kyc_documents (user_id, uploaded_at DESC);
CREATE INDEX kyc_documents_pending ON kyc_documents (uploaded_at) WHERE status = 'pending';

-- One row per verification: the newest is the player's. Verified again (expiry, a deposit threshold) adds
-- a row; the name is the one the identity document printed, which payouts must match.
CREATE TABLE kyc_verifications (
  id             bigserial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (id),
  verified_name  text NOT NULL,
  -- the player's confirmed deposits when verified: a threshold at or below it is already covered
  deposits_at    bigint NOT NULL,
  -- the operator whose approval completed it; NULL: recorded outside the review (a verification made
  -- before this system, brought in; test fixtures)
  verified_by    integer REFERENCES operators (id),
  verified_at    timestamptz NOT NULL
);
CREATE INDEX kyc_verifications_user ON kyc_verifications (user_id, verified_at DESC);
