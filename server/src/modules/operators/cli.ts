// `npm run operator:create -w @arena/server -- --username ops --password '…' --role payments`
// Creates a back-office operator in the database the server would use (server/src/config.ts: PGlite in
// ARENA_DATA_DIR or ./.data/pglite, or DATABASE_URL), bringing its schema up to date first.
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES } from '@arena/contracts';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createOperator, OperatorInputError } from './accounts';

const USAGE = `usage: npm run operator:create -w @arena/server -- --username <name> --password <password> --role <${OPERATOR_ROLES.join('|')}>`;

/** Returns the process exit code; `out`/`err` receive the lines to print. */
export async function runOperatorCreate(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } }, strict: true }));
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { username, password, role } = values;
  if (username === undefined || password === undefined || role === undefined) {
    err(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(error.message);
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    const operator = await createOperator(database.db, { username, password, role });
    out(`operator "${operator.username}" created (id ${operator.id}, role ${operator.role})`);
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorInputError)) throw error;
    err(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

// run as a script (tsx), not when a test imports it
if (require.main === module) {
  runOperatorCreate(process.argv.slice(2), process.env, console.log, console.error).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
