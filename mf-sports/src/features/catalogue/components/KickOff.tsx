import { Text } from '@arena/ui';
import { useLocale } from '@arena/i18n';
import { formatKickOff } from '@arena/contracts';

/** The kick-off in the player's language and time zone: the time alone today, with the day otherwise. */
export function KickOff({ startsAt }: { startsAt: string }) {
  const locale = useLocale();
  return (
    <Text asChild fontSize="xs" color="arena.muted" whiteSpace="nowrap">
      <time dateTime={startsAt}>{formatKickOff(startsAt, locale)}</time>
    </Text>
  );
}
