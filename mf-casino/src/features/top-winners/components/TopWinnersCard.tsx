import type { Game, TopWinner } from '@arena/contracts';
import { Box, Heading, Text, TOP_WINNERS_HEIGHT, TopWinnerList } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { useTopWinners } from '../hooks/useTopWinners';

/**
 * The top winners card (a scrolling list 16.5 rem high): art, game, masked player, amount.
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
        <Text fontSize="sm" color="arena.muted" h={TOP_WINNERS_HEIGHT} data-testid="top-winners-empty">
          {t('No wins yet: the next big win could be yours.')}
        </Text>
      )}
      {winners === null && <Box h={TOP_WINNERS_HEIGHT} aria-busy="true" />}
      {!!winners?.length && <TopWinnerList winners={winners} onOpen={open} rowTestId="top-winner" />}
    </Box>
  );
}
