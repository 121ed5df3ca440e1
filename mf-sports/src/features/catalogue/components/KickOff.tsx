import { Text } from '@arena/ui';
import { useLocale } from '@arena/i18n';

/** The kick-off in the player's language and time zone: the time alone today, with the day otherwise. */
export function KickOff({ startsAt }: { startsAt: string }) {
  const locale = useLocale();
  const start = new Date(startsAt);
  const today = start.toDateString() === new Date().toDateString();
  const text = new Intl.DateTimeFormat(locale, {
    ...(!today && { weekday: 'short', day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
  return (
    <Text asChild fontSize="xs" color="arena.muted" whiteSpace="nowrap">
      <time dateTime={startsAt}>{text}</time>
    </Text>
  );
}
