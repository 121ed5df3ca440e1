import { useState } from 'react';
import { Badge, Box, Button, Stack, Text } from '@arena/ui';
import type { Competition, SportEvent } from '@arena/contracts';
import { EventRow } from './EventRow';

interface League {
  id: number;
  name: string;
  country: string | null;
  events: SportEvent[];
}

/** The events under their competitions, in the order the book lists the competitions. */
function leaguesOf(competitions: readonly Competition[], events: readonly SportEvent[]): League[] {
  const leagues = new Map<number, League>(competitions.map((c) => [c.id, { id: c.id, name: c.name, country: c.country, events: [] }]));
  for (const event of events) {
    const league = leagues.get(event.competitionId) ?? { id: event.competitionId, name: event.competitionName, country: null, events: [] };
    league.events.push(event);
    leagues.set(league.id, league);
  }
  return [...leagues.values()].filter((league) => league.events.length > 0);
}

/** Each competition with its events, every one collapsible (open at first). */
export function CompetitionList({ competitions, events }: { competitions: readonly Competition[]; events: readonly SportEvent[] }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap="3">
      {leaguesOf(competitions, events).map((league) => {
        const open = !collapsed.has(league.id);
        return (
          <Box as="section" key={league.id} data-testid={`competition-${league.id}`}>
            <Button
              variant="ghost"
              size="sm"
              w="full"
              justifyContent="space-between"
              aria-expanded={open}
              aria-controls={`competition-events-${league.id}`}
              onClick={() => toggle(league.id)}
            >
              <Text as="span" truncate fontWeight="semibold">
                {league.country && (
                  <Text as="span" color="arena.muted" mr="2">
                    {league.country}
                  </Text>
                )}
                {league.name}
              </Text>
              <Badge size="sm" variant="subtle">
                {league.events.length}
              </Badge>
            </Button>
            {open && (
              <Stack gap="1" mt="1" id={`competition-events-${league.id}`}>
                {league.events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
