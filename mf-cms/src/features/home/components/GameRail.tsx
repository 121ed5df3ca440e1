import { useRef } from 'react';
import { Box, Flex, GameCard, GameCardSkeleton, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { LoadFailed } from '../../remote-data';
import { useNearViewport } from '../hooks/useNearViewport';
import { useOpenGame } from '../hooks/useOpenGame';
import { RAIL_SIZE, useRailGames, type RailFilter } from '../hooks/useRailGames';
import { RailHeader } from './RailHeader';

export interface GameRailProps {
  /** translation key */
  title: string;
  filter: RailFilter;
  /** the casino route of the whole list */
  seeAll: string;
  /** the game code shown first */
  first?: string;
  testId: string;
  /** studio code → display name */
  studios: ReadonlyMap<string, string>;
}

const CARD_WIDTH = { base: '40vw', sm: '180px', lg: '200px' };

/** A row of games the player can open, with "See all" into the casino; its games load as it nears the viewport. */
export function GameRail({ title, filter, seeAll, first, testId, studios }: GameRailProps) {
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const near = useNearViewport(root);
  const games = useRailGames(filter, near, first);
  const openGame = useOpenGame();
  const headingId = `${testId}-title`;

  return (
    <Box as="section" ref={root} aria-labelledby={headingId} data-testid={testId}>
      <RailHeader title={title} headingId={headingId} seeAll={seeAll} testId={testId} />
      {games.isError ? (
        <LoadFailed onRetry={() => void games.refetch()} testId={`${testId}-failed`} />
      ) : games.isSuccess && games.data.length === 0 ? (
        <Text color="arena.muted" py="4" data-testid={`${testId}-empty`}>
          {t('No games here yet.')}
        </Text>
      ) : (
        <Flex as="ul" gap="3" overflowX="auto" pb="2" listStyleType="none" css={{ scrollSnapType: 'x mandatory' }}>
          {games.isSuccess
            ? games.data.map((game) => (
                <Box as="li" key={game.gameCode} flexShrink={0} w={CARD_WIDTH} css={{ scrollSnapAlign: 'start' }}>
                  <GameCard name={game.name} provider={studios.get(game.system)} image={game.image} onOpen={() => openGame(game)} testId="rail-game" />
                </Box>
              ))
            : Array.from({ length: RAIL_SIZE / 2 }, (_, i) => (
                <Box as="li" key={i} flexShrink={0} w={CARD_WIDTH}>
                  <GameCardSkeleton loading={games.isFetching} />
                </Box>
              ))}
        </Flex>
      )}
    </Box>
  );
}
