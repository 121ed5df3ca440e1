import { useEffect, useRef, useState } from 'react';
import { Box, Button, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { formatOdds, type Market, type Selection, type SportEvent } from '@arena/contracts';
import { useBetSlip } from '../../betslip';
import { useOddsFormat } from '../../odds-format';

/** How long a changed price stays green (up) or red (down). */
export const FLASH_MS = 1000;

// dark enough that the button's texts keep their contrast (4.5:1) through the flash
const FLASH_BG = { up: 'green.900', down: 'red.900' } as const;

/** True when the book takes bets on the market now. */
const isOpen = (event: SportEvent, market: Market) => market.status === 'open' && (event.status === 'prematch' || event.status === 'live');

/** The lock of a price that takes no bets now (drawn, so it shows without an emoji font). */
function LockGlyph() {
  return (
    <Box as="span" aria-hidden data-testid="price-lock" display="inline-flex" position="relative">
      <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
        <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
      </svg>
    </Box>
  );
}

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
  // the colour stays after the flash ends, so the overlay fades out in it
  const [flash, setFlash] = useState<{ direction: 'up' | 'down'; on: boolean } | null>(null);

  useEffect(() => {
    if (price === previous.current) return;
    setFlash({ direction: price > previous.current ? 'up' : 'down', on: true });
    previous.current = price;
    const timer = setTimeout(() => setFlash((current) => current && { ...current, on: false }), FLASH_MS);
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
      data-flash={flash?.on ? flash.direction : undefined}
      aria-pressed={pressed}
      disabled={!open}
      onClick={toggle}
      size="sm"
      h="44px"
      minW="0"
      w="full"
      px="2"
      variant="subtle"
      colorPalette="gray"
      bg={pressed ? 'arena.accent' : undefined}
      color={pressed ? 'arena.bg' : undefined}
      _hover={pressed ? { bg: 'arena.accent' } : undefined}
      position="relative"
      overflow="hidden"
      justifyContent="space-between"
      gap="1"
    >
      {flash && (
        // on at once, then fading out over the flash's time
        <Box
          as="span"
          position="absolute"
          inset="0"
          bg={FLASH_BG[flash.direction]}
          opacity={flash.on ? 1 : 0}
          transition={flash.on ? 'none' : `opacity ${FLASH_MS}ms ease-out`}
          pointerEvents="none"
        />
      )}
      {/* the button's name is what it shows (a short label names its selection to a screen reader too) */}
      <Text as="span" fontSize="xs" truncate opacity={0.8} position="relative">
        {label}
        {label !== selection.name && <Text as="span" srOnly>{` ${selection.name}`}</Text>}
      </Text>{' '}
      {open ? (
        <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" position="relative">
          {formatOdds(price, format)}
        </Text>
      ) : (
        <>
          <LockGlyph />
          <Text as="span" srOnly>
            {t('Suspended')}
          </Text>
        </>
      )}
    </Button>
  );
}
