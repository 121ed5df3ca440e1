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

const HOUR = 60;
/** whole hours as hours, anything else as minutes */
const durationUnit = (minutes: number) =>
  minutes >= HOUR && minutes % HOUR === 0 ? { unit: 'hour', value: minutes / HOUR } : { unit: 'minute', value: minutes };

/**
 * How long a payment takes, as players read it in their language: "15 dakika – 2 saat", "10–30 minutes",
 * "2 hours". Null when it arrives at once: the caller says so in words ("Instant").
 */
export function formatPaymentTime({ min, max }: { min: number; max: number }, locale: string): string | null {
  if (max === 0) return null;
  const tag = locale === 'en' ? 'en-US' : 'tr-TR';
  const long = (minutes: number) => {
    const { unit, value } = durationUnit(minutes);
    return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  };
  if (min === max) return long(max);
  const [from, to] = [durationUnit(min), durationUnit(max)];
  return from.unit === to.unit ? `${from.value.toLocaleString(tag)}–${long(max)}` : `${long(min)} – ${long(max)}`;
}
