// Customer calls with their validation rules (phone verification, change password).
import { Type, type Static } from '@sinclair/typebox';
import { currentPasswordSchema, newPasswordSchema, repeatedPasswordSchema } from './password';

/** Phone: 5-20 digits (the form's mask shows prefix 90 and takes 10 digits). */
const PHONE = () => Type.String({ minLength: 5, maxLength: 20, pattern: '^[0-9]+$' });
/** SMS code: exactly 6 characters (typed through the mask `00 00 00`). */
const SMS_CODE = () => Type.String({ minLength: 6, maxLength: 6 });

/** Step 1 of customer/updatephone: sends an SMS code to `phone`. */
export const sendPhoneCodeSchema = Type.Object({ step: Type.Literal(1), phone: PHONE() }, { $id: 'SendPhoneCodeRequest', additionalProperties: false });
export type SendPhoneCodeRequest = Static<typeof sendPhoneCodeSchema>;

/** Step 2 of customer/updatephone: verifies the code sent to `phone`. */
export const verifyPhoneCodeSchema = Type.Object(
  { step: Type.Literal(2), phone: PHONE(), code: SMS_CODE() },
  { $id: 'VerifyPhoneCodeRequest', additionalProperties: false },
);
export type VerifyPhoneCodeRequest = Static<typeof verifyPhoneCodeSchema>;

export type UpdatePhoneRequest = SendPhoneCodeRequest | VerifyPhoneCodeRequest;

/**
 * The route's body: either step. One object with `if step is 2 then code is required` rather than
 * anyOf of the two step schemas, so ajv reports the field that is wrong instead of every branch.
 */
export const updatePhoneRequestSchema = Type.Unsafe<UpdatePhoneRequest>(
  Type.Object(
    { step: Type.Integer({ enum: [1, 2] }), phone: PHONE(), code: Type.Optional(SMS_CODE()) },
    {
      $id: 'UpdatePhoneRequest',
      additionalProperties: false,
      if: { properties: { step: { const: 2 } } },
      then: { required: ['code'] },
    },
  ),
);

export const changePasswordRequestSchema = Type.Object(
  {
    oldPassword: currentPasswordSchema(),
    password: newPasswordSchema(),
    confirmPassword: repeatedPasswordSchema('password'),
  },
  { $id: 'ChangePasswordRequest', additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof changePasswordRequestSchema>;

/** GET customer/profile. `birthDate` is year-month-day; `country` the country's name. */
export const customerProfileSchema = Type.Object({
  username: Type.String(),
  usercode: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  smsVerified: Type.Boolean(),
  birthDate: Type.String(),
  country: Type.String(),
});
export type CustomerProfile = Static<typeof customerProfileSchema>;
