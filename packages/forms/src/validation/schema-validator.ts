import { deepCompareStrict, format, Validator, type OutputUnit } from '@cfworker/json-schema';
import { fullFormats } from 'ajv-formats/dist/formats';
import { setIn, type ValidationErrors } from 'final-form';
import { COMMON_PASSWORD, NEW_PASSWORD_FORMAT, passwordFormats, type JsonSchema } from '@arena/contracts';
import { extractFieldMatches, unescapePointer, type FieldMatch } from './field-matches';

/**
 * The generic message per rule kind (translation keys). A control shows its first error,
 * never the server's wording, so a rule maps to one short text.
 */
export const RULE_MESSAGES = {
  required: 'This field is required',
  tooShort: 'Too short',
  tooLong: 'Too long',
  format: 'Invalid format',
  mismatch: 'Passwords do not match',
  commonPassword: COMMON_PASSWORD,
  invalid: 'Invalid value',
} as const;

export type RuleMessage = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];

// The browser interprets the schemas (@cfworker/json-schema) instead of compiling them as the server's
// ajv does: compiled validators are generated code (new Function), which the site's CSP forbids, and
// an interpreter takes a schema first seen at run time as well as the contracts' own.

const isCheck = (definition: unknown): definition is (value: string) => boolean => typeof definition === 'function';

/** ajv-formats' definition of a format as a check of a string; none for number and async formats. */
function stringCheck(definition: unknown): ((value: string) => boolean) | undefined {
  if (definition === true) return () => true;
  if (definition instanceof RegExp) return (value) => definition.test(value);
  if (isCheck(definition)) return definition;
  const applies =
    typeof definition === 'object' &&
    definition !== null &&
    'validate' in definition &&
    !('async' in definition && definition.async) &&
    !('type' in definition && definition.type === 'number');
  return applies ? stringCheck(definition.validate) : undefined;
}
// Formats mean what they mean on the server: the checks of ajv-formats (full), not cfworker's own
// (whose email, for one, takes addresses the server refuses).
for (const [name, definition] of Object.entries(fullFormats)) {
  const check = stringCheck(definition);
  if (check) format[name] = check;
}
// and the contracts' own, as the server's ajv registers them
Object.assign(format, passwordFormats);

interface Prepared {
  validator: Validator;
  matches: FieldMatch[];
}
const prepared = new WeakMap<JsonSchema, Prepared>();

function prepare(schema: JsonSchema): Prepared {
  let entry = prepared.get(schema);
  if (!entry) {
    const { schema: plain, matches } = extractFieldMatches(schema);
    // draft 7 as the server's ajv; every error, not the first one only
    entry = { validator: new Validator(plain, '7', false), matches };
    prepared.set(schema, entry);
  }
  return entry;
}

type Failure = { field: string[]; message: RuleMessage };

const FORMAT = /^String does not match format "(.*)"\.$/;
const MUST_BE_TRUE = 'Instance does not match true.';

function messageOf(error: OutputUnit): RuleMessage {
  switch (error.keyword) {
    case 'required':
      return RULE_MESSAGES.required;
    case 'minLength':
      return RULE_MESSAGES.tooShort;
    case 'maxLength':
      return RULE_MESSAGES.tooLong;
    case 'format':
      return FORMAT.exec(error.error)?.[1] === NEW_PASSWORD_FORMAT ? RULE_MESSAGES.commonPassword : RULE_MESSAGES.format;
    case 'pattern':
      return RULE_MESSAGES.format;
    case 'const':
      // a box that must be ticked (Type.Literal(true)) left unticked is a required answer not given
      return error.error === MUST_BE_TRUE ? RULE_MESSAGES.required : RULE_MESSAGES.invalid;
    default:
      return RULE_MESSAGES.invalid;
  }
}

const REQUIRED_PROPERTY = /^Instance does not have required property "(.*)"\.$/;

/** The control an error belongs to, or none for an error about the object as a whole. */
function failureOf(error: OutputUnit): Failure | undefined {
  // 'properties' sums up its properties' own errors; a 'false' schema is an undeclared field
  // (additionalProperties: false), which no control shows: the server's refusal tells the player
  if (error.keyword === 'properties' || error.keyword === 'false') return undefined;
  const field = error.instanceLocation
    .split('/')
    .slice(1)
    .map((token) => unescapePointer(decodeURIComponent(token)));
  if (error.keyword === 'required') {
    const missing = REQUIRED_PROPERTY.exec(error.error);
    if (missing) field.push(missing[1]);
  }
  return field.length > 0 ? { field, message: messageOf(error) } : undefined;
}

const valueAt = (values: unknown, path: string[]) =>
  path.reduce<unknown>((value, name) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined), values);

/** ajv's `$data` const: no check while either side is missing (`required` speaks for an empty one). */
function mismatches(values: unknown, matches: FieldMatch[]): Failure[] {
  return matches.flatMap(({ field, other }) => {
    const value = valueAt(values, field);
    const expected = valueAt(values, other);
    return value === undefined || expected === undefined || deepCompareStrict(value, expected) ? [] : [{ field, message: RULE_MESSAGES.mismatch }];
  });
}

/**
 * A final-form `validate` built from a contracts JSON Schema (the one the server route uses), or one
 * built at run time: errors keyed by field, the first failing rule of each control as a translation key.
 * final-form leaves an emptied input undefined, so "required" covers blank controls too.
 */
export function schemaValidator<Values extends object>(schema: JsonSchema) {
  const { validator, matches } = prepare(schema);
  return (values: Values): ValidationErrors => {
    // the values as the server will see them: JSON has no undefined fields
    const instance: unknown = JSON.parse(JSON.stringify(values));
    // a mismatch first, as ajv checks const before a control's other rules
    const failures = [...mismatches(instance, matches), ...validator.validate(instance).errors.flatMap((error) => failureOf(error) ?? [])];
    let errors: object = {};
    const seen = new Set<string>();
    for (const { field, message } of failures) {
      const key = field.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      errors = setIn(errors, key, message);
    }
    return errors;
  };
}
