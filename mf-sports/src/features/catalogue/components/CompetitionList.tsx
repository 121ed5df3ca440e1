import { memo, useCallback, useState } from 'react';
import { Badge, Box, Button, Flex, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import type { Competition, SportEvent } from '@arena/contracts';
import { CountryFlag } from '../../emblems';
import { EventRow } from './EventRow';

interface League {
  id: number;
  name: string;
  country: string | null;
  /** the competition's events in all (what the book counts), or the ones listed when it does not say */
  total: number;
  events: SportEvent[];
}

/** The events under their competitions, in the order the book lists the competitions. */
function leaguesOf(competitions: readonly Competition[], events: readonly SportEvent[]): League[] {
  const leagues = new Map<number, League>(competitions.map((c) => [c.id, { id: c.id, name: c.name, country: c.country, total: c.eventCount, events: [] }]));
  for (const event of events) {
    const league = leagues.get(event.competitionId) ?? { id: event.competitionId, name: event.competitionName, country: null, total: 0, events: [] };
    league.events.push(event);
    leagues.set(league.id, league);
  }
  return [...leagues.values()]
    .filter((league) => league.events.length > 0)
    .map((league) => ({ ...league, total: Math.max(league.total, league.events.length) }));
}

interface LeagueHeaderProps {
  id: number;
  name: string;
  country: string | null;
  count: number;
  open: boolean;
  onToggle: (id: number) => void;
}

/** A competition's flag, name and count, opening and closing its events; memoised, so a live update of its events leaves it be. */
const LeagueHeader = memo(function LeagueHeader({ id, name, country, count, open, onToggle }: LeagueHeaderProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      w="full"
      justifyContent="space-between"
      aria-expanded={open}
      aria-controls={`competition-events-${id}`}
      onClick={() => onToggle(id)}
    >
      <Flex as="span" align="center" gap="2" minW="0">
        {country && <CountryFlag code={country} />}
        <Text as="span" truncate fontWeight="semibold">
          {name}
        </Text>
      </Flex>
      <Badge size="sm" variant="subtle">
        {count}
      </Badge>
    </Button>
  );
});

interface CompetitionListProps {
  competitions: readonly Competition[];
  events: readonly SportEvent[];
  /** asks for a competition's every event; absent: the list holds them all already */
  onShowAll?: (competitionId: number) => void;
  /** the competitions whose events are being asked for */
  expanding: ReadonlySet<number>;
}

/** Each competition with its events, every one collapsible (open at first), with the rest of its events on demand. */
export function CompetitionList({ competitions, events, onShowAll, expanding }: CompetitionListProps) {
  const t = useT();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <Stack gap="3">
      {leaguesOf(competitions, events).map((league) => {
        const open = !collapsed.has(league.id);
        return (
          <Box as="section" key={league.id} data-testid={`competition-${league.id}`}>
            <LeagueHeader
              id={league.id}
              name={league.name}
              country={league.country}
              count={onShowAll ? league.total : league.events.length}
              open={open}
              onToggle={toggle}
            />
            {open && (
              <Stack gap="1" mt="1" id={`competition-events-${league.id}`}>
                {league.events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
                {onShowAll && league.events.length < league.total && (
                  <Button
                    variant="outline"
                    size="sm"
                    alignSelf="center"
                    loading={expanding.has(league.id)}
                    onClick={() => onShowAll(league.id)}
                    data-testid={`competition-more-${league.id}`}
                  >
                    {t('Show all {count}').replace('{count}', String(league.total))}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
