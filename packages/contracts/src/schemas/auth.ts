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

/**
 * The version of the General Terms and Conditions (/pages/1) a player accepts at sign-up, stored with
 * the time of acceptance. Raise it whenever the terms change: a browser still showing the old ones is
 * then refused until it reloads.
 */
export const TERMS_VERSION = '2026-11-28';
/** the General Terms and Conditions' page (/pages/{id}, seeded by the cms module) */
export const TERMS_PAGE_ID = 1;
/** the answer to a sign-up without the terms accepted or being 18 or older confirmed */
export const CONSENT_REQUIRED = 'To sign up, accept the terms and conditions and confirm that you are 18 or older.';
/** the answer to a sign-up accepting other terms than those in force */
export const TERMS_CHANGED = 'The terms and conditions have changed. Reload the page and accept the current ones to sign up.';

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
    /** the player accepts these terms (TERMS_VERSION) */
    termsVersion: Type.Literal(TERMS_VERSION, { errorMessage: { const: TERMS_CHANGED } }),
    /** the player confirms being 18 or older */
    adult: Type.Literal(true, { errorMessage: { const: CONSENT_REQUIRED } }),
  },
  // ajv-errors: the server's answer when either is missing
  { $id: 'RegisterRequest', additionalProperties: false, errorMessage: { required: { termsVersion: CONSENT_REQUIRED, adult: CONSENT_REQUIRED } } },
);
export type RegisterRequest = Static<typeof registerRequestSchema>;

/**
 * The registration form as the player fills it: the birth date as three controls (all required),
 * trialBonus as a checkbox, the terms as a box that must be ticked (sent as the version accepted), and
 * the 18-or-older box as the request's; refId added on submit. Rules come from registerRequestSchema.
 */
const { birthDate: _birthDate, trialBonus: _trialBonus, refId: _refId, termsVersion: _termsVersion, ...formProperties } = registerRequestSchema.properties;
export const registerFormSchema = Type.Object(
  {
    ...formProperties,
    birthDateYear: Type.String({ pattern: '^[0-9]{4}$' }),
    birthDateMonth: Type.String({ pattern: '^[0-9]{2}$' }),
    birthDateDay: Type.String({ pattern: '^[0-9]{2}$' }),
    trialBonus: Type.Optional(Type.Boolean()),
    acceptTerms: Type.Literal(true),
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
