// What a player reads: a stored notification rendered in one locale (spec §3 Notification).
import type { NotificationItem } from '@arena/contracts';
import { translate } from '../../plugins/locale';
import type { Locale } from '../cms/seed/translations';
import type { NotificationParams, StoredNotification } from './schema';

const INTL_LOCALES: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

const moneyFormats = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [locale, new Intl.NumberFormat(tag, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' })]),
) as Record<Locale, Intl.NumberFormat>;

/** Minor units (kuruş) as TRY in `locale`, with no float on the way: Intl reads an exact decimal string. */
export function formatMoney(minor: number, locale: Locale): string {
  const abs = Math.abs(minor);
  const kurus = abs % 100;
  const decimal = `${minor < 0 ? '-' : ''}${(abs - kurus) / 100}.${String(kurus).padStart(2, '0')}` as `${number}`;
  return moneyFormats[locale].format(decimal);
}

function renderParams(params: NotificationParams, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : formatMoney(value.money, locale)]));
}

/** timeStamp is UTC without the trailing Z: the browser appends it (spec §3). */
export function renderNotification(row: StoredNotification, locale: Locale): NotificationItem {
  const params = renderParams(row.params, locale);
  return {
    id: row.id,
    title: translate(locale, row.title, params),
    note: translate(locale, row.note, params),
    type: row.type,
    timeStamp: row.createdAt.toISOString().slice(0, -1),
    isRead: row.readAt !== null,
  };
}
