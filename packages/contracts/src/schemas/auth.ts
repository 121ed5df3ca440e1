// Validation rules of the account forms (docs/product/accounts.md). The server route and the browser form validate with these same schemas.
import { Type, type Static } from '@sinclair/typebox';
import { countrySchema } from './entities';
import { newPasswordSchema, repeatedPasswordSchema } from './password';

/** Latin and Turkish letters, single spaces between words. */
export const NAME_PATTERN = '^[A-Za-zÇçĞğİıÖöŞşÜü]+( [A-Za-zÇçĞğİıÖöŞşÜü]+)*$';

export const loginRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 50 }),
    password: Type.String({ minLength: 3, maxLength: 100 }),
  },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof loginRequestSchema>;

export const registerRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 100, pattern: NAME_PATTERN }),
    surname: Type.String({ minLength: 2, maxLength: 100, pattern: NAME_PATTERN }),
    username: Type.String({ minLength: 5, maxLength: 30, pattern: '^[A-Za-z0-9]+$' }),
    email: Type.String({ minLength: 5, maxLength: 100, format: 'email' }),
    phone: Type.String({ minLength: 5, maxLength: 20, pattern: '^[0-9]+$' }),
    PersonalNo: Type.String({ pattern: '^[0-9]{11}$' }),
    country: Type.Integer({ minimum: 1 }),
    currencyId: Type.Integer({ minimum: 1 }),
    birthDate: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    trialBonus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    password: newPasswordSchema(),
    password2: repeatedPasswordSchema('password'),
    refId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { $id: 'RegisterRequest', additionalProperties: false },
);
export type RegisterRequest = Static<typeof registerRequestSchema>;

/**
 * The registration form as the player fills it: the birth date as three controls (all required),
 * trialBonus as a checkbox, refId added on submit. Rules come from registerRequestSchema.
 */
const { birthDate: _birthDate, trialBonus: _trialBonus, refId: _refId, ...formProperties } = registerRequestSchema.properties;
export const registerFormSchema = Type.Object(
  {
    ...formProperties,
    birthDateYear: Type.String({ pattern: '^[0-9]{4}$' }),
    birthDateMonth: Type.String({ pattern: '^[0-9]{2}$' }),
    birthDateDay: Type.String({ pattern: '^[0-9]{2}$' }),
    trialBonus: Type.Optional(Type.Boolean()),
  },
  { $id: 'RegisterForm' },
);
export type RegisterForm = Static<typeof registerFormSchema>;

/**
 * POST auth/hubticket → data: what a browser sends as the hub's access_token, since a WebSocket URL
 * (kept in access logs) must not carry the session token. It opens one connection, within 30 s.
 */
export const hubTicketSchema = Type.Object({ ticket: Type.String() });
export type HubTicket = Static<typeof hubTicketSchema>;

/** GET auth/form → data. Default country id 235 (Türkiye). */
export const authFormDataSchema = Type.Object({ countries: Type.Array(countrySchema) });
export type AuthFormData = Static<typeof authFormDataSchema>;
