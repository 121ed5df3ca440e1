import { formatAmountTr, parseAmountTr } from '../CurrencyField';

describe('lira amounts in tr-TR, minor units as the value', () => {
  it.each([
    ['1.234,56', 123_456],
    ['1234,5', 123_450],
    ['100', 10_000],
    ['0,07', 7],
    [',5', 50],
    ['12,345', 1_234],
    ['₺ 2.500', 250_000],
  ])('%s → %i kuruş', (text, minor) => expect(parseAmountTr(text)).toBe(minor));

  it('leaves a blank control without a value', () => {
    expect(parseAmountTr('')).toBeUndefined();
    expect(parseAmountTr('₺')).toBeUndefined();
  });

  it.each([
    [123_456, '1.234,56'],
    [5_000_000, '50.000,00'],
    [7, '0,07'],
  ])('%i kuruş → %s', (minor, text) => expect(formatAmountTr(minor)).toBe(text));
});
