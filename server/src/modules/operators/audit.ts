// The operators' audit trail: who did what to which subject, when, and the subject before and after.
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { OperatorAuditEntry, OperatorAuditQuery } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { HttpError } from '../../http/errors';
import { operatorAudit, operators } from './schema';

/** the newest entries of a search GET operator/audit shows */
const AUDIT_PAGE = 200;

export interface AuditEntry {
  operatorId: number;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  /** the address the operator acted from (request.ip) */
  ip?: string;
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(db: Db, clock: Clock) {
  const insert = async (on: Db, entry: AuditEntry): Promise<number> => {
    const [row] = await on
      .insert(operatorAudit)
      .values({ ...entry, createdAt: new Date(clock.now()) })
      .returning({ id: operatorAudit.id });
    return row.id;
  };
  const complete = (id: number, before: unknown, after: unknown) => db.update(operatorAudit).set({ before, after }).where(eq(operatorAudit.id, id));

  return {
    /** Writes an entry in `on`: pass the transaction of the action so both commit or neither does. */
    record: async (on: Db, entry: AuditEntry): Promise<void> => {
      await insert(on, entry);
    },

    /**
     * For an action another module carries out in its own transactions (approving a withdrawal pays it
     * out through a provider, which no database transaction of ours can enclose): the entry is committed
     * BEFORE the action starts, so no action can happen unaudited, and completed with the before/after
     * the action returns. A refusal (4xx) is recorded as such; an entry whose `after` stays empty means
     * the process died or the action crashed mid-way, and the subject's own state tells the outcome.
     */
    async around<R extends { before: unknown; after: unknown }>(entry: Omit<AuditEntry, 'before' | 'after'>, action: () => Promise<R>): Promise<R> {
      const id = await insert(db, { ...entry, before: null, after: null });
      let result: R;
      try {
        result = await action();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) await complete(id, null, { refused: error.message });
        throw error;
      }
      await complete(id, result.before, result.after);
      return result;
    },

    /** newest first; an action ending in "." matches every action it starts (withdrawal. → approve and reject) */
    async list(query: OperatorAuditQuery = {}): Promise<OperatorAuditEntry[]> {
      const filters: SQL[] = [];
      if (query.operator) filters.push(eq(sql`lower(${operators.username})`, query.operator.toLowerCase()));
      if (query.action) {
        filters.push(query.action.endsWith('.') ? like(operatorAudit.action, `${escapeLike(query.action)}%`) : eq(operatorAudit.action, query.action));
      }
      if (query.from) filters.push(gte(operatorAudit.createdAt, new Date(query.from)));
      if (query.to) filters.push(lt(operatorAudit.createdAt, new Date(query.to)));
      const rows = await db
        .select({
          id: operatorAudit.id,
          operator: operators.username,
          action: operatorAudit.action,
          subject: operatorAudit.subject,
          before: operatorAudit.before,
          after: operatorAudit.after,
          ip: operatorAudit.ip,
          createdAt: operatorAudit.createdAt,
        })
        .from(operatorAudit)
        .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
        .where(and(...filters))
        .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
        .limit(AUDIT_PAGE);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
