// Operator accounts: created by `npm run operator:create` (./cli.ts), by OPERATOR_BOOTSTRAP outside
// production (./plugin.ts), by an admin in the back office (./routes.ts) and by tests, all through
// createOperator. Each enrols an authenticator at their first login (./second-factor.ts).
import { asc, eq, sql } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRole } from '@arena/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from '../auth/plugin';
import { operators } from './schema';

/** a back-office password guards every player's money: longer than a player's minimum */
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
const USERNAME = /^[A-Za-z0-9._-]{1,50}$/;

export interface NewOperator {
  username: string;
  password: string;
  role: string;
  /** the admin who created it (none: the command line or the bootstrap) */
  createdBy?: number;
}

export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
}

/** A bad or taken username, a short password or an unknown role: its message says which. */
export class OperatorInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorInputError';
  }
}

export const isOperatorRole = (role: string): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role);

export const byOperatorUsername = (username: string) => eq(sql`lower(${operators.username})`, username.toLowerCase());

/** The account as it will be stored (the password hashed); throws OperatorInputError when the input is refused. */
export async function newOperatorAccount({ username, password, role }: NewOperator): Promise<{ username: string; passwordHash: string; role: OperatorRole }> {
  if (!USERNAME.test(username)) throw new OperatorInputError('the username must be 1-50 letters, digits, ".", "_" or "-"');
  if (password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
    throw new OperatorInputError(`the password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`);
  }
  if (!isOperatorRole(role)) throw new OperatorInputError(`the role must be one of ${OPERATOR_ROLES.join(', ')} (got "${role}")`);
  return { username, passwordHash: await hashPassword(password), role };
}

/** Stores an account made by newOperatorAccount; throws OperatorInputError when the username is taken. */
export async function insertOperator(db: Db, account: { username: string; passwordHash: string; role: OperatorRole; createdBy?: number }): Promise<Operator> {
  // the unique index on lower(username) decides, also between two creations racing for one name
  const [row] = await db
    .insert(operators)
    .values(account)
    .onConflictDoNothing()
    .returning({ id: operators.id, username: operators.username, role: operators.role });
  if (!row) throw new OperatorInputError(`an operator named "${account.username}" already exists`);
  return row;
}

/** Creates an operator; throws OperatorInputError when the input is refused or the username is taken. */
export async function createOperator(db: Db, operator: NewOperator): Promise<Operator> {
  return insertOperator(db, { ...(await newOperatorAccount(operator)), createdBy: operator.createdBy });
}

export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  const rows = await db
    .select({
      id: operators.id,
      username: operators.username,
      role: operators.role,
      secret: operators.totpSecret,
      disabledAt: operators.disabledAt,
      createdAt: operators.createdAt,
    })
    .from(operators)
    .orderBy(asc(operators.id));
  return rows.map(({ secret, disabledAt, createdAt, ...row }) => ({
    ...row,
    enrolled: secret !== null,
    disabled: disabledAt !== null,
    createdAt: createdAt.toISOString(),
  }));
}
