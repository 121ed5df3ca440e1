import {
  changePasswordRequestSchema,
  checkResetCodeSchema,
  loginRequestSchema,
  newPasswordFormSchema,
  registerFormSchema,
  sendPhoneCodeSchema,
  sendResetPasswordSchema,
  verifyPhoneCodeSchema,
} from '@arena/contracts';
import { RULE_MESSAGES, schemaValidator } from '../schema-validator';

const { required, tooShort, tooLong, format, mismatch, invalid, commonPassword } = RULE_MESSAGES;

describe('schemaValidator — login', () => {
  const validate = schemaValidator(loginRequestSchema);
  it('accepts a valid login', () => expect(validate({ username: 'a', password: 'abc' })).toEqual({}));
  it('requires both fields', () => expect(validate({})).toEqual({ username: required, password: required }));
  it.each([
    [{ username: 'x'.repeat(51), password: 'abc' }, { username: tooLong }],
    [{ username: 'ali', password: 'ab' }, { password: tooShort }],
    [{ username: 'ali', password: 'p'.repeat(101) }, { password: tooLong }],
    [{ username: '', password: 'abc' }, { username: tooShort }],
  ])('%j → %j', (values, errors) => expect(validate(values)).toEqual(errors));
});

describe('schemaValidator — registration', () => {
  const validate = schemaValidator(registerFormSchema);
  const valid = {
    name: 'Ayşe Nur',
    surname: 'Çağlar',
    username: 'ayse2024',
    email: 'ayse@example.com',
    phone: '5321234567',
    PersonalNo: '12345678901',
    country: 235,
    currencyId: 1,
    birthDateYear: '1990',
    birthDateMonth: '04',
    birthDateDay: '09',
    password: 'Kumsal-41',
    password2: 'Kumsal-41',
    acceptTerms: true,
    adult: true,
  };
  const errorsFor = (patch: Record<string, unknown>) => validate({ ...valid, ...patch });

  it('accepts a complete, valid form (trial bonus optional)', () => {
    expect(validate(valid)).toEqual({});
    expect(errorsFor({ trialBonus: true })).toEqual({});
  });

  it('requires every field of the form', () => {
    expect(validate({})).toEqual(
      Object.fromEntries(
        [
          'name',
          'surname',
          'username',
          'email',
          'phone',
          'PersonalNo',
          'country',
          'currencyId',
          'password',
          'password2',
          'birthDateYear',
          'birthDateMonth',
          'birthDateDay',
          'acceptTerms',
          'adult',
        ].map((k) => [k, required]),
      ),
    );
  });

  it('the terms and the 18-or-older box must both be ticked: an unticked one is a required answer not given', () => {
    expect(errorsFor({ acceptTerms: false })).toEqual({ acceptTerms: required });
    expect(errorsFor({ adult: false, acceptTerms: undefined })).toEqual({ adult: required, acceptTerms: required });
  });

  it.each(['name', 'surname'])('%s: 2-100 letters (Latin and Turkish), single spaces between words', (field) => {
    expect(errorsFor({ [field]: 'Ğİ' })).toEqual({});
    expect(errorsFor({ [field]: 'Şule Öz Ülkü' })).toEqual({});
    expect(errorsFor({ [field]: 'A' })).toEqual({ [field]: tooShort });
    expect(errorsFor({ [field]: 'a'.repeat(101) })).toEqual({ [field]: tooLong });
    expect(errorsFor({ [field]: 'Ali2' })).toEqual({ [field]: format });
    expect(errorsFor({ [field]: 'Ali  Veli' })).toEqual({ [field]: format });
    expect(errorsFor({ [field]: ' Ali' })).toEqual({ [field]: format });
    expect(errorsFor({ [field]: 'Ali-Veli' })).toEqual({ [field]: format });
  });

  it('username: 5-30 letters and digits', () => {
    expect(errorsFor({ username: 'abcde' })).toEqual({});
    expect(errorsFor({ username: 'a'.repeat(30) })).toEqual({});
    expect(errorsFor({ username: 'abcd' })).toEqual({ username: tooShort });
    expect(errorsFor({ username: 'a'.repeat(31) })).toEqual({ username: tooLong });
    expect(errorsFor({ username: 'ali_veli' })).toEqual({ username: format });
  });

  it('email: 5-100 characters, valid format', () => {
    expect(errorsFor({ email: 'a@b.c' })).toEqual({});
    expect(errorsFor({ email: 'a@b' })).toEqual({ email: tooShort });
    expect(errorsFor({ email: 'not-an-email' })).toEqual({ email: format });
    expect(errorsFor({ email: `${'a'.repeat(95)}@b.com` })).toEqual({ email: tooLong });
  });

  it('phone: 5-20 digits', () => {
    expect(errorsFor({ phone: '12345' })).toEqual({});
    expect(errorsFor({ phone: '1234' })).toEqual({ phone: tooShort });
    expect(errorsFor({ phone: '1'.repeat(21) })).toEqual({ phone: tooLong });
    expect(errorsFor({ phone: '53212a4567' })).toEqual({ phone: format });
  });

  it('PersonalNo: exactly 11 digits', () => {
    expect(errorsFor({ PersonalNo: '1234567890' })).toEqual({ PersonalNo: format });
    expect(errorsFor({ PersonalNo: '123456789012' })).toEqual({ PersonalNo: format });
    expect(errorsFor({ PersonalNo: '1234567890a' })).toEqual({ PersonalNo: format });
  });

  it('country: required, an id', () => {
    expect(errorsFor({ country: undefined })).toEqual({ country: required });
    expect(errorsFor({ country: 0 })).toEqual({ country: invalid });
  });

  it('birth day, month and year: all required', () => {
    expect(errorsFor({ birthDateDay: undefined })).toEqual({ birthDateDay: required });
    expect(errorsFor({ birthDateMonth: undefined })).toEqual({ birthDateMonth: required });
    expect(errorsFor({ birthDateYear: undefined })).toEqual({ birthDateYear: required });
    expect(errorsFor({ birthDateYear: '90' })).toEqual({ birthDateYear: format });
  });

  it('password and password2: min 8, none of the most common passwords, and must match', () => {
    expect(errorsFor({ password: 'abcdefg', password2: 'abcdefg' })).toEqual({ password: tooShort, password2: tooShort });
    expect(errorsFor({ password: 'Sunshine', password2: 'Sunshine' })).toEqual({ password: commonPassword });
    expect(errorsFor({ password2: 'Kumsal-42' })).toEqual({ password2: mismatch });
  });

  it('reports only the first error of a control', () => {
    expect(errorsFor({ name: '1' })).toEqual({ name: tooShort });
  });
});

