-- The integrity self-check's alerts (modules/integrity): a critical component whose files no longer hash
-- to the release manifest's certified value. While an alert is open (not acknowledged), the games the
-- component decides are offline on every server. One alert per component and hash found: the next
-- check finding the same files again raises nothing new.
CREATE TABLE integrity_alerts (
  id              bigserial PRIMARY KEY,
  component       text NOT NULL,
  certified       text NOT NULL,
  actual          text NOT NULL,
  detected_at     timestamptz NOT NULL,
  acknowledged_by integer REFERENCES operators (id),
  acknowledged_at timestamptz,
  UNIQUE (component, actual)
);
CREATE INDEX integrity_alerts_open ON integrity_alerts (component) WHERE acknowledged_at IS NULL;
