// Login sessions: the player holds 32 random bytes, we keep only their SHA-256, so the table alone
// cannot be replayed. Sessions end by logout (Completed), revocation (Cancelled) or timeout (Expired).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne, or, type SQL } from 'drizzle-orm';
import { SessionStatus, type SessionHistoryEntry } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { AuthConfig } from '../../config';
import type { Db } from '../../db/client';
import { sessions } from './schema';

/** lastSeenAt is written at most this often: a write per request would double the cost of every call */
const TOUCH_INTERVAL_MS = 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string;
  fingerprint: string | null;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(db: Db, clock: Clock, config: Pick<AuthConfig, 'sessionIdleSeconds' | 'sessionAbsoluteSeconds'>) {
  const idleMs = config.sessionIdleSeconds * 1000;
  const absoluteMs = config.sessionAbsoluteSeconds * 1000;
  const isActive = eq(sessions.status, SessionStatus.Processing);

  /** ends the active sessions matched by `where` with `status` */
  const end = (where: SQL | undefined, status: SessionStatus) =>
    db
      .update(sessions)
      .set({ status, endedAt: new Date(clock.now()) })
      .where(and(isActive, where));

  return {
    /** Opens a session and returns the bearer token (shown once, never stored). */
    async start(userId: number, client: ClientInfo): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date(clock.now());
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), status: SessionStatus.Processing, ...client, createdAt: now, lastSeenAt: now });
      return token;
    },

    /** The live session of `token`, or null (unknown, ended, or timed out now). */
    async resolve(token: string): Promise<ActiveSession | null> {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
      if (!row || row.status !== SessionStatus.Processing) return null;
      const now = clock.now();
      if (now - row.lastSeenAt.getTime() > idleMs || now - row.createdAt.getTime() > absoluteMs) {
        await end(eq(sessions.id, row.id), SessionStatus.Expired);
        return null;
      }
      if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.id));
      }
      return { sessionId: row.id, userId: row.userId };
    },

    /** logout */
    async complete(sessionId: number): Promise<void> {
      await end(eq(sessions.id, sessionId), SessionStatus.Completed);
    },

    /** after a password change: the device that changed it stays logged in */
    async revokeOthers(userId: number, keepSessionId: number): Promise<void> {
      await end(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)), SessionStatus.Cancelled);
    },

    /** after a password reset: whoever knew the old password is logged out everywhere */
    async revokeAll(userId: number): Promise<void> {
      await end(eq(sessions.userId, userId), SessionStatus.Cancelled);
    },

    /** newest first; sessions that timed out unnoticed are marked Expired first so the list is true */
    async history(userId: number, limit = 100): Promise<SessionHistoryEntry[]> {
      const now = clock.now();
      await end(
        and(eq(sessions.userId, userId), or(lt(sessions.lastSeenAt, new Date(now - idleMs)), lt(sessions.createdAt, new Date(now - absoluteMs)))),
        SessionStatus.Expired,
      );
      const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        fingerprint: row.fingerprint,
        status: row.status,
      }));
    },
  };
}
