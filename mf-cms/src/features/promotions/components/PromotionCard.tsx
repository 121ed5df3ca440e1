import type { Promotion } from '@arena/contracts';
import { Box, Text, chakra } from '@arena/ui';
import { ClaimBonusLink } from './ClaimBonusLink';

/** The promotion card's art is 4:3 (images[0]). */
const CARD_ART = { width: 600, height: 450 };

/** The card opens the promotion's detail; one that advertises a bonus campaign also leads straight to claiming it. */
export function PromotionCard({ promotion, eager, onOpen }: { promotion: Promotion; eager: boolean; onOpen: () => void }) {
  return (
    <Box bg="arena.surface" borderRadius="md" overflow="hidden" h="full" display="flex" flexDirection="column">
      <PromotionSummary promotion={promotion} eager={eager} onOpen={onOpen} />
      {promotion.bonusOfferId && (
        <Box px="3" pb="3" mt="auto">
          <ClaimBonusLink offerId={promotion.bonusOfferId} size="sm" w="full" />
        </Box>
      )}
    </Box>
  );
}

function PromotionSummary({ promotion, eager, onOpen }: { promotion: Promotion; eager: boolean; onOpen: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      display="block"
      w="full"
      textAlign="start"
      cursor="pointer"
      _hover={{ bg: 'arena.raised' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'arena.accent' }}
      data-testid="promotion-card"
    >
      <Box aspectRatio="4 / 3" bg="arena.raised">
        <img
          src={promotion.images[0]?.url}
          alt=""
          width={CARD_ART.width}
          height={CARD_ART.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Box p="3">
        <Text fontWeight="bold" lineClamp={2}>
          {promotion.title}
        </Text>
        <Text fontSize="sm" color="arena.muted" lineClamp={3} mt="1">
          {promotion.summary}
        </Text>
      </Box>
    </chakra.button>
  );
}

/** A card's place while the promotions load. */
export function PromotionCardSkeleton() {
  return (
    <Box bg="arena.surface" borderRadius="md" overflow="hidden" aria-hidden data-testid="promotion-skeleton">
      <Box aspectRatio="4 / 3" bg="arena.raised" animation="pulse" />
      <Box p="3">
        <Box h="4" w="70%" bg="arena.raised" borderRadius="sm" />
        <Box h="3" w="90%" mt="2" bg="arena.raised" borderRadius="sm" />
      </Box>
    </Box>
  );
}
