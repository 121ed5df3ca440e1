/** GET bonus/trialbonusamount → data. `amount` in minor units (kuruş). */
export interface TrialBonusAmount {
  amount: number;
}
