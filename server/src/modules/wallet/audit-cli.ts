// `npm run audit:ledger` (from the repo's root): checks the ledger's invariants (audit.ts) in the
// database the server would use (server/src/config.ts: PGlite in ARENA_DATA_DIR or ./.data/pglite, or
// DATABASE_URL + DATABASE_SCHEMA), read only. Prints the figures and exits 1 when an invariant is broken.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { auditLedger, brokenInvariants } from './audit';

/** Returns the process exit code; `out`/`err` receive the lines to print. */
export async function runLedgerAudit(env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let config;
  try {
    // the audit only reads: any mode's configuration names the database the same way
    config = loadConfig({ NODE_ENV: 'development', ...env });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(error.message);
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    const found = (await database.db.execute(sql`SELECT to_regclass('ledger_transactions') IS NOT NULL AS found`)) as { rows: { found: unknown }[] };
    if (found.rows[0]?.found !== true) {
      err('no ledger in this database (the server never started on it): nothing to audit');
      return 2;
    }
    const audit = await auditLedger(database.db);
    out(
      `ledger: ${audit.accounts} accounts, ${audit.transactions} transactions, ${audit.entries} entries; ` +
        `players hold ${audit.players}, the house ${audit.house} (minor units)`,
    );
    const broken = brokenInvariants(audit);
    for (const name of broken) err(`BROKEN ${name}: ${audit[name]}`);
    out(broken.length === 0 ? 'ledger audit: healthy' : `ledger audit: ${broken.length} invariant(s) broken`);
    return broken.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
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
