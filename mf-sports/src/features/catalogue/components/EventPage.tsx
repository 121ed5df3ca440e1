import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Link, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { usePageRoute } from '@arena/remote-kit';
import type { SportEvent } from '@arena/contracts';
import { TeamCrest } from '../../emblems';
import { useEventDetail } from '../hooks/useCatalogue';
import { CATALOGUES } from '../paths';
import { EventScore } from './EventRow';
import { KickOff } from './KickOff';
import { LiveStatus } from './LiveStatus';
import { LoadError, RowsSkeleton } from './LoadStates';
import { MarketList } from './MarketList';
import { SportsLayout } from './SportsLayout';

function EventHeader({ event }: { event: SportEvent }) {
  const t = useT();
  return (
    <Stack gap="2" bg="arena.surface" rounded="md" p="4" mb="4" minH="120px" data-testid="event-header">
      <Flex justify="space-between" gap="2" fontSize="sm" color="arena.muted">
        <Text truncate>{event.competitionName}</Text>
        {event.status === 'live' ? (
          <LiveStatus event={event} />
        ) : event.status === 'prematch' ? (
          <KickOff startsAt={event.startsAt} />
        ) : (
          <Text>{t('Ended')}</Text>
        )}
      </Flex>
      <Flex align="center" justify="space-between" gap="3">
        <Flex flex="1" align="center" gap="2">
          <TeamCrest name={event.home} size={28} />
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
            {event.home}
          </Text>
        </Flex>
        <EventScore event={event} inline />
        <Flex flex="1" align="center" justify="flex-end" gap="2" textAlign="right">
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
            {event.away}
          </Text>
          <TeamCrest name={event.away} size={28} />
        </Flex>
      </Flex>
    </Stack>
  );
}

/** /spor/event/:id: the event's header and all its markets, live through the event's room. */
export function EventPage() {
  const t = useT();
  const { params } = usePageRoute();
  const detail = useEventDetail(Number(params.id));

  return (
    <SportsLayout>
      {detail.notFound ? (
        <Stack align="flex-start" gap="2" py="6" data-testid="event-not-found">
          <Text>{t('The event was not found.')}</Text>
          <Link asChild color="arena.accent">
            <RouterLink to={CATALOGUES.sports.base}>{t('Back to sports')}</RouterLink>
          </Link>
        </Stack>
      ) : detail.error !== null ? (
        <LoadError message="The event could not be loaded." onRetry={detail.retry} testId="event-error" />
      ) : detail.data ? (
        <Box>
          <EventHeader event={detail.data.event} />
          <MarketList event={detail.data.event} markets={detail.data.markets} />
        </Box>
      ) : (
        <Box data-testid="event-loading">
          <RowsSkeleton rows={1} height="120px" />
          <Box h="4" />
          <RowsSkeleton rows={4} height="96px" />
        </Box>
      )}
    </SportsLayout>
  );
}
