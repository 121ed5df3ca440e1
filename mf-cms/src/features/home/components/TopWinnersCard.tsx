import { useRef } from 'react';
import { formatMoney } from '@arena/contracts';
import { Box, Flex, Heading, Stack, Text, chakra } from '@arena/ui';
import { useT } from '@arena/i18n';
import { LoadFailed } from '../../remote-data';
import { useNearViewport } from '../hooks/useNearViewport';
import { useOpenWinnerGame } from '../hooks/useOpenGame';
import { useTopWinners } from '../hooks/useTopWinners';

/** Amounts read as the site's currency in Turkish format whatever the language (spec §3 top winner). */
const AMOUNT_LOCALE = 'tr';

/** Spec §2: the list scrolls within 16.5 rem. */
const LIST_HEIGHT = '16.5rem';

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
        <Stack gap="2" h={LIST_HEIGHT} overflow="hidden" aria-busy="true" data-testid="top-winners-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Box key={i} h="10" bg="arena.raised" borderRadius="sm" animation="pulse" />
          ))}
        </Stack>
      )}
      {winners.status === 'ready' && winners.data.length === 0 && (
        <Flex h={LIST_HEIGHT} align="center" justify="center" data-testid="top-winners-empty">
          <Text color="arena.muted">{t('No wins to show yet.')}</Text>
        </Flex>
      )}
      {winners.status === 'ready' && winners.data.length > 0 && (
        <Stack as="ul" gap="1" h={LIST_HEIGHT} overflowY="auto" listStyleType="none" tabIndex={0} aria-labelledby="home-top-winners-title">
          {winners.data.map((w, i) => (
            <li key={`${w.gameCode}-${i}`}>
              <chakra.button
                type="button"
                onClick={() => openWinner(w)}
                display="flex"
                alignItems="center"
                gap="2"
                w="full"
                p="1"
                borderRadius="sm"
                textAlign="start"
                cursor="pointer"
                _hover={{ bg: 'arena.raised' }}
                data-testid="home-top-winner"
              >
                <Box w="12" flexShrink={0} aspectRatio="4 / 3" bg="arena.raised" borderRadius="sm" overflow="hidden">
                  {w.image && (
                    <img
                      src={w.image}
                      alt=""
                      width={48}
                      height={36}
                      loading="lazy"
                      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  )}
                </Box>
                <Box flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="semibold" truncate>
                    {w.game}
                  </Text>
                  <Text fontSize="xs" color="arena.muted" truncate>
                    {w.name}
                  </Text>
                </Box>
                <Text fontSize="sm" fontWeight="bold" color="green.300" whiteSpace="nowrap">
                  {formatMoney(w.amount, AMOUNT_LOCALE)}
                </Text>
              </chakra.button>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
