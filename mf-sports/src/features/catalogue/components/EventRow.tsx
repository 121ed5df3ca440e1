import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Grid, Link, Stack, Text } from '@arena/ui';
import type { SportEvent } from '@arena/contracts';
import { TeamCrest } from '../../emblems';
import { eventPath } from '../paths';
import { KickOff } from './KickOff';
import { LiveStatus } from './LiveStatus';
import { PriceButton } from './PriceButton';

/** the list's short names of the main market's outcomes; others show the selection's name */
const OUTCOME_LABELS: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/** The live score: stacked beside the teams in a list, one line ('2 - 1') in an event's header. */
export function EventScore({ event, inline = false }: { event: SportEvent; inline?: boolean }) {
  if (!event.score) return null;
  const { home, away } = event.score;
  return (
    <Flex
      direction={inline ? 'row' : 'column'}
      gap={inline ? '2' : '0'}
      fontWeight="bold"
      fontSize={inline ? '2xl' : 'sm'}
      color="arena.accent"
      textAlign="right"
      fontVariantNumeric="tabular-nums"
      data-testid={`event-score-${event.id}`}
      data-score={`${home}-${away}`}
    >
      <Text as="span">{home}</Text>
      {inline && <Text as="span">-</Text>}
      <Text as="span">{away}</Text>
    </Flex>
  );
}

/** A team's crest and name, one line of a list row. */
function TeamLine({ name }: { name: string }) {
  return (
    <Flex as="span" align="center" gap="1.5" minW="0">
      <TeamCrest name={name} size={16} />
      <Text as="span" truncate fontSize="sm">
        {name}
      </Text>
    </Flex>
  );
}

/** A list row's height: prices under the teams on a phone, beside them from md up (the skeleton rows match it). */
export const EVENT_ROW_HEIGHT = { base: '128px', md: '76px' };
const ROW_INTRINSIC_SIZE = { base: `auto ${EVENT_ROW_HEIGHT.base}`, md: `auto ${EVENT_ROW_HEIGHT.md}` };

/**
 * One event of a list: kick-off or live state, teams (and score), the main market's prices, the way to
 * all its markets. Memoised: a live update keeps the events it does not touch, so only their rows draw again.
 */
export const EventRow = memo(function EventRow({ event }: { event: SportEvent }) {
  const market = event.mainMarket;
  const columns = market?.selections.length ?? 0;
  return (
    <Flex
      data-testid={`event-row-${event.id}`}
      data-status={event.status}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      gap="2"
      px="3"
      py="2"
      minH={EVENT_ROW_HEIGHT}
      bg="arena.surface"
      rounded="md"
      // rows below the first screen are laid out and painted only when scrolled near
      contentVisibility="auto"
      containIntrinsicSize={ROW_INTRINSIC_SIZE}
    >
      <Link asChild flex="1" minW="0" display="block" _hover={{ textDecoration: 'none', color: 'arena.accent' }}>
        <RouterLink to={eventPath(event.id)}>
          <Flex gap="2" align="center">
            <Stack gap="0.5" flex="1" minW="0">
              <Flex h="20px" align="center">
                {event.status === 'live' ? <LiveStatus event={event} /> : <KickOff startsAt={event.startsAt} />}
              </Flex>
              <TeamLine name={event.home} />
              <TeamLine name={event.away} />
            </Stack>
            <EventScore event={event} />
          </Flex>
        </RouterLink>
      </Link>
      <Flex align="center" gap="2" flexShrink={0}>
        {market && (
          <Grid templateColumns={`repeat(${columns}, minmax(0, 1fr))`} gap="1" flex={{ base: '1', md: 'none' }} w={{ md: `${columns * 5}rem` }}>
            {market.selections.map((selection) => (
              <PriceButton key={selection.id} event={event} market={market} selection={selection} label={OUTCOME_LABELS[selection.outcome] ?? selection.name} />
            ))}
          </Grid>
        )}
        <Box w="2.5rem" flexShrink={0} textAlign="center" ml={market ? undefined : 'auto'}>
          <Link asChild fontSize="xs" color="arena.muted">
            <RouterLink to={eventPath(event.id)}>+{event.marketCount}</RouterLink>
          </Link>
        </Box>
      </Flex>
    </Flex>
  );
});
