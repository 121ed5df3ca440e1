import type { ReactNode } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';

/** The server's game art is 4:3 landscape (400 × 300). */
export const GAME_ART_WIDTH = 400;
export const GAME_ART_HEIGHT = 300;

export interface GameCardProps {
  name: string;
  /** the studio's display name; none while it is not known (never its code) */
  provider?: string;
  image?: string | null;
  /** the first row: fetched at once and first (LCP); the rest load lazily as they scroll in */
  eager?: boolean;
  onOpen: () => void;
  /** drawn over the art's corner, outside the open button (e.g. the favourite toggle) */
  action?: ReactNode;
  testId?: string;
}

/** One game in a lobby or a home widget: art, name and studio; the whole card opens the game. */
export function GameCard({ name, provider, image, eager = false, onOpen, action, testId }: GameCardProps) {
  return (
    <Box position="relative" data-testid={testId} borderRadius="md" overflow="hidden" bg="arena.surface">
      <chakra.button
        type="button"
        onClick={onOpen}
        display="block"
        w="full"
        textAlign="start"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'arena.accent' }}
      >
        <Box aspectRatio="4 / 3" bg="arena.raised">
          {image && (
            // plain attributes: Chakra would read width/height as style props, and the browser needs
            // the intrinsic size to reserve the art's box before it arrives
            <img
              src={image}
              alt=""
              width={GAME_ART_WIDTH}
              height={GAME_ART_HEIGHT}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={eager ? 'high' : 'auto'}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
        <Box px="2" py="1.5">
          <Text fontSize="sm" fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="arena.muted" truncate>
            {/* an unnamed studio keeps the line, so the cards of a row stay one height */}
            {provider ?? '\u00a0'}
          </Text>
        </Box>
      </chakra.button>
      {action && (
        <Box position="absolute" top="1" right="1">
          {action}
        </Box>
      )}
    </Box>
  );
}

/**
 * A card's place while its game is loading: same size, no content. It pulses only while the load is
 * under way (`loading`): a rail still waiting to near the viewport keeps a still placeholder, because
 * a pulse that never ends keeps the page repainting (about 40 % of a core on the home page).
 */
export function GameCardSkeleton({ loading = true }: { loading?: boolean }) {
  return (
    <Box borderRadius="md" overflow="hidden" bg="arena.surface" data-testid="game-card-skeleton" data-loading={loading} aria-hidden>
      <Box aspectRatio="4 / 3" bg="arena.raised" animation={loading ? 'pulse' : undefined} />
      <Box px="2" py="1.5">
        <Box h="4" w="70%" bg="arena.raised" borderRadius="sm" />
        <Box h="3" w="40%" mt="1.5" bg="arena.raised" borderRadius="sm" />
      </Box>
    </Box>
  );
}
