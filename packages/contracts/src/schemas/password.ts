// The password rules of every form that sets one (registration, change password, recovery), on the
// server and in the browser alike: ASVS 5.0 L1 (6.2.1 at least 8 characters, 6.2.4 none of the most
// common passwords).
import { Type } from '@sinclair/typebox';
import { COMMON_PASSWORDS } from '../common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

/** the JSON Schema format of a new password: not one of COMMON_PASSWORDS, in any case */
export const NEW_PASSWORD_FORMAT = 'uncommon-password';
export const COMMON_PASSWORD = 'This password is too common. Please choose another one.';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase());
}

/** The formats the password schemas use: the server's ajv and the forms' validator both register them. */
export const passwordFormats: Record<string, (value: string) => boolean> = {
  [NEW_PASSWORD_FORMAT]: (value) => !isCommonPassword(value),
};

/** A password being set; `errorMessage` (ajv-errors) is the server's answer when it is a common one. */
export const newPasswordSchema = () =>
  Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: NEW_PASSWORD_FORMAT, errorMessage: { format: COMMON_PASSWORD } });

/** The repeated password: equal to the sibling `field` (ajv `$data`), so the other rules speak for it. */
export const repeatedPasswordSchema = (field: string) =>
  Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, const: { $data: `1/${field}` } });

/**
 * A password already set, checked against its hash only: players who chose theirs under the old
 * 5-character floor must still be able to type it in to change it.
 */
export const currentPasswordSchema = () => Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
