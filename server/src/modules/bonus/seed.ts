import type { Db } from '../../db/client';
import { bonusSettings } from './schema';

/** 50.00 TRY in kuruş. */
export const SEED_TRIAL_BONUS_AMOUNT = 5000;

export async function seedBonus(db: Db): Promise<void> {
  await db.insert(bonusSettings).values({ trialBonusAmount: SEED_TRIAL_BONUS_AMOUNT }).onConflictDoNothing();
}
