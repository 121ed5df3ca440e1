-- Sign-up asks the player to accept the General Terms and Conditions (/pages/1) and to confirm they are
-- 18 or older (TERMS_VERSION, packages/contracts/src/schemas/auth.ts): the version accepted and when.
-- Players who joined before the question was asked have neither.
ALTER TABLE users ADD COLUMN terms_version text;
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_terms_consent_check CHECK ((terms_version IS NULL) = (terms_accepted_at IS NULL));
