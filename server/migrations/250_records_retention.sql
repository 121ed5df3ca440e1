-- Records retention (modules/records-retention): a KYC document's file is deleted once the account has
-- been closed for longer than the licence keeps records; the row stays (what was verified, when, by
-- whom) and says when its file went. The ledger's journal and the sealed audit trail are never purged.
ALTER TABLE kyc_documents ADD COLUMN file_purged_at timestamptz;
