import { changePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@arena/contracts';
import { extractFieldMatches } from '../field-matches';

describe('extractFieldMatches', () => {
  it('turns a "must match password" $data const into a field match and leaves the rest of the schema as is', () => {
    const { schema, matches } = extractFieldMatches(changePasswordRequestSchema);
    expect(matches).toEqual([{ field: ['confirmPassword'], other: ['password'] }]);
    const asJson = (value: object): unknown => JSON.parse(JSON.stringify(value));
    expect(schema).toEqual(
      asJson({
        ...changePasswordRequestSchema,
        properties: { ...changePasswordRequestSchema.properties, confirmPassword: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 100 } },
      }),
    );
    expect(changePasswordRequestSchema.properties.confirmPassword).toHaveProperty('const', { $data: '1/password' });
  });

  it('finds a match in a nested object, with the sibling in that object', () => {
    const { matches } = extractFieldMatches({
      type: 'object',
      properties: { account: { type: 'object', properties: { iban: { type: 'string' }, 'iban~/again': { type: 'string', const: { $data: '1/iban' } } } } },
    });
    expect(matches).toEqual([{ field: ['account', 'iban~/again'], other: ['account', 'iban'] }]);
  });

  it.each([
    ['another keyword', { type: 'object', properties: { max: { type: 'integer' }, amount: { type: 'integer', maximum: { $data: '1/max' } } } }],
    ['a pointer beyond the sibling', { type: 'object', properties: { a: { type: 'object', properties: { b: { const: { $data: '2/c' } } } } } }],
    ['a place without siblings', { type: 'array', items: { type: 'string', const: { $data: '1/0' } } }],
    ['the root', { const: { $data: '0' } }],
  ])('refuses a $data it cannot honour: %s', (_case, schema) => {
    expect(() => extractFieldMatches(schema)).toThrow(/unsupported \$data/);
  });
});
