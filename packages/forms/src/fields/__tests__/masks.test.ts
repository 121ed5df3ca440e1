import { MASKS, applyMask, conformToMask, unmask } from '../masks';

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

describe('conformToMask (9 digit, A letter, * either, others literal)', () => {
  const IBAN = 'TR99 9999 9999 9999 9999 9999 99';
  it('writes the literals itself and swallows those the player types or pastes', () => {
    expect(conformToMask(IBAN, '330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(conformToMask(IBAN, 'tr33 0006 1005 1978 6457 8413 26 99')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(conformToMask(IBAN, 'TR3')).toBe('TR3');
  });
  it('drops what does not fit a slot, and leaves no literal dangling', () => {
    expect(conformToMask('AA-99', 'a1b-2x3')).toBe('ab-23');
    expect(conformToMask('99/99', '12')).toBe('12');
    expect(conformToMask('***', 'a-1b')).toBe('a1b');
    expect(conformToMask('99', '')).toBe('');
  });
});
