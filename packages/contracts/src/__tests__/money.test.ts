import { formatMoney, formatPaymentTime } from '../money';

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

describe('formatPaymentTime', () => {
  it.each([
    [{ min: 15, max: 120 }, '15 dakika – 2 saat', '15 minutes – 2 hours'],
    [{ min: 10, max: 30 }, '10–30 dakika', '10–30 minutes'],
    [{ min: 60, max: 60 }, '1 saat', '1 hour'],
    [{ min: 60, max: 180 }, '1–3 saat', '1–3 hours'],
  ])('%o reads "%s" / "%s"', (time, tr, en) => {
    expect(formatPaymentTime(time, 'tr')).toBe(tr);
    expect(formatPaymentTime(time, 'en')).toBe(en);
  });
  it('is null for a payment that arrives at once: the caller says "Instant" in words', () => {
    expect(formatPaymentTime({ min: 0, max: 0 }, 'tr')).toBeNull();
  });
});
