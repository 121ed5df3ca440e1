// `npm run audit:verify` (from the repo's root): seals nothing, changes nothing; walks every sealed
// journal's hash chain (verify.ts) in the database the server would use (server/src/config.ts), prints
// each chain's figures and head hash, and exits 1 when a chain is broken or a published head
// (`-- --anchor <hash>`, repeatable) is no longer in it.
import { checkSiteDatabase } from '../../db/site-database';
import { verifyChains } from './verify';

/** Returns the process exit code; `out`/`err` receive the lines to print. */
export function runChainVerification(env: NodeJS.ProcessEnv, args: string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const anchors = args.flatMap((arg, i) => (arg === '--anchor' && args[i + 1] ? [args[i + 1]] : []));
  const absent = 'no sealed records in this database (the server never started on it): nothing to verify';
  return checkSiteDatabase(env, err, { table: 'record_chain', absent }, async (db) => {
    const { journals, missingAnchors } = await verifyChains(db, anchors);
    for (const chain of journals) {
      out(`${chain.journal}: ${chain.sealed} records sealed, ${chain.unsealed} not yet; head ${chain.headSeq ?? '-'} ${chain.headHash}`);
      for (const problem of chain.problems) err(`BROKEN ${chain.journal}: ${problem}`);
    }
    for (const anchor of missingAnchors) err(`BROKEN anchor ${anchor}: not in any chain (the chain was rewritten after it was published)`);
    const broken = journals.reduce((n, chain) => n + chain.problems.length, 0) + missingAnchors.length;
    out(broken === 0 ? 'sealed records: intact' : `sealed records: ${broken} problem(s)`);
    return broken === 0 ? 0 : 1;
  });
}

// run as a script (tsx), not when a test imports it
if (require.main === module) {
  runChainVerification(process.env, process.argv.slice(2), console.log, console.error).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
