// The payment detail rule (docs/product/wallet-and-payments.md), shared by the server's check and the browser's form.
import { describe, expect, it } from '@jest/globals';
import { DynamicFieldType } from '../enums';
import { paymentDetailPayload, paymentDetailSchema } from '../payment-detail';
import type { PaymentDetailField } from '../schemas/payments';

const field = (key: string, objectType: DynamicFieldType, extra: Partial<PaymentDetailField> = {}): PaymentDetailField => ({
  key,
  label: key,
  mask: null,
  objectType,
  option: null,
  pattern: null,
  min: null,
  max: null,
  currency: false,
  ...extra,
});

const fields = [
  field('Amount', DynamicFieldType.Decimal, { currency: true, min: 10_000, max: 5_000_000 }),
  field('Iban', DynamicFieldType.String, { pattern: '^TR\\d{24}$' }),
  field('Network', DynamicFieldType.Dropdown, {
    option: [
      { id: '1', name: 'TRC20' },
      { id: 'erc20', name: 'ERC20' },
    ],
  }),
  field('Rate', DynamicFieldType.Decimal),
];

describe('paymentDetailSchema', () => {
  it('requires every field and nothing else', () => {
    const schema = paymentDetailSchema(fields);
    expect(schema.required).toEqual(['Amount', 'Iban', 'Network', 'Rate']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('takes a currency amount as whole minor units within the limits, other decimals as numbers', () => {
    const { properties } = paymentDetailSchema(fields) as { properties: Record<string, Record<string, unknown>> };
    expect(properties.Amount).toEqual({ type: 'integer', minimum: 10_000, maximum: 5_000_000 });
    expect(properties.Rate).toEqual({ type: 'number' });
    expect(properties.Iban).toMatchObject({ type: 'string', minLength: 1, pattern: '^TR\\d{24}$' });
    expect(properties.Network).toEqual({ enum: [1, 'erc20'] });
  });
});

describe('paymentDetailPayload', () => {
  it('sends numbers as numbers, numeric dropdown ids as numbers, strings as typed, and leaves empty values out', () => {
    expect(paymentDetailPayload(fields, { Amount: 25_000, Iban: 'TR33 0006', Network: '1', Rate: '1,5' })).toEqual({
      Amount: 25_000,
      Iban: 'TR33 0006',
      Network: 1,
      Rate: 1.5,
    });
    expect(paymentDetailPayload(fields, { Amount: '', Iban: undefined, Network: 'erc20' })).toEqual({ Network: 'erc20' });
  });
});
