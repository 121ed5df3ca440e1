// The payments settings an operator edits in the back office. The withdrawal review threshold was
// WITHDRAW_REVIEW_ABOVE only: the configured value stays the default until an operator sets one. Read
// from the database at each use (a withdrawal, a payout), so every server follows a change at once.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import { paymentSettings } from './schema';

const REVIEW_ABOVE = 'withdraw_review_above';

export function createPaymentSettings(db: Db, clock: Clock, config: Pick<PaymentsConfig, 'withdrawReviewAbove'>) {
  /** `on`: inside a transaction, its tx (PGlite has one session) */
  const withdrawReviewAbove = async (on: Db = db): Promise<number> => {
    const [row] = await on.select({ value: paymentSettings.value }).from(paymentSettings).where(eq(paymentSettings.key, REVIEW_ABOVE));
    return row?.value ?? config.withdrawReviewAbove;
  };
  return {
    configured: { withdrawReviewAbove: config.withdrawReviewAbove },
    withdrawReviewAbove,

    /** sets the threshold in `tx`; the value before and after, for the audit entry */
    async setWithdrawReviewAbove(tx: Db, value: number, operatorId: number): Promise<{ before: number; after: number }> {
      const before = await withdrawReviewAbove(tx);
      const row = { value, updatedBy: operatorId, updatedAt: new Date(clock.now()) };
      await tx
        .insert(paymentSettings)
        .values({ key: REVIEW_ABOVE, ...row })
        .onConflictDoUpdate({ target: paymentSettings.key, set: row });
      return { before, after: value };
    },
  };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
