import { Box, Heading, Stack, Text } from '@arena/ui';
import type { RemoteDialogProps } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { ApiError } from '@arena/api-client';
import { LoadFailed } from '../../remote-data';
import { usePromotion } from '../hooks/usePromotions';
import { CmsHtml } from '../../cms-html';
import { ClaimBonusLink } from './ClaimBonusLink';

/** The detail art (images[1]) is 16:9. */
const DETAIL_ART = { width: 960, height: 540 };

function PromotionDetail({ slug }: { slug: string }) {
  const t = useT();
  const promotion = usePromotion(slug);
  if (promotion.isPending) {
    return (
      <Stack gap="4" aria-busy="true" data-testid="promotion-loading">
        <Box aspectRatio="16 / 9" bg="arena.raised" borderRadius="md" animation="pulse" />
        <Box h="6" w="60%" bg="arena.raised" borderRadius="sm" />
      </Stack>
    );
  }
  if (promotion.isError) {
    return promotion.error instanceof ApiError && promotion.error.status === 404 ? (
      <Text color="arena.muted" textAlign="center" py="16" data-testid="promotion-not-found">
        {t('This promotion is no longer available.')}
      </Text>
    ) : (
      <LoadFailed onRetry={() => void promotion.refetch()} testId="promotion-failed" />
    );
  }
  const { data } = promotion;
  return (
    <Stack gap="4" data-testid="promotion-detail">
      <Box aspectRatio="16 / 9" bg="arena.raised" borderRadius="md" overflow="hidden">
        <img
          src={data.images[1]?.url}
          alt=""
          width={DETAIL_ART.width}
          height={DETAIL_ART.height}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Heading as="h2" textStyle="sectionTitle" data-testid="promotion-title">
        {data.title}
      </Heading>
      {data.bonusOfferId && <ClaimBonusLink offerId={data.bonusOfferId} size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} />}
      <CmsHtml html={data.description} testId="promotion-description" />
    </Stack>
  );
}

/** The promotion detail dialog's body: second image, title, HTML description; opened with `{ slug }`. */
export function PromotionDialog({ props }: RemoteDialogProps) {
  const t = useT();
  const slug = typeof props.slug === 'string' ? props.slug : null;
  if (!slug) {
    return (
      <Text color="arena.muted" textAlign="center" py="16" data-testid="promotion-not-found">
        {t('This promotion is no longer available.')}
      </Text>
    );
  }
  return <PromotionDetail slug={slug} />;
}
