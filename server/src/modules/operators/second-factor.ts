// The second factor of every operator login. A right password opens no session: it opens a challenge
// (random token, SHA-256 kept, a few minutes, a few tries) that only an authenticator's TOTP code
// completes. An operator without an authenticator gets a secret on the challenge and confirms it with
// the first code, so nobody ever holds a session without a second factor. A code is accepted once: the
// operator's last accepted step is kept and a code of it or an older one is refused (replay).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OperatorSession } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { AuditService } from './audit';
import { operatorChallenges, operators } from './schema';
import type { OperatorSessionService } from './sessions';
import { matchTotp, newTotpSecret, totpUri } from './totp';

const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;
/** the name an authenticator app lists the account under */
const TOTP_ISSUER = 'Arena Back Office';

export const CHALLENGE_ENDED = 'The login has expired. Please log in again.';
export const CODE_REFUSED = 'The code is wrong or has already been used.';
export const ALREADY_ENROLLED = 'An authenticator is already set up for this operator.';
export const ENROL_FIRST = 'Set up your authenticator first.';

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** The account lock of the login (./routes.ts): wrong passwords and codes tried count together, per operator. */
export interface AccountLock {
  /** takes one try of the account's before a code is checked; throws (429) when none is left */
  take(username: string): Promise<void>;
  /** whether the account's tries are used up */
  locked(username: string): Promise<boolean>;
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

export function createSecondFactorService(db: Db, clock: Clock, sessions: OperatorSessionService, audit: AuditService) {
  /** the live challenge of `token` and its operator, or a 400 */
  const live = async (token: string) => {
    const [row] = await db
      .select({
        id: operatorChallenges.id,
        pendingSecret: operatorChallenges.totpSecret,
        attempts: operatorChallenges.attempts,
        expiresAt: operatorChallenges.expiresAt,
        operatorId: operators.id,
        username: operators.username,
        role: operators.role,
        secret: operators.totpSecret,
        lastStep: operators.totpLastStep,
        disabledAt: operators.disabledAt,
      })
      .from(operatorChallenges)
      .innerJoin(operators, eq(operators.id, operatorChallenges.operatorId))
      .where(and(eq(operatorChallenges.tokenHash, hashToken(token)), isNull(operatorChallenges.usedAt)))
      .limit(1);
    if (!row || row.disabledAt || row.attempts >= CHALLENGE_ATTEMPTS || row.expiresAt.getTime() <= clock.now()) throw new HttpError(400, CHALLENGE_ENDED);
    return row;
  };
  /** the operator's open challenges end (a replaced one, or all of them once the account is locked) */
  const endOpen = (tx: Db, operatorId: number) =>
    tx
      .update(operatorChallenges)
      .set({ expiresAt: new Date(clock.now()) })
      .where(and(eq(operatorChallenges.operatorId, operatorId), isNull(operatorChallenges.usedAt), gt(operatorChallenges.expiresAt, new Date(clock.now()))));

  return {
    /** After a right password: the challenge's token, and whether the operator must enrol an authenticator first. */
    async open(operatorId: number, enrolled: boolean): Promise<{ challenge: string; secondFactor: 'enrol' | 'verify' }> {
      const challenge = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        // under the operator's row: of two logins racing, each replaces the other's challenge in turn
        await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId)).for('update');
        await endOpen(tx, operatorId);
        await tx.insert(operatorChallenges).values({ operatorId, tokenHash: hashToken(challenge), expiresAt: new Date(clock.now() + CHALLENGE_TTL_MS) });
      });
      return { challenge, secondFactor: enrolled ? 'verify' : 'enrol' };
    },

    /** a lock reached by wrong passwords ends the challenges opened before it */
    endOpen: (operatorId: number) => endOpen(db, operatorId),

    /** The secret to add to an authenticator (the same one on every ask for one challenge). */
    async enrol(challenge: string): Promise<{ secret: string; uri: string }> {
      const row = await live(challenge);
      if (row.secret) throw new HttpError(400, ALREADY_ENROLLED);
      let secret = row.pendingSecret;
      if (!secret) {
        secret = newTotpSecret();
        await db.update(operatorChallenges).set({ totpSecret: secret }).where(eq(operatorChallenges.id, row.id));
      }
      return { secret, uri: totpUri(TOTP_ISSUER, row.username, secret) };
    },

    /** The code completes the challenge: the session (and, at enrolment, the secret) is the operator's. */
    async verify(challenge: string, code: string, ip: string, lock: AccountLock): Promise<OperatorSession> {
      const row = await live(challenge);
      const secret = row.secret ?? row.pendingSecret;
      if (!secret) throw new HttpError(400, ENROL_FIRST);
      // taken before the code is checked: guesses sent in parallel each take a try; a locked account's
      // challenges end, so none opened before the lock outlives it
      try {
        await lock.take(row.username);
      } catch (error) {
        await endOpen(db, row.operatorId);
        throw error;
      }
      const step = matchTotp(secret, code, clock.now());
      const refuse = async () => {
        await db
          .update(operatorChallenges)
          .set({ attempts: sql`${operatorChallenges.attempts} + 1` })
          .where(eq(operatorChallenges.id, row.id));
        await audit.record(db, {
          ip,
          operatorId: row.operatorId,
          action: 'login.code_refused',
          subject: `operator:${row.operatorId}`,
          before: null,
          after: { ip },
        });
        if (await lock.locked(row.username)) await endOpen(db, row.operatorId);
        return new HttpError(400, CODE_REFUSED);
      };
      if (step === null || step <= row.lastStep) throw await refuse();
      const session = await db.transaction(async (tx) => {
        // conditional: of two requests racing with one code, one moves the step and the other is a replay
        const [taken] = await tx
          .update(operators)
          .set({ totpLastStep: step, totpSecret: secret })
          .where(and(eq(operators.id, row.operatorId), lt(operators.totpLastStep, step)))
          .returning({ id: operators.id });
        const [used] = await tx
          .update(operatorChallenges)
          .set({ usedAt: new Date(clock.now()) })
          .where(and(eq(operatorChallenges.id, row.id), isNull(operatorChallenges.usedAt), gt(operatorChallenges.expiresAt, new Date(clock.now()))))
          .returning({ id: operatorChallenges.id });
        if (!taken || !used) return null;
        if (!row.secret) {
          await audit.record(tx, { ip, operatorId: row.operatorId, action: 'totp.enrol', subject: `operator:${row.operatorId}`, before: null, after: { ip } });
        }
        const started = await sessions.start(tx, row.operatorId, ip);
        await audit.record(tx, {
          ip,
          operatorId: row.operatorId,
          action: 'login',
          subject: `operator:${row.operatorId}`,
          before: null,
          after: { sessionId: started.sessionId, ip },
        });
        return started;
      });
      if (!session) throw await refuse();
      return { token: session.token, username: row.username, role: row.role };
    },
  };
}
