import { formatMoney, type Game, type TopWinner } from '@arena/contracts';
import { Box, Heading, Stack, Text, chakra } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { useTopWinners } from '../hooks/useTopWinners';

/** Amounts read as the site's currency in Turkish format whatever the language (spec §3 top winner). */
const AMOUNT_LOCALE = 'tr';
const LIST_HEIGHT = '16.5rem';

/**
 * The top winners card (spec §4: a scrolling list 16.5 rem high): art, game, masked player, amount.
 * A winner's row opens that game; the reply names it by code, so the game is looked up first.
 * The card keeps its height while it loads and when nobody has won yet: on a phone the lobby's grid
 * is under it and does not move when the answer arrives. Without an answer there is no card.
 */
export function TopWinnersCard({ isLive, onOpen }: { isLive: boolean; onOpen: (game: Game) => void }) {
  const t = useT();
  const api = useApi();
  const { winners, failed } = useTopWinners(isLive);
  if (failed) return null;

  const open = (winner: TopWinner) => {
    api
      // the name finds the game and its few namesakes
      .casinoGames({ search: winner.game, skip: 0, take: 5 })
      .then(({ games }) => {
        const game = games.find((g) => g.gameCode === winner.gameCode);
        if (game) onOpen(game);
      })
      .catch(() => undefined);
  };

  return (
    <Box as="section" bg="arena.surface" borderRadius="md" p="3" aria-labelledby="top-winners-title" data-testid="top-winners">
      <Heading as="h2" size="sm" mb="2" id="top-winners-title">
        {t('Top Winners')}
      </Heading>
      {winners?.length === 0 && (
        <Text fontSize="sm" color="arena.muted" h={LIST_HEIGHT} data-testid="top-winners-empty">
          {t('No wins yet: the next big win could be yours.')}
        </Text>
      )}
      {winners === null && <Box h={LIST_HEIGHT} aria-busy="true" />}
      {!!winners?.length && (
        <Stack as="ul" gap="1" h={LIST_HEIGHT} overflowY="auto" listStyleType="none" tabIndex={0}>
          {winners.map((w, i) => (
            <li key={`${w.gameCode}-${i}`}>
              <chakra.button
                type="button"
                onClick={() => open(w)}
                display="flex"
                alignItems="center"
                gap="2"
                w="full"
                p="1"
                borderRadius="sm"
                textAlign="start"
                cursor="pointer"
                _hover={{ bg: 'arena.raised' }}
                data-testid="top-winner"
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
