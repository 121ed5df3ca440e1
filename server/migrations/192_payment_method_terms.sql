-- What the cashier and the payments page state of each payment method, from its row (one source):
-- its daily limit (minor units a player may move through it in one Europe/Istanbul day, deposits and
-- withdrawals each apart; null: none), enforced on every request, and how long a payment by it takes
-- (minutes; 0 and 0: at once). The seed gives the seeded methods theirs once (payments/seed.ts): a
-- method not given a time states none.
ALTER TABLE payment_methods ADD COLUMN daily_limit bigint CHECK (daily_limit > 0);
ALTER TABLE payment_methods ADD COLUMN minutes_min integer CHECK (minutes_min >= 0);
ALTER TABLE payment_methods ADD COLUMN minutes_max integer CHECK (minutes_max >= minutes_min);
ALTER TABLE payment_methods ADD CONSTRAINT payment_methods_time_check CHECK ((minutes_min IS NULL) = (minutes_max IS NULL));
