import { useEffect, useRef, useState } from 'react';
import { Box, Button, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { formatOdds, type Market, type Selection, type SportEvent } from '@arena/contracts';
import { useBetSlip } from '../../betslip';
import { useOddsFormat } from '../../odds-format';

/** How long a changed price stays green (up) or red (down). */
export const FLASH_MS = 1000;

const FLASH_BG = { up: 'green.700', down: 'red.700' } as const;

/** True when the book takes bets on the market now. */
export const isOpen = (event: SportEvent, market: Market) => market.status === 'open' && (event.status === 'prematch' || event.status === 'live');

interface PriceButtonProps {
  event: SportEvent;
  market: Market;
  selection: Selection;
  /** what the button names: '1', 'X', '2' in a list, the selection's name on the event page */
  label: string;
}

/**
 * A selection's price: puts it on the bet slip or takes it off (pressed while on the slip), flashes
 * when the price moves, and shows a lock while the market takes no bets.
 */
export function PriceButton({ event, market, selection, label }: PriceButtonProps) {
  const t = useT();
  const slip = useBetSlip();
  const [format] = useOddsFormat();
  const { price } = selection;
  const previous = useRef(price);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);

  useEffect(() => {
    if (price === previous.current) return;
    setFlash(price > previous.current ? 'up' : 'down');
    previous.current = price;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);

  const open = isOpen(event, market);
  const pressed = slip.has(selection.id);
  const toggle = () =>
    slip.toggle({
      selectionId: selection.id,
      marketId: market.id,
      eventId: event.id,
      eventName: `${event.home} - ${event.away}`,
      marketName: market.name,
      selectionName: selection.name,
      price,
      live: event.status === 'live',
    });

  return (
    <Button
      data-testid={`price-${selection.id}`}
      data-price={price}
      data-flash={flash ?? undefined}
      aria-pressed={pressed}
      aria-label={`${selection.name} ${open ? formatOdds(price, format) : t('Suspended')}`}
      disabled={!open}
      onClick={toggle}
      size="sm"
      h="44px"
      minW="0"
      w="full"
      px="2"
      variant={pressed ? 'solid' : 'subtle'}
      colorPalette={pressed ? 'yellow' : 'gray'}
      bg={flash ? FLASH_BG[flash] : undefined}
      transition="background-color 1s ease-out"
      justifyContent="space-between"
      gap="1"
    >
      <Text as="span" fontSize="xs" truncate opacity={0.8}>
        {label}
      </Text>
      {open ? (
        <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {formatOdds(price, format)}
        </Text>
      ) : (
        <Box as="span" aria-hidden>
          🔒
        </Box>
      )}
    </Button>
  );
}
