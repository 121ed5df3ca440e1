// The payment methods and their fields (contracts' payment detail field): what payment/methods and
// payment/detail answer, and the check of a detail against them with the JSON Schema the browser's
// form uses too (paymentDetailSchema from @arena/contracts).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  DynamicFieldType,
  formatMoney,
  PAYMENT_AMOUNT_KEY,
  paymentDetailSchema,
  TransactionType,
  type PaymentDetailField,
  type PaymentDirection,
  type PaymentMethod,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { paymentMethods, type PaymentDetail } from './schema';

export interface MethodForm {
  method: { id: number; name: string; minAmount: number; maxAmount: number; dailyLimit: number | null };
  /** Amount first, then the method's own fields */
  fields: PaymentDetailField[];
}

/** Why a method cannot be used; the messages are translation keys. */
export const METHOD_REFUSALS = {
  unknown: 'The payment method was not found.',
  [TransactionType.Deposit]: 'This payment method does not accept deposits.',
  [TransactionType.Withdraw]: 'This payment method does not pay out withdrawals.',
} as const;

const amountField = (minAmount: number, maxAmount: number): PaymentDetailField => ({
  key: PAYMENT_AMOUNT_KEY,
  label: 'Amount',
  mask: null,
  objectType: DynamicFieldType.Decimal,
  option: null,
  pattern: null,
  min: minAmount,
  max: maxAmount,
  currency: true,
});

const fieldsColumn = (direction: PaymentDirection) => (direction === TransactionType.Deposit ? paymentMethods.depositFields : paymentMethods.withdrawFields);

export function createMethodCatalog(db: Db) {
  // one compiled validator per distinct field list: methods change rarely, details are checked often
  const ajv = new Ajv({ allErrors: false, strict: true });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (fields: PaymentDetailField[]) => {
    const cacheKey = JSON.stringify(fields);
    let validate = validators.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(paymentDetailSchema(fields));
      validators.set(cacheKey, validate);
    }
    return validate;
  };

  /** The first problem of a detail as a sentence in `locale`, naming the field by its label. */
  function problemOf(error: ErrorObject, fields: PaymentDetailField[], locale: Locale): string {
    const key = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.slice(1);
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) return translate(locale, 'Unknown field: {field}.', { field: String(error.params.additionalProperty ?? key) });
    const label = translate(locale, field.label);
    if (error.keyword === 'required') return translate(locale, '{field} is required.', { field: label });
    if (field.currency && error.keyword === 'minimum')
      return translate(locale, 'The amount must be at least {amount}.', { amount: formatMoney(field.min ?? 0, locale) });
    if (field.currency && error.keyword === 'maximum')
      return translate(locale, 'The amount must be at most {amount}.', { amount: formatMoney(field.max ?? 0, locale) });
    if (error.keyword === 'pattern' || error.keyword === 'minLength' || error.keyword === 'maxLength')
      return translate(locale, '{field} has an invalid format.', { field: label });
    return translate(locale, '{field} has an invalid value.', { field: label });
  }

  return {
    /** The enabled methods offering `direction`, in the operator's order. */
    async list(direction: PaymentDirection): Promise<PaymentMethod[]> {
      const rows = await db
        .select({
          id: paymentMethods.id,
          name: paymentMethods.name,
          logo: paymentMethods.logo,
          minAmount: paymentMethods.minAmount,
          maxAmount: paymentMethods.maxAmount,
          dailyLimit: paymentMethods.dailyLimit,
          minutesMin: paymentMethods.minutesMin,
          minutesMax: paymentMethods.minutesMax,
        })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.enabled, true), isNotNull(fieldsColumn(direction))))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
      return rows.map(({ minutesMin, minutesMax, ...method }) => ({
        ...method,
        time: minutesMin === null || minutesMax === null ? null : { min: minutesMin, max: minutesMax },
      }));
    },

    /** The method's form for `direction`, or why there is none (a key of METHOD_REFUSALS). */
    async form(id: number, direction: PaymentDirection): Promise<MethodForm | { refused: keyof typeof METHOD_REFUSALS }> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
      if (!row || !row.enabled) return { refused: 'unknown' };
      const own = direction === TransactionType.Deposit ? row.depositFields : row.withdrawFields;
      if (own === null) return { refused: direction };
      const { name, minAmount, maxAmount, dailyLimit } = row;
      return { method: { id, name, minAmount, maxAmount, dailyLimit }, fields: [amountField(minAmount, maxAmount), ...own] };
    },

    /** null when `detail` satisfies the fields, else the first problem, translated. */
    problem(fields: PaymentDetailField[], detail: PaymentDetail, locale: Locale): string | null {
      const validate = validatorFor(fields);
      if (validate(detail)) return null;
      return problemOf(validate.errors![0], fields, locale);
    },
  };
}

export type MethodCatalog = ReturnType<typeof createMethodCatalog>;
