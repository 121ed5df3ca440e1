import { useRef } from 'react';
import { Box, Flex, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { SPORT_HIGHLIGHTS } from '@arena/contracts';
import { useOddsFormat } from '@arena/account-ui';
import { LoadFailed } from '../../remote-data';
import { useNearViewport } from '../hooks/useNearViewport';
import { useSportsHighlights } from '../hooks/useSportsHighlights';
import { RailHeader, RailLink } from './RailHeader';
import { SPORT_CARD_WIDTH, SportEventCard, SportEventCardSkeleton } from './SportEventCard';

const TEST_ID = 'rail-sports';
const HEADING_ID = `${TEST_ID}-title`;

/**
 * The sportsbook's highlights on the home page: live events (score, period, minute) then the next
 * kick-offs, each card a link to its event page in mf-sports; "Live (n)" and "See all" into its lists.
 * Loads as it nears the viewport; hidden behind a translated line when the book has nothing to show.
 */
export function SportsHighlightsRail() {
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const highlights = useSportsHighlights(useNearViewport(root));
  const [oddsFormat] = useOddsFormat();

  return (
    <Box as="section" ref={root} aria-labelledby={HEADING_ID} data-testid={TEST_ID}>
      <RailHeader title="Sports highlights" headingId={HEADING_ID} seeAll="/spor" testId={TEST_ID}>
        {highlights.isSuccess && highlights.data.liveCount > 0 && (
          <RailLink to="/livespor" testId={`${TEST_ID}-live`}>
            {t('Live ({count})').replace('{count}', String(highlights.data.liveCount))}
          </RailLink>
        )}
      </RailHeader>
      {highlights.isError ? (
        <LoadFailed onRetry={() => void highlights.refetch()} testId={`${TEST_ID}-failed`} />
      ) : highlights.isSuccess && highlights.data.events.length === 0 ? (
        <Text color="arena.muted" py="4" data-testid={`${TEST_ID}-empty`}>
          {t('No matches to show right now.')}
        </Text>
      ) : (
        <Flex as="ul" gap="3" overflowX="auto" pb="2" listStyleType="none" css={{ scrollSnapType: 'x mandatory' }} aria-busy={highlights.isPending}>
          {highlights.isSuccess
            ? highlights.data.events.map((event) => (
                <Box as="li" key={event.id} flexShrink={0} w={SPORT_CARD_WIDTH} css={{ scrollSnapAlign: 'start' }}>
                  <SportEventCard event={event} oddsFormat={oddsFormat} />
                </Box>
              ))
            : Array.from({ length: SPORT_HIGHLIGHTS.live }, (_, i) => (
                <Box as="li" key={i} flexShrink={0} w={SPORT_CARD_WIDTH}>
                  <SportEventCardSkeleton loading={highlights.isFetching} />
                </Box>
              ))}
        </Flex>
      )}
    </Box>
  );
}
