-- The simulated feed now schedules league rounds (modules/sports/feed/schedule.ts), its fixtures named
-- sim-<feed>-<competition>-<round>-<table>. The fixtures of the time slots it drew before
-- (sim-<feed>-<slot>-<index>) are no feed's any more: nothing would step or settle them, and they would
-- stay on the lists for ever. Those still open are called off as a feed's call-off is: their open
-- markets void, every selection without a result void (the bets' sweep settles a bet once all its legs
-- have results, returning the stakes), the settlement version bumped as a settlement bumps it.
WITH old_events AS (
  SELECT id FROM sports_events
  WHERE status IN ('prematch', 'live') AND feed_ref ~ '^sim-[0-9a-f]{8}-(-?[0-9]+)-[0-9]+$'
), voided_markets AS (
  UPDATE sports_markets SET status = 'void', settlement_version = settlement_version + 1
  WHERE event_id IN (SELECT id FROM old_events) AND status IN ('open', 'suspended')
  RETURNING id
), voided_selections AS (
  UPDATE sports_selections SET result = 'void'
  WHERE market_id IN (SELECT id FROM voided_markets) AND result IS NULL
  RETURNING id
)
UPDATE sports_events SET status = 'cancelled', ended_at = now()
WHERE id IN (SELECT id FROM old_events);
