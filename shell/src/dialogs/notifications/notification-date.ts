/**
 * A notification's time as d.MMM.YY HH:MM with the month named in the player's locale
 * (tr: 5.Kas.26 09:30). The server sends UTC without a zone, so 'Z' is appended before parsing;
 * the time is shown in the browser's zone unless `timeZone` names another.
 */
export function formatNotificationDate(timeStamp: string, locale: string, timeZone?: string): string {
  const date = new Date(`${timeStamp}Z`);
  // Intl throws on an invalid date: a malformed stamp must not take the panel down
  if (Number.isNaN(date.getTime())) return '';
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}
