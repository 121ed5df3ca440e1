// The figures the seeded offer texts state, written from the records the site enforces: the bonus
// campaigns (bonus/seed.ts) and the payment methods (payments/seed.ts), so a text cannot promise
// other terms than the claim page and the payment form apply (offers-truth.test.ts reads them back).
import type { Locale } from '../../../i18n/translations';
import { SEED_CAMPAIGNS } from '../../bonus';

export type SeedCampaign = (typeof SEED_CAMPAIGNS)[number];

/** Money in prose: whole lira as "1.000 ₺" (tr) or "₺1,000" (en), kuruş only when there are any. */
export function lira(minor: number, locale: Locale): string {
  const whole = minor % 100 === 0;
  const figure = (minor / 100).toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return locale === 'tr' ? `${figure} ₺` : `₺${figure}`;
}

/** Basis points as "%10" (tr) or "10%" (en). */
export const percent = (basisPoints: number, locale: Locale): string => (locale === 'tr' ? `%${basisPoints / 100}` : `${basisPoints / 100}%`);

/** Odds in hundredths as "1.80" (the way the sportsbook shows odds in both languages). */
export const odds = (hundredths: number): string => (hundredths / 100).toFixed(2);

/**
 * The campaign of `slug` and its bonus/offers id: campaigns are seeded in SEED_CAMPAIGNS' order into
 * their table, so a campaign's serial id is its place in that list.
 */
export function campaignOf(slug: string): SeedCampaign & { offerId: number } {
  const index = SEED_CAMPAIGNS.findIndex((campaign) => campaign.slug === slug);
  if (index < 0) throw new Error(`no seeded bonus campaign ${slug}`);
  return { ...SEED_CAMPAIGNS[index], offerId: index + 1 };
}
