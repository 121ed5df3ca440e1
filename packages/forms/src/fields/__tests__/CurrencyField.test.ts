import { parseAmount, typedAmount } from '../CurrencyField';

describe('lira amounts as typed in the page’s language, minor units as the value', () => {
  it.each([
    ['1.234,56', 123_456],
    ['1234,5', 123_450],
    ['100', 10_000],
    ['0,07', 7],
    [',5', 50],
    ['12,345', 1_234],
    ['₺ 2.500', 250_000],
  ])('Turkish: %s → %i kuruş', (text, minor) => expect(parseAmount(text, 'tr')).toBe(minor));

  it.each([
    ['1,234.56', 123_456],
    ['1234.5', 123_450],
    ['100', 10_000],
    ['0.07', 7],
    ['.5', 50],
    ['₺ 2,500', 250_000],
  ])('English: %s → %i kuruş', (text, minor) => expect(parseAmount(text, 'en')).toBe(minor));

  it('leaves a blank control without a value', () => {
    expect(parseAmount('', 'tr')).toBeUndefined();
    expect(parseAmount('₺', 'en')).toBeUndefined();
  });

  it.each([
    ['tr', '1.234,567', '1.234,56'],
    ['tr', '12,3,4', '12,34'],
    ['en', '1,234.567', '1,234.56'],
    ['en', '12.3.4', '12.34'],
  ])('keeps what may be typed (%s): %s → %s', (locale, text, kept) => expect(typedAmount(text, locale)).toBe(kept));
});
