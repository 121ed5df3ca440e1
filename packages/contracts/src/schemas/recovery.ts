// Password recovery (four steps) with its rules (docs/product/accounts.md).
import { Type, type Static } from '@sinclair/typebox';
import { newPasswordSchema, repeatedPasswordSchema } from './password';

const USERNAME = () => Type.String({ minLength: 2, maxLength: 20 });
const CODE = () => Type.String({ minLength: 3, maxLength: 20 });

export const sendResetPasswordSchema = Type.Object({ username: USERNAME() }, { $id: 'SendResetPasswordRequest', additionalProperties: false });
export type SendResetPasswordRequest = Static<typeof sendResetPasswordSchema>;

export const checkResetCodeSchema = Type.Object({ code: CODE(), username: USERNAME() }, { $id: 'CheckResetCodeRequest', additionalProperties: false });
export type CheckResetCodeRequest = Static<typeof checkResetCodeSchema>;

/** Step 3 as the player fills it (the username and code of steps 1-2 are added on submit). */
const newPasswordProperties = {
  password: newPasswordSchema(),
  password2: repeatedPasswordSchema('password'),
};
export const newPasswordFormSchema = Type.Object(newPasswordProperties, { $id: 'NewPasswordForm' });
export type NewPasswordForm = Static<typeof newPasswordFormSchema>;

export const changePasswordWithCodeSchema = Type.Object(
  { ...newPasswordProperties, username: USERNAME(), code: CODE() },
  { $id: 'ChangePasswordWithCodeRequest', additionalProperties: false },
);
export type ChangePasswordWithCodeRequest = Static<typeof changePasswordWithCodeSchema>;
