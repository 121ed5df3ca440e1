// Money is integer minor units (kuruş) everywhere; this is the one place it becomes text.

/** Minor units (≥ 0) → "1.234,56" (tr) or "1,234.56" (en), no symbol: what an amount input shows. Integer maths: no float holds money. */
export function formatAmount(minor: number, locale: string): string {
  const cents = minor % 100;
  const major = (minor - cents) / 100;
  const en = locale === 'en';
  return `${major.toLocaleString(en ? 'en-US' : 'tr-TR')}${en ? '.' : ','}${String(cents).padStart(2, '0')}`;
}

/** Minor units → "₺1.234,56" (tr) or "₺1,234.56" (en). */
export function formatMoney(minor: number, locale: string): string {
  return `${minor < 0 ? '-' : ''}₺${formatAmount(Math.abs(minor), locale)}`;
}
