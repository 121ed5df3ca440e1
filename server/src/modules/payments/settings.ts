// The payments settings an operator edits in the back office. The withdrawal review threshold was
// WITHDRAW_REVIEW_ABOVE only: the configured value stays the default until an operator sets one. A
// method's form fields live in its row (payment_methods). Both are read from the database at each use
// (a withdrawal, a payout, a player's form), so every server follows a change at once.
import { eq } from 'drizzle-orm';
import { DynamicFieldType, type OperatorPaymentFieldsUpdate, type PaymentDetailField } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { DESK_MESSAGES } from './desk';
import { paymentMethods, paymentSettings } from './schema';

const REVIEW_ABOVE = 'withdraw_review_above';

export const FIELD_MESSAGES = {
  notOffered: 'The method does not offer this form.',
  fieldsChanged: "The form's fields are not the method's: reload and try again.",
  badPattern: 'The pattern of {field} is not a valid regular expression.',
  boundsReversed: 'The maximum of {field} must not be below its minimum.',
  boundsOnText: 'Only a number field has a minimum and a maximum ({field}).',
} as const;

/** a number field of a form (the players' form checks its bounds; a text field has none) */
const NUMERIC = new Set([DynamicFieldType.Int, DynamicFieldType.Long, DynamicFieldType.Decimal]);

/** `own` with the operator's edits, or the first problem; the edits must name each of its fields once */
function editedFields(own: PaymentDetailField[], { fields }: OperatorPaymentFieldsUpdate): PaymentDetailField[] {
  const keys = new Set(fields.map(({ key }) => key));
  if (keys.size !== fields.length || keys.size !== own.length || own.some(({ key }) => !keys.has(key))) throw new HttpError(400, FIELD_MESSAGES.fieldsChanged);
  return fields.map(({ key, label, mask, pattern, min, max }) => {
    const field = own.find((candidate) => candidate.key === key)!;
    try {
      // the players' check compiles it so (ajv: unicode)
      if (pattern !== null) new RegExp(pattern, 'u');
    } catch {
      throw new HttpError(400, FIELD_MESSAGES.badPattern, { field: label });
    }
    if ((min !== null || max !== null) && !NUMERIC.has(field.objectType)) throw new HttpError(400, FIELD_MESSAGES.boundsOnText, { field: label });
    if (min !== null && max !== null && max < min) throw new HttpError(400, FIELD_MESSAGES.boundsReversed, { field: label });
    return { ...field, label, mask, pattern, min, max };
  });
}

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

    /** replaces the fields of a method's form in `tx`; the fields before and after, for the audit entry */
    async setMethodFields(tx: Db, update: OperatorPaymentFieldsUpdate): Promise<{ before: PaymentDetailField[]; after: PaymentDetailField[] }> {
      const column = update.direction === 'deposit' ? paymentMethods.depositFields : paymentMethods.withdrawFields;
      const [row] = await tx.select({ own: column }).from(paymentMethods).where(eq(paymentMethods.id, update.id)).for('update');
      if (!row) throw new HttpError(404, DESK_MESSAGES.methodNotFound);
      if (row.own === null) throw new HttpError(400, FIELD_MESSAGES.notOffered);
      const after = editedFields(row.own, update);
      await tx
        .update(paymentMethods)
        .set(update.direction === 'deposit' ? { depositFields: after } : { withdrawFields: after })
        .where(eq(paymentMethods.id, update.id));
      return { before: row.own, after };
    },
  };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
