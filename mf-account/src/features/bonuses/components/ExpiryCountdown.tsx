import { useEffect, useState } from 'react';
import { Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { fill } from '../../../formatting/site-format';

const MINUTE_MS = 60_000;

/** Whole days, hours and minutes from `now` until `iso`; null once it has passed. */
export function timeLeft(iso: string, now: number): { days: number; hours: number; minutes: number } | null {
  const minutes = Math.floor((Date.parse(iso) - now) / MINUTE_MS);
  if (minutes < 0) return null;
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** "Expires in 3d 4h 12m", updated each minute. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  return (
    <Text as="span" data-testid="expiry-countdown">
      {left ? fill(t('Expires in {days}d {hours}h {minutes}m'), left) : t('Expired')}
    </Text>
  );
}
