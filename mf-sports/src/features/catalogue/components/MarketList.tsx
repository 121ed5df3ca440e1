import { Badge, Box, Flex, Grid, Heading, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import type { Market, SportEvent } from '@arena/contracts';
import { PriceButton } from './PriceButton';

/** The event page's groups, in this order; a market's type decides its group. */
const GROUPS: { name: string; types: readonly string[] }[] = [
  { name: 'Main', types: ['1x2', 'match-winner', 'double-chance'] },
  { name: 'Goals', types: ['over-under', 'btts'] },
  { name: 'Handicap', types: ['handicap'] },
  { name: 'Correct Score', types: ['correct-score'] },
  { name: 'Maps', types: ['map-winner'] },
];

/** The markets under their groups (empty groups left out); outside football the totals count points, games or rounds. */
function marketGroups(sportId: string, markets: readonly Market[]): { name: string; markets: Market[] }[] {
  return GROUPS.map((group) => ({
    name: group.name === 'Goals' && sportId !== 'football' ? 'Totals' : group.name,
    markets: markets.filter((market) => group.types.includes(market.type)),
  })).filter((group) => group.markets.length > 0);
}

function MarketView({ event, market }: { event: SportEvent; market: Market }) {
  const t = useT();
  const columns = Math.min(market.selections.length, 3);
  return (
    <Box data-testid={`market-${market.id}`} data-status={market.status} bg="arena.surface" rounded="md" p="3">
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          {market.name}
        </Text>
        {market.status !== 'open' && (
          <Badge size="sm" colorPalette="gray">
            {t(market.status === 'suspended' ? 'Suspended' : 'Closed')}
          </Badge>
        )}
      </Flex>
      <Grid templateColumns={`repeat(${columns}, minmax(0, 1fr))`} gap="1">
        {market.selections.map((selection) => (
          <PriceButton key={selection.id} event={event} market={market} selection={selection} label={selection.name} />
        ))}
      </Grid>
    </Box>
  );
}

/** Every market of the event, grouped (Main, Goals, Handicap, Correct Score, Maps). */
export function MarketList({ event, markets }: { event: SportEvent; markets: readonly Market[] }) {
  const t = useT();
  const groups = marketGroups(event.sportId, markets);
  if (groups.length === 0) {
    return (
      <Text color="arena.muted" py="6" textAlign="center" data-testid="markets-empty">
        {t('No markets are offered for this event.')}
      </Text>
    );
  }
  return (
    <Stack gap="5">
      {groups.map((group) => (
        <Stack as="section" key={group.name} gap="2" data-testid={`market-group-${group.name}`}>
          <Heading as="h2" textStyle="sectionTitle">
            {t(group.name)}
          </Heading>
          {group.markets.map((market) => (
            <MarketView key={market.id} event={event} market={market} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
