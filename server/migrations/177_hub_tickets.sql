-- Hub tickets (modules/auth/sessions.ts): a browser's WebSocket URL carries a 30-second single-use
-- ticket instead of the session token, so access logs and proxies never hold a token worth 12 hours.
-- A ticket is stored hashed with the hash of the session token it stands for; redeeming deletes it.
CREATE TABLE hub_tickets (
  ticket_hash        bytea PRIMARY KEY,
  session_token_hash bytea NOT NULL,
  expires_at         timestamptz NOT NULL
);
CREATE INDEX hub_tickets_expires_at ON hub_tickets (expires_at);
