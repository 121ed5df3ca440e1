import { useRef } from 'react';
import { ARENA_STUDIO, type OriginalsGame } from '@arena/contracts';
import { Box, Grid, Stack } from '@arena/ui';
import { TopWinnersCard, useApi, useStudioNames } from '@arena/remote-kit';
import { LoadFailed } from '../../remote-data';
import { useNearViewport } from '../hooks/useNearViewport';
import { useOpenGame } from '../hooks/useOpenGame';
import type { RailFilter } from '../hooks/useRailGames';
import { GameRail } from './GameRail';
import { SportsHighlightsRail } from './SportsHighlightsRail';

/** The rails' filters (casino/games): constants, so a rail asks once. */
export const RAILS = {
  popular: { systemCategory: 'Popular' },
  live: { live: true },
  originals: { system: ARENA_STUDIO },
} as const satisfies Record<string, RailFilter>;

/** Arena Originals lead with Aviator. */
const AVIATOR: OriginalsGame = 'aviator';

/** Below the carousel and the video: the top winners card, the game rails (each linked into its casino lobby) and the sports highlights (into the sportsbook). */
export default function HomeRails() {
  const api = useApi();
  const studios = useStudioNames(api);
  const openGame = useOpenGame();
  const topWinners = useRef<HTMLDivElement>(null);
  // the casino's winners (not the live casino's), asked for once the card nears the viewport
  const topWinnersNear = useNearViewport(topWinners);
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start" data-testid="home-rails">
      <Stack gap="6" minW="0">
        <GameRail title="Popular Slots" filter={RAILS.popular} seeAll="/casino/slot" testId="rail-popular" studios={studios} />
        <GameRail title="Live Tables" filter={RAILS.live} seeAll="/casino/live" testId="rail-live" studios={studios} />
        <GameRail title="Arena Originals" filter={RAILS.originals} seeAll="/casino/games" first={AVIATOR} testId="rail-originals" studios={studios} />
        <SportsHighlightsRail />
      </Stack>
      {/* the card is not drawn while nobody has won yet: no gap for it either */}
      <Box ref={topWinners} position={{ lg: 'sticky' }} top={{ lg: '4' }} _empty={{ display: 'none' }}>
        <TopWinnersCard
          api={api}
          isLive={false}
          onOpen={openGame}
          enabled={topWinnersNear}
          failed={(retry) => <LoadFailed onRetry={retry} testId="top-winners-failed" />}
        />
      </Box>
    </Grid>
  );
}
