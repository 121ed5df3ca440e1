import { useEffect, useState } from 'react';
import { formatElapsed } from '@arena/contracts';
import { Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/** How long the game has been open, counting every second (UKGC RTS 13: the player always sees their time). */
export function SessionClock() {
  const t = useT();
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const label = t('Session time');
  return (
    // a timer is not announced on every tick; its name says what the figure is
    <Text
      as="span"
      role="timer"
      aria-label={label}
      title={label}
      color="arena.muted"
      fontSize="sm"
      fontVariantNumeric="tabular-nums"
      px="1"
      data-testid="game-session-time"
    >
      {formatElapsed((now - openedAt) / 1000)}
    </Text>
  );
}
