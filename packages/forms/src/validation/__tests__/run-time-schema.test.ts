import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  passwordFormats,
  registerFormSchema,
  updatePhoneRequestSchema,
  type JsonSchema,
} from '@arena/contracts';
import { RULE_MESSAGES, schemaValidator } from '../schema-validator';

const { required, tooShort, tooLong, format, mismatch, invalid } = RULE_MESSAGES;

/** A schema first seen at run time, as a payment method's field definitions will build it. */
const withdrawalSchema: JsonSchema = {
  type: 'object',
  required: ['method', 'amount', 'iban', 'holder', 'email'],
  additionalProperties: false,
  properties: {
    method: { const: 'bank-transfer' },
    amount: { type: 'integer', minimum: 5000, maximum: 5_000_000 },
    bank: { type: 'string', enum: ['garanti', 'akbank'] },
    iban: { type: 'string', minLength: 26, maxLength: 34, pattern: '^TR[0-9]+$' },
    iban2: { type: 'string', const: { $data: '1/iban' } },
    holder: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 } } },
    email: { type: 'string', format: 'email' },
  },
};
const IBAN = 'TR330006100519786457841326';
const valid = { method: 'bank-transfer', amount: 10_000, bank: 'akbank', iban: IBAN, iban2: IBAN, holder: { name: 'Ayşe' }, email: 'ayse@example.com' };

describe('schemaValidator — a schema built at run time', () => {
  const validate = schemaValidator(withdrawalSchema);
  const errorsFor = (patch: Record<string, unknown>) => validate({ ...valid, ...patch });

  it('accepts valid values', () => expect(validate(valid)).toEqual({}));
  it('checks integer bounds and type', () => {
    expect(errorsFor({ amount: 4999 })).toEqual({ amount: invalid });
    expect(errorsFor({ amount: 5_000_001 })).toEqual({ amount: invalid });
    expect(errorsFor({ amount: 10_000.5 })).toEqual({ amount: invalid });
    expect(errorsFor({ amount: '10000' })).toEqual({ amount: invalid });
  });
  it('checks enum and a literal const (an invalid value, not a mismatch)', () => {
    expect(errorsFor({ bank: 'other' })).toEqual({ bank: invalid });
    expect(errorsFor({ method: 'card' })).toEqual({ method: invalid });
  });
  it('checks length and pattern, and a field that must match another', () => {
    expect(errorsFor({ iban: 'TR33', iban2: 'TR33' })).toEqual({ iban: tooShort });
    expect(errorsFor({ iban: `TR${'1'.repeat(33)}`, iban2: `TR${'1'.repeat(33)}` })).toEqual({ iban: tooLong });
    expect(errorsFor({ iban: IBAN.replace('TR', 'DE'), iban2: IBAN.replace('TR', 'DE') })).toEqual({ iban: format });
    expect(errorsFor({ iban2: `${IBAN.slice(0, -1)}7` })).toEqual({ iban2: mismatch });
  });
  it('keys errors of nested objects by their dotted path', () => {
    expect(errorsFor({ holder: {} })).toEqual({ holder: { name: required } });
    expect(errorsFor({ holder: { name: 'A' } })).toEqual({ holder: { name: tooShort } });
  });
  it('treats an undefined field as missing, and shows no error for an undeclared one', () => {
    expect(errorsFor({ email: undefined, iban2: undefined })).toEqual({ email: required });
    expect(errorsFor({ note: 'hi' })).toEqual({});
  });
  it('checks formats as the server does (ajv-formats): an address without a dotted domain is refused', () => {
    expect(errorsFor({ email: 'ayse@example' })).toEqual({ email: format });
  });
  it('puts a mismatch before the other rules of a control, as ajv checks const first', () => {
    expect(schemaValidator(changePasswordRequestSchema)({ oldPassword: 'older', password: 'Kumsal-41', confirmPassword: 'ab' })).toEqual({
      confirmPassword: mismatch,
    });
  });
  it('does not generate code: it validates with Function and eval unavailable, as under the CSP', () => {
    const { Function: originalFunction, eval: originalEval } = globalThis;
    const refuse = () => {
      throw new EvalError('refused by the Content-Security-Policy');
    };
    Object.assign(globalThis, { Function: refuse, eval: refuse });
    try {
      expect(schemaValidator({ ...withdrawalSchema })({ ...valid, amount: 1 })).toEqual({ amount: invalid });
    } finally {
      Object.assign(globalThis, { Function: originalFunction, eval: originalEval });
    }
  });
});

describe('schemaValidator agrees with the server (ajv with the server options) on which fields fail', () => {
  const ajv = new Ajv({ allErrors: true, $data: true, strict: false, formats: passwordFormats });
  addFormats(ajv);
  const serverFields = (schema: JsonSchema, values: object) => {
    const check = ajv.compile(schema);
    if (check(values)) return [];
    const fields = (check.errors ?? []).map((error) =>
      [...error.instancePath.split('/').slice(1), ...(error.keyword === 'required' ? [String(error.params.missingProperty)] : [])].join('.'),
    );
    return [...new Set(fields.filter(Boolean))].sort();
  };
  const browserFields = (schema: JsonSchema, values: object) => {
    const flatten = (errors: object, prefix = ''): string[] =>
      Object.entries(errors).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? flatten(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    return flatten(schemaValidator(schema)(values) ?? {}).sort();
  };
  const register = {
    name: 'Ayşe',
    surname: 'Öz',
    username: 'ayse2024',
    email: 'a@b.co',
    phone: '5321234567',
    PersonalNo: '12345678901',
    country: 235,
    currencyId: 1,
    birthDateYear: '1990',
    birthDateMonth: '04',
    birthDateDay: '09',
    password: 'Kumsal-41',
    password2: 'Kumsal-41',
  };

  it.each<[string, JsonSchema, object]>([
    ['login, empty', loginRequestSchema, {}],
    ['login, short password', loginRequestSchema, { username: 'ali', password: 'ab' }],
    ['register, valid', registerFormSchema, register],
    [
      'register, many wrong',
      registerFormSchema,
      { ...register, name: '1', email: 'a@b', country: 0, currencyId: 'x', password2: 'other', birthDateYear: '90' },
    ],
    ['register, a common password', registerFormSchema, { ...register, password: 'Password1', password2: 'Password1' }],
    ['register, email without a dotted domain', registerFormSchema, { ...register, email: 'ayse@example' }],
    ['register, email with an odd local part', registerFormSchema, { ...register, email: '"a b"@example.com' }],
    ['update phone, step 2 without code', updatePhoneRequestSchema, { step: 2, phone: '5321234567' }],
    ['update phone, step 3', updatePhoneRequestSchema, { step: 3, phone: '12' }],
    ['change password, all wrong', changePasswordRequestSchema, { oldPassword: 'a', password: 'bbbbbb', confirmPassword: 'c' }],
    ['run-time withdrawal, wrong', withdrawalSchema, { ...valid, amount: 1, bank: 'x', iban2: 'TR1', holder: {}, email: 'no' }],
  ])('%s', (_case, schema, values) => expect(browserFields(schema, values)).toEqual(serverFields(schema, values)));
});
