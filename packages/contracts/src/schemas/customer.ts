// Customer calls of spec §7 with the validation rules of spec §5 (phone verification, change password).
import type { JsonSchema } from './envelope';

/** Phone: 5-20 digits (the form's mask shows prefix 90 and takes 10 digits). */
export const PHONE_PROPERTY = { type: 'string', minLength: 5, maxLength: 20, pattern: '^[0-9]+$' } as const;
/** SMS code: exactly 6 characters (typed through the mask `00 00 00`). */
export const SMS_CODE_PROPERTY = { type: 'string', minLength: 6, maxLength: 6 } as const;
export const PASSWORD_MIN_LENGTH = 5;

export interface SendPhoneCodeRequest { step: 1; phone: string }
export interface VerifyPhoneCodeRequest { step: 2; phone: string; code: string }
export type UpdatePhoneRequest = SendPhoneCodeRequest | VerifyPhoneCodeRequest;

/** Step 1 of customer/updatephone: sends an SMS code to `phone`. */
export const sendPhoneCodeSchema: JsonSchema = {
  $id: 'SendPhoneCodeRequest',
  type: 'object',
  additionalProperties: false,
  required: ['step', 'phone'],
  properties: { step: { const: 1 }, phone: PHONE_PROPERTY },
};

/** Step 2 of customer/updatephone: verifies the code sent to `phone`. */
export const verifyPhoneCodeSchema: JsonSchema = {
  $id: 'VerifyPhoneCodeRequest',
  type: 'object',
  additionalProperties: false,
  required: ['step', 'phone', 'code'],
  properties: { step: { const: 2 }, phone: PHONE_PROPERTY, code: SMS_CODE_PROPERTY },
};

/** The route's body: either step (one schema per step keeps ajv's errors to the step being sent). */
export const updatePhoneRequestSchema: JsonSchema = {
  $id: 'UpdatePhoneRequest',
  type: 'object',
  additionalProperties: false,
  required: ['step', 'phone'],
  properties: { step: { type: 'integer', enum: [1, 2] }, phone: PHONE_PROPERTY, code: SMS_CODE_PROPERTY },
  if: { properties: { step: { const: 2 } } },
  then: { required: ['code'] },
};

export interface ChangePasswordRequest { oldPassword: string; password: string; confirmPassword: string }
export const changePasswordRequestSchema: JsonSchema = {
  $id: 'ChangePasswordRequest',
  type: 'object',
  additionalProperties: false,
  required: ['oldPassword', 'password', 'confirmPassword'],
  properties: {
    oldPassword: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 100 },
    password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 100 },
    confirmPassword: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 100, const: { $data: '1/password' } },
  },
};

/** GET customer/profile. `birthDate` is year-month-day; `country` the country's name. */
export interface CustomerProfile {
  username: string;
  usercode: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  smsVerified: boolean;
  birthDate: string;
  country: string;
}
