import { Badge, HStack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import type { SportEvent } from '@arena/contracts';
import { useLiveClock } from '../hooks/useLiveClock';

/** sports whose clock runs between updates (the others show no clock) */
const RUNNING_CLOCK = new Set(['football', 'basketball']);
/** periods in which the clock stands */
const BREAKS = new Set(['HT']);

const PERIOD_NAMES: Record<string, string> = { '1H': '1st Half', HT: 'Half Time', '2H': '2nd Half' };
const NUMBERED_PERIODS: Record<string, string> = { Q: 'Quarter {n}', S: 'Set {n}', M: 'Map {n}' };

/** The period key the server sends ('1H', 'Q2', 'S3', 'M1'...) as the player reads it. */
export function periodName(period: string, t: (key: string) => string): string {
  if (PERIOD_NAMES[period]) return t(PERIOD_NAMES[period]);
  const numbered = /^([QSM])(\d)$/.exec(period);
  return numbered ? t(NUMBERED_PERIODS[numbered[1]]).replace('{n}', numbered[2]) : period;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The LIVE badge, the period and the clock (counting up between updates where the sport's clock runs). */
export function LiveStatus({ event }: { event: SportEvent }) {
  const t = useT();
  const score = event.score;
  const running = event.status === 'live' && RUNNING_CLOCK.has(event.sportId) && !BREAKS.has(score?.period ?? '');
  const clock = useLiveClock(score?.clockSeconds ?? null, running);
  return (
    <HStack gap="1.5" fontSize="xs" whiteSpace="nowrap">
      <Badge colorPalette="red" variant="solid" size="sm" textTransform="uppercase">
        {t('Live')}
      </Badge>
      {score && <Text as="span">{periodName(score.period, t)}</Text>}
      {clock !== null && (
        <Text as="span" fontVariantNumeric="tabular-nums" data-testid={`event-clock-${event.id}`}>
          {twoDigits(Math.floor(clock / 60))}:{twoDigits(clock % 60)}
        </Text>
      )}
    </HStack>
  );
}
