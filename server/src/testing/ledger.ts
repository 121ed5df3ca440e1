// The ledger's invariants for tests: the same audit `npm run audit:ledger` runs against any database.
export { auditLedger, type LedgerAudit } from '../modules/wallet/audit';
export { HEALTHY_LEDGER as HEALTHY } from '../modules/wallet/audit';
