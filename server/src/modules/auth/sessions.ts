// Login sessions: the player holds 32 random bytes, we keep only their SHA-256, so the table alone
// cannot be replayed. Sessions end by logout (Completed), revocation (Cancelled) or timeout (Expired).
//
// Every player call resolves its token, so a session read from the database answers from memory
// (cache/shared-cache.ts): an ended session is forgotten at once by every instance, timeouts are
// computed from the remembered times, and a session the memory thinks timed out is read again
// (another instance may have seen it in use since).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SessionStatus, type SessionHistoryEntry } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { AuthConfig } from '../../config';
import type { Db } from '../../db/client';
import { createSharedCache } from '../../cache/shared-cache';
import type { PubSub } from '../../plugins/pubsub';
import { hubTickets, sessions } from './schema';

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

interface RememberedSession {
  session: ActiveSession;
  createdAt: number;
  lastSeenAt: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

export type SessionService = Awaited<ReturnType<typeof createSessionService>>;

export async function createSessionService(
  db: Db,
  clock: Clock,
  config: Pick<AuthConfig, 'sessionIdleSeconds' | 'sessionAbsoluteSeconds' | 'hubTicketSeconds'>,
  pubsub: PubSub,
  log: FastifyBaseLogger,
) {
  const idleMs = config.sessionIdleSeconds * 1000;
  const absoluteMs = config.sessionAbsoluteSeconds * 1000;
  const isActive = eq(sessions.status, SessionStatus.Processing);
  const byTokenHash = db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');

  const remembered = await createSharedCache<RememberedSession>({
    pubsub,
    channel: 'sessions-ended',
    ttlMs: 60_000,
    maxEntries: 10_000,
    now: () => clock.now(),
    groupOf: (entry) => entry.session.userId,
  });

  const timedOut = (createdAt: number, lastSeenAt: number, now: number) => now - lastSeenAt > idleMs || now - createdAt > absoluteMs;

  const touch = (sessionId: number, now: number) =>
    db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId));

  /** ends the active sessions matched by `where` with `status` */
  const end = (where: SQL | undefined, status: SessionStatus, on: Db = db) =>
    on
      .update(sessions)
      .set({ status, endedAt: new Date(clock.now()) })
      .where(and(isActive, where));

  /** Call once the end committed: every instance forgets the player's sessions at once. */
  const announceEnded = async (userId: number) => {
    try {
      await remembered.forget(userId);
    } catch (error) {
      // the end is committed: the request that caused it must not fail; the others forget within the TTL
      log.warn({ err: error, userId }, 'ended sessions not announced');
    }
  };

  /** The live session whose token hashes to `tokenHash`, or null (unknown, ended, or timed out now). */
  const resolveHash = async (tokenHash: Buffer): Promise<ActiveSession | null> => {
    const key = tokenHash.toString('base64');
    const now = clock.now();
    const entry = remembered.get(key);
    if (entry && !timedOut(entry.createdAt, entry.lastSeenAt, now)) {
      if (now - entry.lastSeenAt >= TOUCH_INTERVAL_MS) {
        entry.lastSeenAt = now;
        await touch(entry.session.sessionId, now);
      }
      return entry.session;
    }
    // timed out in memory: another instance may have seen it in use since, so the database decides
    remembered.delete(key);

    const read = await remembered.load(key, async () => {
      const [row] = await byTokenHash.execute({ tokenHash });
      if (!row || row.status !== SessionStatus.Processing) return undefined;
      const createdAt = row.createdAt.getTime();
      const lastSeenAt = row.lastSeenAt.getTime();
      if (timedOut(createdAt, lastSeenAt, now)) {
        await end(eq(sessions.id, row.id), SessionStatus.Expired);
        return undefined;
      }
      const touched = now - lastSeenAt >= TOUCH_INTERVAL_MS;
      if (touched) await touch(row.id, now);
      return { session: { sessionId: row.id, userId: row.userId }, createdAt, lastSeenAt: touched ? now : lastSeenAt };
    });
    return read?.session ?? null;
  };

  return {
    /**
     * Records retention (modules/records-retention): sessions last seen before `before` lose their IP
     * address, user agent and fingerprint; the rows stay (session history). Returns how many changed.
     */
    async forgetClientsBefore(before: Date): Promise<number> {
      const changed = await db
        .update(sessions)
        .set({ ip: '', userAgent: '', fingerprint: null })
        .where(and(lt(sessions.lastSeenAt, before), sql`(${sessions.ip} <> '' OR ${sessions.userAgent} <> '' OR ${sessions.fingerprint} IS NOT NULL)`))
        .returning({ id: sessions.id });
      return changed.length;
    },

    /** Opens a session and returns the bearer token (shown once, never stored). */
    async start(userId: number, client: ClientInfo): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date(clock.now());
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), status: SessionStatus.Processing, ...client, createdAt: now, lastSeenAt: now });
      return token;
    },

    /** The live session of `token`, or null (unknown, ended, or timed out now). */
    resolve: (token: string) => resolveHash(hashToken(token)),

    /** A hub ticket for the session of `token`: it opens one hub connection within hubTicketSeconds. */
    async issueHubTicket(token: string): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      const now = clock.now();
      // tickets nobody redeemed go with the next one issued
      await db.delete(hubTickets).where(lt(hubTickets.expiresAt, new Date(now)));
      await db
        .insert(hubTickets)
        .values({ ticketHash: hashToken(ticket), sessionTokenHash: hashToken(token), expiresAt: new Date(now + config.hubTicketSeconds * 1000) });
      return ticket;
    },

    /**
     * The live session a fresh, unused `ticket` stands for, and how to check later that it still
     * lives; null otherwise. The ticket is used up either way: of two concurrent calls one wins.
     */
    async redeemHubTicket(ticket: string): Promise<{ session: ActiveSession; isLive: () => Promise<boolean> } | null> {
      const [row] = await db
        .delete(hubTickets)
        .where(eq(hubTickets.ticketHash, hashToken(ticket)))
        .returning();
      if (!row || row.expiresAt.getTime() <= clock.now()) return null;
      const session = await resolveHash(row.sessionTokenHash);
      return session && { session, isLive: async () => (await resolveHash(row.sessionTokenHash)) !== null };
    },

    /** logout */
    async complete(session: ActiveSession): Promise<void> {
      await end(eq(sessions.id, session.sessionId), SessionStatus.Completed);
      await announceEnded(session.userId);
    },

    /**
     * After a password change: the device that changed it stays logged in. Runs in the caller's
     * transaction `tx`: call announceEnded(userId) once it has committed.
     */
    async revokeOthers(userId: number, keepSessionId: number, tx: Db): Promise<void> {
      await end(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)), SessionStatus.Cancelled, tx);
    },

    /** After a password reset: whoever knew the old password is logged out everywhere. As revokeOthers. */
    async revokeAll(userId: number, tx: Db): Promise<void> {
      await end(eq(sessions.userId, userId), SessionStatus.Cancelled, tx);
    },

    announceEnded,

    /** `listener` hears of every player whose sessions ended, on any instance (the hub closes their connections) */
    onEnded(listener: (userId: number) => void): void {
      remembered.onForgotten(listener);
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
