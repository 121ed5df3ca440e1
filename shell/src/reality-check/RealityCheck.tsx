import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatElapsed, formatMoney, type PlaySession } from '@arena/contracts';
import { AlertDialogFrame, Button, DataList, Stack, Text } from '@arena/ui';
import { useLocale, useT } from '@arena/i18n';
import { useShellBus } from '../app/shell-bus';
import { useShellServices } from '../startup/shell-services';
import { startRealityCheck, type RealityCheckClock } from './reality-check-clock';

const GAME_HISTORY = '/dashboard/game-history';

/** The session's time, counting on from the figures the server gave while the dialog is open. */
function useElapsed(session: PlaySession): number {
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(shownAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return session.elapsedSeconds + (now - shownAt) / 1000;
}

function RealityCheckDialog({
  session,
  onContinue,
  onHistory,
  onLeave,
}: {
  session: PlaySession;
  onContinue: () => void;
  onHistory: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const elapsed = useElapsed(session);
  const net = session.net > 0 ? `+${formatMoney(session.net, locale)}` : formatMoney(session.net, locale);
  return (
    // its own layer, not the bus's one dialog: it stacks over the phone's game dialog instead of closing the game
    <AlertDialogFrame
      title={t('Reality check')}
      testId="reality-check"
      footer={
        <>
          <Button variant="outline" onClick={onLeave}>
            {t('Leave')}
          </Button>
          <Button variant="outline" onClick={onHistory}>
            {t('View history')}
          </Button>
          <Button colorPalette="yellow" onClick={onContinue}>
            {t('Continue playing')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('A reminder of how long you have been playing and how much you have won or lost in this session.')}</Text>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('Session time')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="reality-check-elapsed">{formatElapsed(elapsed)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('Net position')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="reality-check-net" color={session.net < 0 ? 'arena.danger' : undefined}>
              {net}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('Staked this session')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(session.staked, locale)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('Won this session')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(session.won, locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </AlertDialogFrame>
  );
}

/**
 * The reality check (UKGC RTS 13) of a logged-in player: at the interval they chose, a dialog with the
 * session's time and net position, and a choice to continue, see their history or leave. It re-reads
 * the interval as soon as the account page saves it, when the player leaves an account page (another
 * tab may have set it) and when the tab comes back.
 */
export default function RealityCheck() {
  const { api } = useShellServices();
  const bus = useShellBus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [session, setSession] = useState<PlaySession | null>(null);
  const clock = useRef<RealityCheckClock | null>(null);
  const lastPath = useRef(pathname);

  useEffect(() => {
    const started = startRealityCheck(() => api.playSession(), setSession);
    clock.current = started;
    const onVisible = () => document.visibilityState === 'visible' && started.refresh();
    document.addEventListener('visibilitychange', onVisible);
    const saved = bus.events$.subscribe((event) => event.type === 'protection/reality-check-saved' && started.refresh());
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      saved.unsubscribe();
      started.stop();
    };
  }, [api, bus]);

  useEffect(() => {
    if (lastPath.current.startsWith('/dashboard') && pathname !== lastPath.current) clock.current?.refresh();
    lastPath.current = pathname;
  }, [pathname]);

  if (!session) return null;
  const resume = () => {
    setSession(null);
    clock.current?.resume();
  };
  return (
    <RealityCheckDialog
      session={session}
      onContinue={resume}
      onHistory={() => {
        resume();
        // the phone's game is a dialog: close it so the history is what the player sees
        if (bus.getState().dialog) bus.emit({ type: 'dialog/close' });
        void navigate(GAME_HISTORY);
      }}
      onLeave={() => {
        setSession(null);
        bus.emit({ type: 'auth/logout-requested', reason: 'user' });
      }}
    />
  );
}
