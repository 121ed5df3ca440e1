import { memo, useEffect, useState } from 'react';
import { SportsBets } from '@arena/account-ui';
import { accumulatorPrice, formatOdds } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { Box, Button, CloseButton, Flex, HStack, Spinner, Stack, Text, chakra } from '@arena/ui';
import { useBetSlip } from '../hooks/useBetSlip';
import { usePhoneSlip } from '../hooks/usePhoneSlip';
import { useSportsSettings } from '../hooks/useSportsSettings';
import { SlipBody } from './SlipBody';
import { useOddsFormat } from '../../odds-format';

/** the site's bottom bar (60 px, phones below the md breakpoint only); the slip's bar sits just above it */
const ABOVE_BOTTOM_BAR = { base: '60px', md: '0' };

type PanelTab = 'slip' | 'bets';

/** The slip's content with its two tabs: the slip, and the player's bets. */
function SlipPanel({ onClose }: { onClose?: () => void }) {
  const t = useT();
  const api = useApi();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const { selections } = useBetSlip();
  const { settings, failed, retry } = useSportsSettings();
  const [tab, setTab] = useState<PanelTab>('slip');
  return (
    <Stack
      gap="3"
      p="3"
      bg="arena.surface"
      borderRadius={onClose ? undefined : 'md'}
      h={onClose ? 'full' : undefined}
      minH="0"
      overflowY="auto"
      data-testid="betslip"
    >
      <Flex align="center" gap="2">
        <HStack gap="1" flex="1" role="tablist" aria-label={t('Bet slip')}>
          <Button
            size="sm"
            variant={tab === 'slip' ? 'subtle' : 'ghost'}
            role="tab"
            aria-selected={tab === 'slip'}
            onClick={() => setTab('slip')}
            data-testid="slip-panel-slip"
          >
            {`${t('Bet slip')} (${selections.length})`}
          </Button>
          {loggedIn && (
            <Button
              size="sm"
              variant={tab === 'bets' ? 'subtle' : 'ghost'}
              role="tab"
              aria-selected={tab === 'bets'}
              onClick={() => setTab('bets')}
              data-testid="slip-panel-bets"
            >
              {t('My Bets')}
            </Button>
          )}
        </HStack>
        {onClose && <CloseButton size="sm" aria-label={t('Close')} onClick={onClose} data-testid="betslip-close" />}
      </Flex>
      {tab === 'bets' && loggedIn ? (
        <SportsBets api={api} />
      ) : settings ? (
        <SlipBody limits={settings} />
      ) : failed ? (
        <Stack align="flex-start" gap="2" role="alert" data-testid="slip-settings-error">
          <Text color="arena.danger">{t('The bet slip could not be loaded.')}</Text>
          <Button size="sm" variant="outline" onClick={retry}>
            {t('Retry')}
          </Button>
        </Stack>
      ) : (
        <Spinner color="arena.accent" alignSelf="center" aria-label={t('Loading...')} />
      )}
    </Stack>
  );
}

/** Phones: a bar above the bottom bar with the count and odds, that opens the slip full height. */
function SlipSheet() {
  const [oddsFormat] = useOddsFormat();
  const t = useT();
  const { selections } = useBetSlip();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  if (open) {
    return (
      <Box position="fixed" top="0" insetX="0" bottom={ABOVE_BOTTOM_BAR} zIndex="overlay" bg="arena.bg" data-testid="betslip-sheet">
        <SlipPanel onClose={() => setOpen(false)} />
      </Box>
    );
  }
  if (selections.length === 0) return null;
  const odds = formatOdds(accumulatorPrice(selections.map((s) => s.price)), oddsFormat);
  return (
    <chakra.button
      type="button"
      position="fixed"
      insetX="0"
      bottom={ABOVE_BOTTOM_BAR}
      zIndex="overlay"
      px="4"
      py="2.5"
      bg="arena.accent"
      color="arena.bg"
      fontWeight="bold"
      textAlign="start"
      onClick={() => setOpen(true)}
      data-testid="betslip-toggle"
    >
      {`${t('Bet slip')} (${selections.length}) · ${t('odds')} ${odds}`}
    </chakra.button>
  );
}

/** The bet slip: a sticky side panel on desktop, a bottom sheet on phones. */
export const BetSlip = memo(function BetSlip() {
  const phone = usePhoneSlip();
  if (phone) return <SlipSheet />;
  return (
    <Box position="sticky" top="4" alignSelf="flex-start" w="full" maxH="calc(100vh - 2rem)" display="flex" flexDirection="column">
      <SlipPanel />
    </Box>
  );
});
