// One-time 6-digit codes (password reset by e-mail, phone verification by SMS). Stored hashed, one
// live code per player and purpose, single use, expiring, and dead after too many wrong guesses.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { verificationCodes, type CodePurpose } from './schema';

// bound to the player and purpose so a row copied onto another player or purpose never matches
const hashCode = (userId: number, purpose: CodePurpose, code: string) => createHash('sha256').update(`${purpose}:${userId}:${code}`).digest();

export function createCodeService(db: Db, clock: Clock, maxAttempts: number) {
  const live = (userId: number, purpose: CodePurpose) => and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));

  /** The live code row if `code` (and `target`, when given) match; a miss counts as a wrong try. */
  async function match(userId: number, purpose: CodePurpose, code: string, target?: string) {
    const [row] = await db.select().from(verificationCodes).where(live(userId, purpose)).limit(1);
    if (!row) return null;
    if (row.expiresAt.getTime() <= clock.now()) {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
      return null;
    }
    const right = timingSafeEqual(row.codeHash, hashCode(userId, purpose, code)) && (target === undefined || target === row.target);
    if (right) return row;
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    if (counted && counted.attempts >= maxAttempts) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    return null;
  }

  return {
    /** Creates a code for `target` (replacing any earlier one) and returns it for sending. */
    async issue(userId: number, purpose: CodePurpose, target: string, ttlSeconds: number): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const values = { codeHash: hashCode(userId, purpose, code), target, attempts: 0, expiresAt: new Date(clock.now() + ttlSeconds * 1000) };
      await db
        .insert(verificationCodes)
        .values({ userId, purpose, ...values })
        .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: values });
      return code;
    },

    /** true when the code is right; it stays usable (recovery step 2 checks, step 3 consumes). */
    async check(userId: number, purpose: CodePurpose, code: string, target?: string): Promise<boolean> {
      return (await match(userId, purpose, code, target)) !== null;
    },

    /** true when the code is right, and uses it up: of two concurrent calls only one wins the delete. */
    async consume(userId: number, purpose: CodePurpose, code: string, target?: string): Promise<boolean> {
      const row = await match(userId, purpose, code, target);
      if (!row) return false;
      const deleted = await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id)).returning({ id: verificationCodes.id });
      return deleted.length === 1;
    },
  };
}
