-- A self-exclusion that ends only on the player's request (issue 31 §2: UKGC and MGA licences): when the
-- player asked to return, through the operator, after the chosen period. Their account reopens a
-- cooling period (LicenceProfile.selfExclusion.liftOnRequestAfterHours) after that. Null: not asked.
ALTER TABLE player_protection ADD COLUMN exclusion_lift_requested_at timestamptz;
