import { Type, type Static } from '@sinclair/typebox';

/** GET bonus/trialbonusamount → data. `amount` in minor units (kuruş). */
export const trialBonusAmountSchema = Type.Object({ amount: Type.Integer({ minimum: 0 }) });
export type TrialBonusAmount = Static<typeof trialBonusAmountSchema>;

/** GET bonus/definetrialbonus → data. Minor units; `balance` is the balance after the credit. */
export const trialBonusGrantSchema = Type.Object({ amount: Type.Integer({ minimum: 0 }), balance: Type.Integer({ minimum: 0 }) });
export type TrialBonusGrant = Static<typeof trialBonusGrantSchema>;
