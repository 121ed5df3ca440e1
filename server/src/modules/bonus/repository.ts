import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/schema';
import { bonusSettings, trialBonusGrants } from './schema';

export type TrialBonusOutcome =
  | { granted: true; amount: number; balance: number }
  | { granted: false; reason: 'unverified' | 'unavailable' | 'claimed' };

export function createBonusRepository(db: Db) {
  /** minor units; 0 when the operator has not configured a trial bonus */
  const trialBonusAmount = async (on: Db = db): Promise<number> => {
    const [row] = await on.select({ amount: bonusSettings.trialBonusAmount }).from(bonusSettings).limit(1);
    return row?.amount ?? 0;
  };

  return {
    trialBonusAmount: () => trialBonusAmount(),

    /**
     * Credits the trial bonus once per verified phone and once per player. The grant row and the
     * balance write commit together; the wallet issue will turn the write into a ledger entry.
     */
    grantTrialBonus(userId: number): Promise<TrialBonusOutcome> {
      return db.transaction(async (tx) => {
        // the row lock keeps a concurrent phone change from slipping between the check and the grant
        const [user] = await tx.select({ phone: users.phone, smsVerified: users.smsVerified }).from(users).where(eq(users.id, userId)).for('update');
        if (!user?.smsVerified) return { granted: false, reason: 'unverified' };
        const amount = await trialBonusAmount(tx);
        if (amount <= 0) return { granted: false, reason: 'unavailable' };
        // both unique keys (phone, user) decide atomically, even for racing requests
        const inserted = await tx.insert(trialBonusGrants).values({ phone: user.phone, userId, amount }).onConflictDoNothing().returning({ phone: trialBonusGrants.phone });
        if (inserted.length === 0) return { granted: false, reason: 'claimed' };
        const [{ balance }] = await tx
          .update(users)
          .set({ balance: sql`${users.balance} + ${amount}` })
          .where(eq(users.id, userId))
          .returning({ balance: users.balance });
        return { granted: true, amount, balance };
      });
    },
  };
}
