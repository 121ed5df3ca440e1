// Operator login sessions, in their own table: a player's token is looked up only in `sessions`
// (modules/auth) and an operator's only here, so neither can ever stand in for the other. As with
// players, the operator holds 32 random bytes and we keep their SHA-256. Back-office traffic is light,
// so every call reads the database instead of a cache: an ended session is refused at once everywhere.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { OperatorRole } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { OperatorsConfig } from '../../config';
import type { Db } from '../../db/client';
import { operatorSessions, operators } from './schema';

/** lastSeenAt is written at most this often */
const TOUCH_INTERVAL_MS = 60_000;

export interface OperatorPrincipal {
  sessionId: number;
  operatorId: number;
  username: string;
  role: OperatorRole;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

export type OperatorSessionService = ReturnType<typeof createOperatorSessionService>;

export function createOperatorSessionService(db: Db, clock: Clock, config: Pick<OperatorsConfig, 'sessionIdleSeconds' | 'sessionAbsoluteSeconds'>) {
  const idleMs = config.sessionIdleSeconds * 1000;
  const absoluteMs = config.sessionAbsoluteSeconds * 1000;

  return {
    /** Opens a session in `tx` (with its audit entry) and returns the bearer token (shown once, never stored). */
    async start(tx: Db, operatorId: number, ip: string): Promise<{ token: string; sessionId: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date(clock.now());
      const [row] = await tx
        .insert(operatorSessions)
        .values({ operatorId, tokenHash: hashToken(token), ip, createdAt: now, lastSeenAt: now })
        .returning({ id: operatorSessions.id });
      return { token, sessionId: row.id };
    },

    /** The operator behind a live session of `token`, or null (unknown, ended, timed out now, or the operator disabled). */
    async resolve(token: string): Promise<OperatorPrincipal | null> {
      const [row] = await db
        .select({
          sessionId: operatorSessions.id,
          operatorId: operators.id,
          username: operators.username,
          role: operators.role,
          createdAt: operatorSessions.createdAt,
          lastSeenAt: operatorSessions.lastSeenAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.endedAt), isNull(operators.disabledAt)))
        .limit(1);
      if (!row) return null;
      const now = clock.now();
      const { createdAt, lastSeenAt, ...principal } = row;
      if (now - lastSeenAt.getTime() > idleMs || now - createdAt.getTime() > absoluteMs) {
        await db
          .update(operatorSessions)
          .set({ endedAt: new Date(now) })
          .where(eq(operatorSessions.id, row.sessionId));
        return null;
      }
      if (now - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db
          .update(operatorSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(operatorSessions.id, row.sessionId));
      }
      return principal;
    },

    /** logout */
    async end(sessionId: number): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ endedAt: new Date(clock.now()) })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
    },

    /** a disabled operator's sessions end with the change, in its transaction */
    async endAll(tx: Db, operatorId: number): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ endedAt: new Date(clock.now()) })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)));
    },
  };
}
