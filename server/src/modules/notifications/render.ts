// What a player reads: a stored notification rendered in one locale (contracts' Notification).
import { formatMoney, type NotificationItem } from '@arena/contracts';
import { translate } from '../../plugins/locale';
import type { Locale } from '../../i18n/translations';
import type { NotificationParams, StoredNotification } from './schema';

function renderParams(params: NotificationParams, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : 'money' in value ? formatMoney(value.money, locale) : value.text[locale],
    ]),
  );
}

/** timeStamp is UTC without the trailing Z: the browser appends it. */
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
