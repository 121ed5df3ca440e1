import { formatMoney, type TopWinner } from '@arena/contracts';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';

/** The top winners list scrolls within 16.5 rem; a card keeps this height while it loads. */
export const TOP_WINNERS_HEIGHT = '16.5rem';

/** The top winners' rows (art, game, masked player, amount), as the casino lobby and the home page show them; a row opens its game. */
export function TopWinnerList({
  winners,
  onOpen,
  rowTestId,
  labelledBy,
  locale,
}: {
  winners: readonly TopWinner[];
  /** the page's language: amounts read "₺1.234,56" in Turkish, "₺1,234.56" in English */
  locale: string;
  onOpen: (winner: TopWinner) => void;
  rowTestId: string;
  /** the id of the card's heading */
  labelledBy?: string;
}) {
  return (
    <Stack as="ul" gap="1" h={TOP_WINNERS_HEIGHT} overflowY="auto" listStyleType="none" tabIndex={0} aria-labelledby={labelledBy}>
      {winners.map((w, i) => (
        <li key={`${w.gameCode}-${i}`}>
          <chakra.button
            type="button"
            onClick={() => onOpen(w)}
            display="flex"
            alignItems="center"
            gap="2"
            w="full"
            p="1"
            borderRadius="sm"
            textAlign="start"
            cursor="pointer"
            _hover={{ bg: 'arena.raised' }}
            data-testid={rowTestId}
          >
            <Box w="12" flexShrink={0} aspectRatio="4 / 3" bg="arena.raised" borderRadius="sm" overflow="hidden">
              {w.image && (
                <img
                  src={w.image}
                  alt=""
                  width={48}
                  height={36}
                  loading="lazy"
                  style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </Box>
            <Box flex="1" minW="0">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {w.game}
              </Text>
              <Text fontSize="xs" color="arena.muted" truncate>
                {w.name}
              </Text>
            </Box>
            <Text fontSize="sm" fontWeight="bold" color="green.300" whiteSpace="nowrap">
              {formatMoney(w.amount, locale)}
            </Text>
          </chakra.button>
        </li>
      ))}
    </Stack>
  );
}
