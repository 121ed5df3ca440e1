// `npm run audit:ledger` (from the repo's root): checks the ledger's invariants (audit.ts) in the
// database the server would use (server/src/config.ts: PGlite in ARENA_DATA_DIR or ./.data/pglite, or
// DATABASE_URL + DATABASE_SCHEMA), read only. Prints the figures and exits 1 when an invariant is broken.
import { checkSiteDatabase } from '../../db/site-database';
import { auditLedger, brokenInvariants } from './audit';

/** Returns the process exit code; `out`/`err` receive the lines to print. */
export function runLedgerAudit(env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const absent = 'no ledger in this database (the server never started on it): nothing to audit';
  return checkSiteDatabase(env, err, { table: 'ledger_transactions', absent }, async (db) => {
    const audit = await auditLedger(db);
    out(
      `ledger: ${audit.accounts} accounts, ${audit.transactions} transactions, ${audit.entries} entries; ` +
        `players hold ${audit.players}, the house ${audit.house} (minor units)`,
    );
    const broken = brokenInvariants(audit);
    for (const name of broken) err(`BROKEN ${name}: ${audit[name]}`);
    out(broken.length === 0 ? 'ledger audit: healthy' : `ledger audit: ${broken.length} invariant(s) broken`);
    return broken.length === 0 ? 0 : 1;
  });
}

// run as a script (tsx), not when a test imports it
if (require.main === module) {
  runLedgerAudit(process.env, console.log, console.error).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
