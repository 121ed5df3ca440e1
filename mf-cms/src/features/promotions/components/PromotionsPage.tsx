import { PageFrame } from '@arena/remote-kit';
import { SimpleGrid, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { LoadFailed } from '../../remote-data';
import { usePromotionLink } from '../hooks/usePromotionLink';
import { usePromotions } from '../hooks/usePromotions';
import { PromotionCard, PromotionCardSkeleton } from './PromotionCard';

const COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

/** The first row's art is fetched at once (the page's LCP), the rest lazily. */
const EAGER_CARDS = 4;

/** /promotions: a grid of the promotions; a card (or a deep link) opens its detail dialog. */
export function PromotionsPage() {
  const t = useT();
  const promotions = usePromotions();
  const openPromotion = usePromotionLink();
  return (
    <PageFrame>
      {promotions.isError && <LoadFailed onRetry={() => void promotions.refetch()} testId="promotions-failed" />}
      {promotions.isSuccess && promotions.data.length === 0 && (
        <Text color="arena.muted" textAlign="center" py="16" data-testid="promotions-empty">
          {t('There are no promotions right now.')}
        </Text>
      )}
      {!promotions.isError && (
        <SimpleGrid as="ul" columns={COLUMNS} gap="4" listStyleType="none" data-testid="promotions-grid">
          {promotions.isPending
            ? Array.from({ length: EAGER_CARDS }, (_, i) => (
                <li key={i}>
                  <PromotionCardSkeleton />
                </li>
              ))
            : promotions.data.map((promotion, i) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} eager={i < EAGER_CARDS} onOpen={() => openPromotion(promotion.slug)} />
                </li>
              ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
