import type { Db } from '../../db/client';
import { bonusSettings } from './schema';

export function createBonusRepository(db: Db) {
  return {
    /** minor units; 0 when the operator has not configured a trial bonus */
    async trialBonusAmount(): Promise<number> {
      const [row] = await db.select({ amount: bonusSettings.trialBonusAmount }).from(bonusSettings).limit(1);
      return row?.amount ?? 0;
    },
  };
}
