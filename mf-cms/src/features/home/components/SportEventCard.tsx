import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Flex, Grid, Link, Stack, Text } from '@arena/ui';
import { useLocale, useT } from '@arena/i18n';
import { formatKickOff, formatOdds, type OddsFormat, type SportEvent } from '@arena/contracts';

/** the sportsbook's event page (contracts ROUTES: /spor/event/:id) */
export const sportEventPath = (id: number) => `/spor/event/${id}`;

/** A card's size, fixed so that the skeletons hold the place of the cards exactly. */
export const SPORT_CARD_WIDTH = { base: '72vw', sm: '264px', lg: '280px' };
export const SPORT_CARD_HEIGHT = '9.5rem';

/** the short names of the main market's outcomes; others show the selection's name */
const OUTCOME_LABELS: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/** LIVE, the period (a key the server sends: '1H', 'HT', 'Q2', 'S3') and the minute the server last told. */
function LiveState({ event }: { event: SportEvent }) {
  const t = useT();
  const score = event.score;
  return (
    <Flex gap="1.5" align="center" fontSize="xs" whiteSpace="nowrap" flexShrink={0}>
      <Badge colorPalette="red" variant="solid" size="sm">
        {t('Live')}
      </Badge>
      {score && <Text as="span">{t(score.period)}</Text>}
      {score?.clockSeconds != null && score.period !== 'HT' && (
        <Text as="span" color="arena.accent" fontVariantNumeric="tabular-nums" data-testid="sport-card-clock">
          {Math.floor(score.clockSeconds / 60) + 1}&apos;
        </Text>
      )}
    </Flex>
  );
}

function TeamLine({ name, goals, testId }: { name: string; goals: number | undefined; testId: string }) {
  return (
    <Flex justify="space-between" gap="2" fontSize="sm">
      <Text truncate data-testid={testId}>
        {name}
      </Text>
      {goals !== undefined && (
        <Text as="span" fontWeight="bold" color="arena.accent" fontVariantNumeric="tabular-nums">
          {goals}
        </Text>
      )}
    </Flex>
  );
}

/**
 * One event of the home page's sports rail: competition, kick-off or live state, teams (and score),
 * the main market's prices in the player's odds format. Read-only: the whole card links to the event's page.
 */
export const SportEventCard = memo(function SportEventCard({ event, oddsFormat }: { event: SportEvent; oddsFormat: OddsFormat }) {
  const locale = useLocale();
  const market = event.mainMarket;
  const open = market?.status === 'open';
  return (
    <Link
      asChild
      display="block"
      w="full"
      h={SPORT_CARD_HEIGHT}
      bg="arena.surface"
      borderRadius="md"
      p="3"
      _hover={{ textDecoration: 'none', bg: 'arena.raised' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'arena.accent' }}
    >
      <RouterLink to={sportEventPath(event.id)} data-testid="sport-card" data-status={event.status}>
        <Stack gap="1.5" h="full">
          <Flex justify="space-between" align="center" gap="2" h="5">
            <Text fontSize="xs" color="arena.muted" truncate>
              {event.competitionName}
            </Text>
            {event.status === 'live' ? (
              <LiveState event={event} />
            ) : (
              <Text asChild fontSize="xs" color="arena.muted" whiteSpace="nowrap" flexShrink={0}>
                <time dateTime={event.startsAt}>{formatKickOff(event.startsAt, locale)}</time>
              </Text>
            )}
          </Flex>
          <Box>
            <TeamLine name={event.home} goals={event.score?.home} testId="sport-card-home" />
            <TeamLine name={event.away} goals={event.score?.away} testId="sport-card-away" />
          </Box>
          {market && (
            <Grid
              mt="auto"
              templateColumns={`repeat(${market.selections.length}, minmax(0, 1fr))`}
              gap="1"
              opacity={open ? 1 : 0.5}
              aria-label={market.name}
              data-testid="sport-card-prices"
            >
              {market.selections.map((selection) => (
                <Flex key={selection.id} justify="space-between" align="center" gap="1" px="2" h="8" bg="arena.raised" borderRadius="sm" fontSize="xs">
                  <Text as="span" color="arena.muted" truncate>
                    {OUTCOME_LABELS[selection.outcome] ?? selection.name}
                  </Text>
                  <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="sport-card-price">
                    {formatOdds(selection.price, oddsFormat)}
                  </Text>
                </Flex>
              ))}
            </Grid>
          )}
        </Stack>
      </RouterLink>
    </Link>
  );
});

/** A card's place while the highlights load: same size, no content; it pulses only while they are loading (see GameCardSkeleton). */
export function SportEventCardSkeleton({ loading }: { loading: boolean }) {
  const animation = loading ? 'pulse' : undefined;
  return (
    <Stack gap="2" h={SPORT_CARD_HEIGHT} p="3" bg="arena.surface" borderRadius="md" aria-hidden data-testid="sport-card-skeleton" data-loading={loading}>
      <Box h="3" w="60%" bg="arena.raised" borderRadius="sm" animation={animation} />
      <Box h="4" w="80%" bg="arena.raised" borderRadius="sm" animation={animation} />
      <Box h="4" w="70%" bg="arena.raised" borderRadius="sm" animation={animation} />
      <Box h="8" mt="auto" bg="arena.raised" borderRadius="sm" animation={animation} />
    </Stack>
  );
}
