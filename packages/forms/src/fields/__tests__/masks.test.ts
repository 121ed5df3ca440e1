import { MASKS, applyMask, unmask } from '../masks';

describe('masks', () => {
  it('SMS code: three pairs of digits shown, 6 characters kept', () => {
    expect(applyMask(MASKS.smsCode, '123456')).toBe('12 34 56');
    expect(applyMask(MASKS.smsCode, '123')).toBe('12 3');
    expect(unmask(MASKS.smsCode, '12 34 567')).toBe('123456');
  });
  it('phone: 10 digits, letters dropped', () => {
    expect(unmask(MASKS.phone, '532-123 45 67 89')).toBe('5321234567');
    expect(applyMask(MASKS.phone, '5321234567')).toBe('5321234567');
  });
  it('PersonalNo: 11 digits', () => expect(unmask(MASKS.personalNo, '123456789012')).toBe('12345678901'));
  it('an emptied control has no value', () => expect(unmask(MASKS.phone, 'abc')).toBeUndefined());
});
