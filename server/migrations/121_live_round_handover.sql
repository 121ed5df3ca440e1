-- A driver that stops cleanly hands its game's open round over: the next driver finishes that round (the
-- same committed result, its bets settled) instead of cancelling it as it does after a crash.
ALTER TABLE live_rounds ADD COLUMN handed_over boolean NOT NULL DEFAULT false;
