import type { Db } from '../../db/client';
import type { AccountService } from '../auth/plugin';
import type { WalletService } from '../wallet/plugin';
import { bonusSettings, trialBonusGrants } from './schema';

export type TrialBonusOutcome = { granted: true; amount: number; balance: number } | { granted: false; reason: 'unverified' | 'unavailable' | 'claimed' };

export function createBonusRepository(db: Db, accounts: AccountService, wallet: WalletService) {
  /** minor units; 0 when the operator has not configured a trial bonus */
  const trialBonusAmount = async (on: Db = db): Promise<number> => {
    const [row] = await on.select({ amount: bonusSettings.trialBonusAmount }).from(bonusSettings).limit(1);
    return row?.amount ?? 0;
  };

  return {
    trialBonusAmount: () => trialBonusAmount(),

    /**
     * Credits the trial bonus once per verified phone and once per player. The grant row and the
     * wallet's credit commit together; the wallet pushes the new balance to the player.
     */
    grantTrialBonus(userId: number): Promise<TrialBonusOutcome> {
      return wallet.transaction(async (tx, ops) => {
        // the row lock keeps a concurrent phone change from slipping between the check and the grant
        const phone = await accounts.lockVerifiedPhone(userId, tx);
        if (phone === null) return { granted: false, reason: 'unverified' };
        const amount = await trialBonusAmount(tx);
        if (amount <= 0) return { granted: false, reason: 'unavailable' };
        // both unique keys (phone, user) decide atomically, even for racing requests
        const inserted = await tx.insert(trialBonusGrants).values({ phone, userId, amount }).onConflictDoNothing().returning({ phone: trialBonusGrants.phone });
        if (inserted.length === 0) return { granted: false, reason: 'claimed' };
        // the grant row allows one per player: the key says so to the ledger too
        const { balance } = await ops.bonusGrant({ userId, amount, key: `trial-bonus:${userId}`, reason: 'Trial bonus' });
        return { granted: true, amount, balance };
      });
    },
  };
}
