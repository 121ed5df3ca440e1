import { useCallback, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Endpoints } from '@arena/api-client';
import type { Game, TopWinner } from '@arena/contracts';
import { Box, Heading, Stack, TOP_WINNERS_HEIGHT, TopWinnerList } from '@arena/ui';
import { useLocale, useT } from '@arena/i18n';

/** The card lists the 40 biggest recent wins. */
export const TOP_WINNERS_COUNT = 40;

/** The calls the card makes: the winners, and the game a winner's row names. */
export type TopWinnersApi = Pick<Endpoints, 'topWinners' | 'casinoGames'>;

/**
 * Opens a winner's game: the reply names it by code and name only, so the game is looked up by its
 * name (and its few namesakes) first.
 */
export function useOpenWinnerGame(api: Pick<TopWinnersApi, 'casinoGames'>, onOpen: (game: Game) => void): (winner: TopWinner) => void {
  return useCallback(
    (winner: TopWinner) => {
      api
        .casinoGames({ search: winner.game, skip: 0, take: 5 })
        .then(({ games }) => {
          const game = games.find((g) => g.gameCode === winner.gameCode);
          if (game) onOpen(game);
        })
        // the api client has shown the failure
        .catch(() => undefined);
    },
    [api, onOpen],
  );
}

export interface TopWinnersCardProps {
  api: TopWinnersApi;
  /** the live casino's winners instead of the casino's */
  isLive: boolean;
  /** opens a winner's game the remote's way */
  onOpen: (game: Game) => void;
  /** false until the winners are wanted (the home page asks once the card nears the viewport) */
  enabled?: boolean;
  /** what the card shows when the call fails; without it there is no card */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * The top winners card (the casino lobby's and the home page's): art, game, masked player and amount
 * in a scrolling list 16.5 rem high; a row opens its game. The card keeps its height while it loads,
 * so what is under it does not move when winners arrive; while nobody has won yet there is no card,
 * so a phone's lobby opens on its games rather than an empty box.
 */
export function TopWinnersCard({ api, isLive, onOpen, enabled = true, failed }: TopWinnersCardProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const winners = useQuery({
    queryKey: ['topWinners', isLive],
    queryFn: () => api.topWinners({ isLive, count: TOP_WINNERS_COUNT }),
    enabled,
  });
  const openWinner = useOpenWinnerGame(api, onOpen);
  if ((winners.isError && !failed) || winners.data?.length === 0) return null;

  return (
    <Box as="section" bg="arena.surface" borderRadius="md" p="3" aria-labelledby={titleId} data-testid="top-winners">
      <Heading as="h2" textStyle="sectionTitle" mb="2" id={titleId}>
        {t('Top Winners')}
      </Heading>
      {winners.isError && failed?.(() => void winners.refetch())}
      {winners.isPending && (
        <Stack gap="2" h={TOP_WINNERS_HEIGHT} overflow="hidden" aria-busy="true" data-testid="top-winners-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Box key={i} h="10" bg="arena.raised" borderRadius="sm" animation="pulse" />
          ))}
        </Stack>
      )}
      {winners.data && <TopWinnerList winners={winners.data} onOpen={openWinner} rowTestId="top-winner" labelledBy={titleId} locale={locale} />}
    </Box>
  );
}
