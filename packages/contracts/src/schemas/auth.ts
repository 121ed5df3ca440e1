// Validation rules of spec §5. The server route and the browser form validate with these same schemas.
import type { JsonSchema } from './envelope';

/** Latin and Turkish letters, single spaces between words. */
export const NAME_PATTERN = "^[A-Za-zÇçĞğİıÖöŞşÜü]+( [A-Za-zÇçĞğİıÖöŞşÜü]+)*$";

export interface LoginRequest { username: string; password: string }
export const loginRequestSchema: JsonSchema = {
  $id: 'LoginRequest',
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 50 },
    password: { type: 'string', minLength: 3, maxLength: 100 },
  },
};

export interface RegisterRequest {
  name: string; surname: string; username: string; email: string; phone: string; PersonalNo: string;
  country: number; currencyId: number; birthDate: string; trialBonus: number; password: string;
  password2: string; refId?: number;
}
export const registerRequestSchema: JsonSchema = {
  $id: 'RegisterRequest',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'surname', 'username', 'email', 'phone', 'PersonalNo', 'country', 'currencyId', 'birthDate', 'password', 'password2'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 100, pattern: NAME_PATTERN },
    surname: { type: 'string', minLength: 2, maxLength: 100, pattern: NAME_PATTERN },
    username: { type: 'string', minLength: 5, maxLength: 30, pattern: '^[A-Za-z0-9]+$' },
    email: { type: 'string', minLength: 5, maxLength: 100, format: 'email' },
    phone: { type: 'string', minLength: 5, maxLength: 20, pattern: '^[0-9]+$' },
    PersonalNo: { type: 'string', pattern: '^[0-9]{11}$' },
    country: { type: 'integer', minimum: 1 },
    currencyId: { type: 'integer', minimum: 1 },
    birthDate: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    trialBonus: { type: 'integer', enum: [0, 1] },
    password: { type: 'string', minLength: 5, maxLength: 100 },
    password2: { type: 'string', minLength: 5, maxLength: 100, const: { $data: '1/password' } },
    refId: { type: 'integer', minimum: 1 },
  },
};

/**
 * The registration form as the player fills it: the birth date as three controls (all required),
 * trialBonus as a checkbox, refId and currencyId added on submit. Rules come from registerRequestSchema.
 */
export interface RegisterForm extends Omit<RegisterRequest, 'birthDate' | 'trialBonus' | 'refId'> {
  birthDateYear: string;
  birthDateMonth: string;
  birthDateDay: string;
  trialBonus?: boolean;
}
const { birthDate: _birthDate, trialBonus: _trialBonus, refId: _refId, ...formProperties } = registerRequestSchema.properties as Record<string, unknown>;
export const registerFormSchema: JsonSchema = {
  $id: 'RegisterForm',
  type: 'object',
  required: [...(registerRequestSchema.required as string[]).filter((k) => k !== 'birthDate'), 'birthDateYear', 'birthDateMonth', 'birthDateDay'],
  properties: {
    ...formProperties,
    birthDateYear: { type: 'string', pattern: '^[0-9]{4}$' },
    birthDateMonth: { type: 'string', pattern: '^[0-9]{2}$' },
    birthDateDay: { type: 'string', pattern: '^[0-9]{2}$' },
    trialBonus: { type: 'boolean' },
  },
};
