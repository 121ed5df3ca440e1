// For tests of other modules that need a player past the KYC gate (a withdrawal): a verification
// recorded as one brought in from outside the review would be (no operator, no documents); kyc.test.ts
// proves the documents and the review themselves.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { depositsOf } from '../modules/kyc/context';
import { kycVerifications, players } from '../modules/kyc/schema';

/** Records `userId` as verified now in their registered name (or `name`). */
export async function verifyPlayer(app: FastifyInstance, userId: number, name?: string): Promise<void> {
  const [player] = await app.db.select().from(players).where(eq(players.id, userId));
  await app.db.insert(kycVerifications).values({
    userId,
    verifiedName: name ?? `${player.name} ${player.surname}`,
    depositsAt: await depositsOf(app.db, userId),
    verifiedBy: null,
    verifiedAt: new Date(),
  });
}
