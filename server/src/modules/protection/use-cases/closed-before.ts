// Records retention (modules/records-retention): the accounts closed before a date, whose records past
// the licence's retention may go.
import { lt } from 'drizzle-orm';
import type { ProtectionContext } from '../context';
import { playerProtection } from '../schema';

export async function closedBefore({ db }: ProtectionContext, before: Date): Promise<number[]> {
  const rows = await db.select({ userId: playerProtection.userId }).from(playerProtection).where(lt(playerProtection.closedAt, before));
  return rows.map((row) => row.userId);
}
