import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { setIn, type ValidationErrors } from 'final-form';
import type { JsonSchema } from '@arena/contracts';

/**
 * The generic message per rule kind (translation keys). Spec §5: a control shows its first error,
 * never the server's wording, so a rule maps to one short text.
 */
export const RULE_MESSAGES = {
  required: 'This field is required',
  tooShort: 'Too short',
  tooLong: 'Too long',
  format: 'Invalid format',
  mismatch: 'Passwords do not match',
  invalid: 'Invalid value',
} as const;

export type RuleMessage = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];

// One ajv for every form: the same options as the server (all errors, $data for "must match").
const ajv = new Ajv({ allErrors: true, $data: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function compile(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const id = typeof schema.$id === 'string' ? schema.$id : undefined;
    validate = (id && ajv.getSchema(id)) || ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function messageOf(error: ErrorObject): RuleMessage {
  switch (error.keyword) {
    case 'required':
      return RULE_MESSAGES.required;
    case 'minLength':
      return RULE_MESSAGES.tooShort;
    case 'maxLength':
      return RULE_MESSAGES.tooLong;
    case 'pattern':
    case 'format':
      return RULE_MESSAGES.format;
    case 'const':
      return RULE_MESSAGES.mismatch;
    default:
      return RULE_MESSAGES.invalid;
  }
}

/** 'a.b' for ajv's instance path '/a/b', or the missing property of a `required` error. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.slice(1).split('/').filter(Boolean);
  if (error.keyword === 'required') path.push((error.params as { missingProperty: string }).missingProperty);
  return path.join('.');
}

/**
 * A final-form `validate` built from a contracts JSON Schema (the one the server route uses):
 * errors keyed by field, the first failing rule of each control as a translation key.
 * final-form leaves an emptied input undefined, so "required" covers blank controls too.
 */
export function schemaValidator<Values extends object>(schema: JsonSchema) {
  const validate = compile(schema);
  return (values: Values): ValidationErrors => {
    if (validate(values)) return {};
    let errors: object = {};
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      const field = fieldOf(error);
      if (!field || seen.has(field)) continue;
      seen.add(field);
      errors = setIn(errors, field, messageOf(error));
    }
    return errors;
  };
}
