import { Text } from '@arena/ui';
import { useLocale } from '@arena/i18n';

/**
 * The two kick-off formats per language, made once: a DateTimeFormat costs about a millisecond of a
 * phone's main thread to make, and a list of forty rows made eighty of them on its first render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function kickOffFormat(locale: string, today: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${today}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(!today && { weekday: 'short', day: 'numeric', month: 'short' }),
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(key, format);
  }
  return format;
}

/** The kick-off in the player's language and time zone: the time alone today, with the day otherwise. */
export function KickOff({ startsAt }: { startsAt: string }) {
  const locale = useLocale();
  const start = new Date(startsAt);
  const today = start.toDateString() === new Date().toDateString();
  return (
    <Text asChild fontSize="xs" color="arena.muted" whiteSpace="nowrap">
      <time dateTime={startsAt}>{kickOffFormat(locale, today).format(start)}</time>
    </Text>
  );
}
