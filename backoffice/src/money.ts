import { formatMoney } from '@arena/contracts';
import { getLanguage, locale } from './i18n/texts';

export const money = (minor: number): string => formatMoney(minor, getLanguage());
export const dateTime = (iso: string): string => new Date(iso).toLocaleString(locale());

/**
 * An amount an operator typed, in lira → minor units, or undefined. No thousands separators: "1.500"
 * would be 1.5 lira in one language and 1,500 in the other, so "1500", "1500.5" and "1500,50" only.
 */
export function parseLira(text: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
