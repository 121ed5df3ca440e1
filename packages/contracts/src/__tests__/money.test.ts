import { formatMoney } from '../money';

describe('formatMoney', () => {
  it.each([
    [5000, '₺50,00', '₺50.00'],
    [5, '₺0,05', '₺0.05'],
    [123456789, '₺1.234.567,89', '₺1,234,567.89'],
    [-1250, '-₺12,50', '-₺12.50'],
    [Number.MAX_SAFE_INTEGER, '₺90.071.992.547.409,91', '₺90,071,992,547,409.91'],
  ])('formats %i kuruş exactly', (minor, tr, en) => {
    expect(formatMoney(minor, 'tr')).toBe(tr);
    expect(formatMoney(minor, 'en')).toBe(en);
  });
});
