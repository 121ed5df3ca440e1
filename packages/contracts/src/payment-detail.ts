// The one meaning of a payment method's fields: the JSON Schema a detail must satisfy
// (the server checks payment/deposit and payment/withdraw with it, the browser's form with the same
// schema) and the payload rule (numbers as numbers, numeric dropdown values as numbers, strings as typed).
// Plain objects, no schema library: the browser form loads this without TypeBox.
import { DynamicFieldType } from './enums';
import type { PaymentDetailField } from './schemas/payments';

type JsonSchema = Record<string, unknown>;

const NUMERIC = new Set([DynamicFieldType.Int, DynamicFieldType.Long, DynamicFieldType.Decimal]);
/** longest string a detail field takes (an address, a holder's name) */
export const PAYMENT_FIELD_MAX_LENGTH = 200;

/** A dropdown option id as the payload carries it: a number when it is numeric, the text otherwise. */
export const optionValue = (id: number | string): number | string => (typeof id === 'string' && /^-?\d+$/.test(id) ? Number(id) : id);

function fieldSchema(field: PaymentDetailField): JsonSchema {
  if (field.objectType === DynamicFieldType.Dropdown) return { enum: (field.option ?? []).map((option) => optionValue(option.id)) };
  if (NUMERIC.has(field.objectType)) {
    // a currency amount is minor units: an integer even when the method calls it Decimal
    const type = field.currency || field.objectType !== DynamicFieldType.Decimal ? 'integer' : 'number';
    return { type, ...(field.min !== null && { minimum: field.min }), ...(field.max !== null && { maximum: field.max }) };
  }
  return { type: 'string', minLength: 1, maxLength: PAYMENT_FIELD_MAX_LENGTH, ...(field.pattern !== null && { pattern: field.pattern }) };
}

/** The JSON Schema of a method's detail: every field required, nothing else allowed. */
export function paymentDetailSchema(fields: readonly PaymentDetailField[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)])),
    required: fields.map((field) => field.key),
    additionalProperties: false,
  };
}

/**
 * The detail of the payload from a form's values: numeric types as numbers, dropdown values as
 * numbers when numeric, strings as typed. Values a form left empty stay out, so the schema reports them.
 */
export function paymentDetailPayload(fields: readonly PaymentDetailField[], values: Record<string, unknown>): Record<string, string | number> {
  const detail: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field.key];
    // a form holds text or numbers; anything else is not a value of these fields
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') continue;
    if (field.objectType === DynamicFieldType.Dropdown) detail[field.key] = optionValue(value);
    else if (NUMERIC.has(field.objectType)) detail[field.key] = typeof value === 'number' ? value : Number(value.replace(',', '.'));
    else detail[field.key] = String(value);
  }
  return detail;
}
