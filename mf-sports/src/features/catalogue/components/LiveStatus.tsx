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

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The match clock, counting up each second between updates. A plain span of its own: its tick draws
 * only this text, not the badge and the row around it (a live list ticks once a second per match).
 */
function LiveClock({ eventId, clockSeconds, running }: { eventId: number; clockSeconds: number | null; running: boolean }) {
  const clock = useLiveClock(clockSeconds, running);
  if (clock === null) return null;
  return (
    <span style={TABULAR} data-testid={`event-clock-${eventId}`}>
      {twoDigits(Math.floor(clock / 60))}:{twoDigits(clock % 60)}
    </span>
  );
}

/** The LIVE badge, the period and the clock (counting up between updates where the sport's clock runs). */
export function LiveStatus({ event }: { event: SportEvent }) {
  const t = useT();
  const score = event.score;
  const running = event.status === 'live' && RUNNING_CLOCK.has(event.sportId) && !BREAKS.has(score?.period ?? '');
  return (
    <HStack gap="1.5" fontSize="xs" whiteSpace="nowrap">
      <Badge colorPalette="red" variant="solid" size="sm" textTransform="uppercase">
        {t('Live')}
      </Badge>
      {score && <Text as="span">{periodName(score.period, t)}</Text>}
      <LiveClock eventId={event.id} clockSeconds={score?.clockSeconds ?? null} running={running} />
    </HStack>
  );
}
