import { useEffect, useState } from 'react';
import { formatElapsed, formatMoney, type LicenceProfile, type PlaySession } from '@arena/contracts';
import { HStack, Text } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { BOTTOM_BAR_HEIGHT } from '../layout/mobile/BottomBar';
import { useShellServices } from '../startup/shell-services';
import { useSite } from '../startup/site-store';

/** the session's figures as the server last gave them, and when they arrived (the clock counts on from there) */
interface Reading {
  session: PlaySession;
  at: number;
}

/** The server's session figures, read again whenever the balance moves (a bet, a win, a deposit). */
function useSessionReading(): Reading | null {
  const { api } = useShellServices();
  const balance = useBusState((state) => state.auth.balance);
  const [reading, setReading] = useState<Reading | null>(null);
  useEffect(() => {
    let live = true;
    api
      .playSession()
      .then((session) => live && setReading({ session, at: Date.now() }))
      // the figures stay as they were until the next read
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, balance]);
  return reading;
}

function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Strip({ display }: { display: LicenceProfile['display'] }) {
  const t = useT();
  const locale = useLocale();
  const reading = useSessionReading();
  const now = useTick();
  if (!reading) return null;
  const { session, at } = reading;
  const net = session.net > 0 ? `+${formatMoney(session.net, locale)}` : formatMoney(session.net, locale);
  return (
    <HStack
      role="status"
      aria-label={t('Your session')}
      data-testid="session-strip"
      position="fixed"
      left="2"
      bottom={{ base: `calc(${BOTTOM_BAR_HEIGHT} + 0.5rem)`, md: '2' }}
      zIndex="docked"
      gap="3"
      px="3"
      py="1"
      borderRadius="full"
      bg="arena.surface"
      borderWidth="1px"
      borderColor="arena.raised"
      fontSize="xs"
      fontVariantNumeric="tabular-nums"
    >
      {display.sessionClock && (
        <Text as="span">
          <Text as="span" color="arena.muted">
            {t('Session time')}{' '}
          </Text>
          <span data-testid="session-strip-clock">{formatElapsed(session.elapsedSeconds + (now - at) / 1000)}</span>
        </Text>
      )}
      {display.netPosition && (
        <Text as="span">
          <Text as="span" color="arena.muted">
            {t('Net position')}{' '}
          </Text>
          <Text as="span" data-testid="session-strip-net" color={session.net < 0 ? 'arena.danger' : undefined}>
            {net}
          </Text>
        </Text>
      )}
    </HStack>
  );
}

/**
 * The session's time and net position kept on screen on every page, where the site's licence asks for it
 * (LicenceProfile.display: UKGC, MGA, Ontario); a licence that does not ask for it shows them in the
 * game's title bar and the reality check only. Loaded for a logged-in player once the page is idle. The
 * licence's rules come with the start-up data (the server writes them into the document), never per page.
 */
export default function SessionStrip() {
  const display = useSite((site) => site.licenceDisplay);
  if (!display || (!display.sessionClock && !display.netPosition)) return null;
  return <Strip display={display} />;
}
