import { formatOdds } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { Box, CloseButton, Flex, Text } from '@arena/ui';
import type { SlipSelection } from '../hooks/useBetSlip';
import { useOddsFormat } from '../../odds-format';

/** One selection on the slip: what it backs, its price (old → new when the book moved it), remove. */
export function SlipSelectionRow({ selection, onRemove }: { selection: SlipSelection; onRemove: () => void }) {
  const [oddsFormat] = useOddsFormat();
  const t = useT();
  const closed = selection.open === false;
  const moved = selection.bookPrice;
  return (
    <Flex
      gap="2"
      p="2"
      bg="arena.raised"
      borderRadius="md"
      align="flex-start"
      opacity={closed ? 0.6 : 1}
      data-testid={`slip-selection-${selection.selectionId}`}
      data-changed={moved !== undefined || undefined}
    >
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" fontSize="sm" truncate>
          {selection.selectionName}
        </Text>
        <Text fontSize="xs" color="arena.muted" truncate>
          {selection.marketName}
        </Text>
        <Text fontSize="xs" color="arena.muted" truncate>
          {selection.live && (
            <Text as="span" color="arena.danger" fontWeight="bold" me="1">
              {t('LIVE')}
            </Text>
          )}
          {selection.eventName}
        </Text>
        {closed && (
          <Text fontSize="xs" color="arena.danger" data-testid="slip-selection-closed">
            {t('Not available right now')}
          </Text>
        )}
      </Box>
      <Box textAlign="end">
        {moved === undefined ? (
          <Text fontWeight="bold" color="arena.accent">
            {formatOdds(selection.price, oddsFormat)}
          </Text>
        ) : (
          <Text fontWeight="bold" data-testid="slip-price-change">
            <Text as="span" textDecoration="line-through" color="arena.muted" me="1">
              {formatOdds(selection.price, oddsFormat)}
            </Text>
            <Text as="span" color={moved > selection.price ? 'arena.success' : 'arena.danger'}>
              {formatOdds(moved, oddsFormat)}
            </Text>
          </Text>
        )}
      </Box>
      <CloseButton size="xs" aria-label={t('Remove')} onClick={onRemove} data-testid={`slip-remove-${selection.selectionId}`} />
    </Flex>
  );
}
