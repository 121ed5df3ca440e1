// The steps every change of a player's protection takes: their row locked, the event recorded, and
// for the gravest changes their password asked again.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { users, verifyPassword } from '../auth/plugin';
import type { ProtectionContext, ProtectionRow } from './context';
import { PROTECTION_MESSAGES } from './messages';
import { playerProtection, protectionEvents } from './schema';

/** the player's protection row, created on first use and locked for the caller's transaction */
export async function lockRow(tx: Db, userId: number): Promise<ProtectionRow> {
  await tx.insert(playerProtection).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, userId)).for('update');
  return row;
}

export const event = ({ clock }: ProtectionContext, tx: Db, userId: number, kind: string, detail: Record<string, unknown>) =>
  tx.insert(protectionEvents).values({ userId, kind, detail, createdAt: new Date(clock.now()) });

export async function checkPassword({ db }: ProtectionContext, userId: number, password: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, PROTECTION_MESSAGES.wrongPassword);
}