describe('schemaValidator — phone verification', () => {
  it('step 1: phone required, 5-20 digits', () => {
    const validate = schemaValidator(sendPhoneCodeSchema);
    expect(validate({ step: 1, phone: '5321234567' })).toEqual({});
    expect(validate({ step: 1 })).toEqual({ phone: required });
    expect(validate({ step: 1, phone: '123' })).toEqual({ phone: tooShort });
    expect(validate({ step: 1, phone: '1'.repeat(21) })).toEqual({ phone: tooLong });
    expect(validate({ step: 1, phone: '12345x' })).toEqual({ phone: format });
  });
  it('step 2: code required, exactly 6 characters', () => {
    const validate = schemaValidator(verifyPhoneCodeSchema);
    expect(validate({ step: 2, phone: '5321234567', code: '123456' })).toEqual({});
    expect(validate({ step: 2, phone: '5321234567' })).toEqual({ code: required });
    expect(validate({ step: 2, phone: '5321234567', code: '12345' })).toEqual({ code: tooShort });
    expect(validate({ step: 2, phone: '5321234567', code: '1234567' })).toEqual({ code: tooLong });
  });
});

describe('schemaValidator — recovery', () => {
  it('username: required, 2-20', () => {
    const validate = schemaValidator(sendResetPasswordSchema);
    expect(validate({ username: 'al' })).toEqual({});
    expect(validate({})).toEqual({ username: required });
    expect(validate({ username: 'a' })).toEqual({ username: tooShort });
    expect(validate({ username: 'a'.repeat(21) })).toEqual({ username: tooLong });
  });
  it('code: required, 3-20', () => {
    const validate = schemaValidator(checkResetCodeSchema);
    expect(validate({ username: 'ali', code: 'abc' })).toEqual({});
    expect(validate({ username: 'ali' })).toEqual({ code: required });
    expect(validate({ username: 'ali', code: 'ab' })).toEqual({ code: tooShort });
    expect(validate({ username: 'ali', code: 'a'.repeat(21) })).toEqual({ code: tooLong });
  });
  it('new password and confirm: required, min 8, none of the most common passwords, must match', () => {
    const validate = schemaValidator(newPasswordFormSchema);
    expect(validate({ password: 'Kumsal-41', password2: 'Kumsal-41' })).toEqual({});
    expect(validate({})).toEqual({ password: required, password2: required });
    expect(validate({ password: 'abcdefg', password2: 'abcdefg' })).toEqual({ password: tooShort, password2: tooShort });
    expect(validate({ password: '12345678', password2: '12345678' })).toEqual({ password: commonPassword });
    expect(validate({ password: 'Kumsal-41', password2: 'Kumsal-42' })).toEqual({ password2: mismatch });
  });
});

describe('schemaValidator — change password', () => {
  const validate = schemaValidator(changePasswordRequestSchema);
  it('accepts three valid, matching passwords', () =>
    expect(validate({ oldPassword: 'older', password: 'Kumsal-41', confirmPassword: 'Kumsal-41' })).toEqual({}));
  it('requires all three', () => expect(validate({})).toEqual({ oldPassword: required, password: required, confirmPassword: required }));
  it('min 8 for the new password; the old one may predate that floor', () =>
    expect(validate({ oldPassword: 'abc', password: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual({
      password: tooShort,
      confirmPassword: tooShort,
    }));
  it('refuses one of the most common passwords as the new one, in any case', () =>
    expect(validate({ oldPassword: 'older', password: 'IloveYou', confirmPassword: 'IloveYou' })).toEqual({ password: commonPassword }));
  it('password must equal confirmPassword (mismatch error)', () =>
    expect(validate({ oldPassword: 'older', password: 'Kumsal-41', confirmPassword: 'Kumsal-42' })).toEqual({ confirmPassword: mismatch }));
});
