import { useRef } from 'react';
import { Box, Flex, Heading, Stack, Text, TOP_WINNERS_HEIGHT, TopWinnerList } from '@arena/ui';
import { useT } from '@arena/i18n';
import { LoadFailed } from '../../remote-data';
import { useNearViewport } from '../hooks/useNearViewport';
import { useOpenWinnerGame } from '../hooks/useOpenGame';
import { useTopWinners } from '../hooks/useTopWinners';

/** The home page's top winners card: art, game, masked player and amount; a row opens its game. */
export function TopWinnersCard() {
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const winners = useTopWinners(useNearViewport(root));
  const openWinner = useOpenWinnerGame();

  return (
    <Box as="section" ref={root} bg="arena.surface" borderRadius="md" p="3" aria-labelledby="home-top-winners-title" data-testid="home-top-winners">
      <Heading as="h2" size="sm" mb="2" id="home-top-winners-title">
        {t('Top Winners')}
      </Heading>
      {winners.status === 'failed' && <LoadFailed onRetry={winners.retry} testId="top-winners-failed" />}
      {winners.status === 'loading' && (
        <Stack gap="2" h={TOP_WINNERS_HEIGHT} overflow="hidden" aria-busy="true" data-testid="top-winners-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Box key={i} h="10" bg="arena.raised" borderRadius="sm" animation="pulse" />
          ))}
        </Stack>
      )}
      {winners.status === 'ready' && winners.data.length === 0 && (
        <Flex h={TOP_WINNERS_HEIGHT} align="center" justify="center" data-testid="top-winners-empty">
          <Text color="arena.muted">{t('No wins to show yet.')}</Text>
        </Flex>
      )}
      {winners.status === 'ready' && winners.data.length > 0 && (
        <TopWinnerList winners={winners.data} onOpen={openWinner} rowTestId="home-top-winner" labelledBy="home-top-winners-title" />
      )}
    </Box>
  );
}
