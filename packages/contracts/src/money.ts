// Money is integer minor units (kuruş) everywhere; this is the one place it becomes text.

/** Minor units → "₺1.234,56" (tr) or "₺1,234.56" (en). Integer maths until display: no float holds money. */
export function formatMoney(minor: number, locale: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const cents = abs % 100;
  const major = (abs - cents) / 100;
  const en = locale === 'en';
  return `${sign}₺${major.toLocaleString(en ? 'en-US' : 'tr-TR')}${en ? '.' : ','}${String(cents).padStart(2, '0')}`;
}
