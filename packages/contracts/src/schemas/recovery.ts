// Password recovery of spec §4 (four steps) with the rules of spec §5.
import type { JsonSchema } from './envelope';
import { PASSWORD_MIN_LENGTH } from './customer';

const USERNAME = { type: 'string', minLength: 2, maxLength: 20 } as const;
const CODE = { type: 'string', minLength: 3, maxLength: 20 } as const;
const PASSWORD = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 100 } as const;

export interface SendResetPasswordRequest { username: string }
export const sendResetPasswordSchema: JsonSchema = {
  $id: 'SendResetPasswordRequest',
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: USERNAME },
};

export interface CheckResetCodeRequest { code: string; username: string }
export const checkResetCodeSchema: JsonSchema = {
  $id: 'CheckResetCodeRequest',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'username'],
  properties: { code: CODE, username: USERNAME },
};

/** Step 3 as the player fills it (the username and code of steps 1-2 are added on submit). */
export interface NewPasswordForm { password: string; password2: string }
export const newPasswordFormSchema: JsonSchema = {
  $id: 'NewPasswordForm',
  type: 'object',
  required: ['password', 'password2'],
  properties: { password: PASSWORD, password2: { ...PASSWORD, const: { $data: '1/password' } } },
};

export interface ChangePasswordWithCodeRequest extends NewPasswordForm { username: string; code: string }
export const changePasswordWithCodeSchema: JsonSchema = {
  $id: 'ChangePasswordWithCodeRequest',
  type: 'object',
  additionalProperties: false,
  required: ['password', 'password2', 'username', 'code'],
  properties: { ...(newPasswordFormSchema.properties as object), username: USERNAME, code: CODE },
};
