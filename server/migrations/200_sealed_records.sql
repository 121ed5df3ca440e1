-- Records that can't be rewritten (docs/architecture.md, "Sealed records"): the ledger's journal and the
-- operators' audit trail are sealed into hash chains. Each chain row holds the SHA-256 of one record's
-- content and the hash of the chain row before it, so editing, deleting or reordering a sealed record, or
-- a chain row, breaks every hash after it (sealed-records/verify.ts walks the chains). A record is
-- sealed once it is final: a ledger transaction as soon as it is committed, an audit entry once its
-- outcome is written (or after AUDIT_OPEN_MAX_MINUTES, when the action died mid-way).
CREATE TABLE record_chain (
  seq         bigserial PRIMARY KEY,
  journal     text NOT NULL CHECK (journal IN ('ledger', 'operator_audit')),
  record_id   bigint NOT NULL,
  -- SHA-256 (hex) of the record's canonical content (sealed-records/journals.ts)
  record_hash text NOT NULL,
  -- the hash of the journal's chain row before this one; 64 zeros for the first
  prev_hash   text NOT NULL,
  -- SHA-256 (hex) of prev_hash || record_hash
  hash        text NOT NULL,
  sealed_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (journal, record_id)
);
CREATE INDEX record_chain_journal ON record_chain (journal, seq);
-- audit:verify --anchor looks a published head up
CREATE INDEX record_chain_hash ON record_chain (hash);

-- each chain's head: the row a sealing pass locks, so two servers never fork a chain
CREATE TABLE record_chain_heads (
  journal text PRIMARY KEY CHECK (journal IN ('ledger', 'operator_audit')),
  seq     bigint,
  hash    text NOT NULL
);
INSERT INTO record_chain_heads (journal, seq, hash) VALUES
  ('ledger', NULL, repeat('0', 64)),
  ('operator_audit', NULL, repeat('0', 64));

-- Append-only: a sealed record cannot be changed or deleted by anyone who goes through the database's
-- rules, whatever the code does. The one change a sealed ledger transaction still takes is the flag a
-- later rollback sets (rolled_back: not part of its sealed content; the rollback is a record of its own).
-- TG_ARGV: the journal, the column naming the record
CREATE FUNCTION sealed_record_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sealed_id bigint := (to_jsonb(OLD) ->> TG_ARGV[1])::bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM record_chain WHERE journal = TG_ARGV[0] AND record_chain.record_id = sealed_id) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'ledger_transactions' AND (to_jsonb(NEW) - 'rolled_back') = (to_jsonb(OLD) - 'rolled_back') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'sealed record: % % cannot be changed or deleted', TG_ARGV[0], sealed_id USING ERRCODE = 'integrity_constraint_violation';
END
$$;
CREATE TRIGGER ledger_transactions_sealed BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION sealed_record_guard('ledger', 'id');
CREATE TRIGGER ledger_entries_sealed BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION sealed_record_guard('ledger', 'transaction_id');
CREATE TRIGGER operator_audit_sealed BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION sealed_record_guard('operator_audit', 'id');

-- the chain itself only grows
CREATE FUNCTION record_chain_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_chain is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$;
CREATE TRIGGER record_chain_append_only BEFORE UPDATE OR DELETE ON record_chain
  FOR EACH ROW EXECUTE FUNCTION record_chain_append_only();
