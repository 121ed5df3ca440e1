// The trading desk: the book's events (by sport, status, name) with the liability of their open bets,
// the bet search and the margins. An event opens its page (EventPage) with markets, prices and holds.
import { useState } from 'react';
import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { BetSearch } from './BetSearch';
import { EventList } from './EventList';
import { MarginsPanel } from './MarginsPanel';

const SECTIONS = [
  { id: 'events', label: 'Events', Panel: EventList },
  { id: 'bets', label: 'Bets', Panel: BetSearch },
  { id: 'margins', label: 'Margins', Panel: MarginsPanel },
] as const;

export function SportsbookPage() {
  const [section, setSection] = useState<(typeof SECTIONS)[number]['id']>('events');
  const { Panel } = SECTIONS.find((entry) => entry.id === section)!;
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Sportsbook')}</Heading>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('Sections')}>
        {SECTIONS.map((entry) => (
          <Button
            key={entry.id}
            size="sm"
            variant={entry.id === section ? 'solid' : 'outline'}
            aria-pressed={entry.id === section}
            onClick={() => setSection(entry.id)}
          >
            {t(entry.label)}
          </Button>
        ))}
      </HStack>
      <Panel />
    </Stack>
  );
}
