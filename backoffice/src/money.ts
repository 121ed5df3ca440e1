import { formatMoney } from '@arena/contracts';
import { getLanguage, locale } from './i18n/texts';

export const money = (minor: number): string => formatMoney(minor, getLanguage());
export const dateTime = (iso: string): string => new Date(iso).toLocaleString(locale());
