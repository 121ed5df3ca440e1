// Numbers, dates and sentences as the account's screens show them, in the player's language.

/** Basis points as a percentage: 10000 → '100', 1250 → '12.5' (en) / '12,5' (tr). */
export function formatPercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 2 }).format(basisPoints / 100);
}

/** Odds in hundredths: 150 → '1.50' (en) / '1,50' (tr). */
export function formatOdds(hundredths: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** Date and time on the site's clock (Europe/Istanbul), in the player's language. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/** `text` with each {name} replaced by its value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, String(value)), text);
}
