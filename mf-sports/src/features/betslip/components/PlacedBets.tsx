import type { Bet } from '@arena/contracts';
import { formatMoney, formatOdds } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { Button, Flex, HStack, Stack, Text } from '@arena/ui';
import { useOddsFormat } from '../../odds-format';

/** The slip once the book took it: the bets placed, then back to an empty slip or the same selections. */
export function PlacedBets({ bets, onDone }: { bets: Bet[]; onDone: (keepSelections: boolean) => void }) {
  const [oddsFormat] = useOddsFormat();
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="3" data-testid="slip-placed" role="status">
      <Text fontWeight="bold" color="arena.success">
        {t('Your bet has been placed.')}
      </Text>
      {bets.map((bet) => (
        <Flex key={bet.id} justify="space-between" fontSize="sm" bg="arena.raised" p="2" borderRadius="md">
          <Text>{`#${bet.id} · ${formatOdds(bet.price, oddsFormat)}`}</Text>
          <Text>{`${formatMoney(bet.stake, locale)} → ${formatMoney(bet.potentialPayout, locale)}`}</Text>
        </Flex>
      ))}
      <HStack>
        <Button flex="1" variant="outline" onClick={() => onDone(true)} data-testid="slip-keep-selections">
          {t('Keep selections')}
        </Button>
        <Button flex="1" colorPalette="yellow" onClick={() => onDone(false)} data-testid="slip-done">
          {t('OK')}
        </Button>
      </HStack>
    </Stack>
  );
}
