/** Minor units (kuruş) → "₺1.234,56" in the player's locale. Integer maths until display. */
export function formatMoney(minor: number, locale: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  const grouped = major.toLocaleString(locale === 'en' ? 'en-US' : 'tr-TR');
  return `${sign}₺${grouped}${locale === 'en' ? '.' : ','}${cents}`;
}
