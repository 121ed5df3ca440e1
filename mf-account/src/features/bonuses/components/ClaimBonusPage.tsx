import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link, Spinner, Stack, Text } from '@arena/ui';
import type { BonusOffer, PlayerBonus } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { PageFrame, useApi } from '@arena/remote-kit';
import { LoadFailure } from '../../../components/LoadFailure';
import { BONUSES_KEY, BONUS_OFFERS_KEY } from '../hooks/bonus-queries';
import { OfferCard } from './OfferCard';

/** /dashboard/claim-bonus: the offers the player may claim now; a promotion links here with ?offer=<id> (and ?code=). */
export function ClaimBonusPage() {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const [params] = useSearchParams();
  const linked = Number(params.get('offer'));
  const queryClient = useQueryClient();
  const offers = useQuery({ queryKey: BONUS_OFFERS_KEY, queryFn: () => api.bonusOffers() });
  const [claimed, setClaimed] = useState<{ bonus: PlayerBonus; message: string } | null>(null);

  const claim = async (offer: BonusOffer, code: string | undefined) => {
    try {
      const reply = await api.claimBonus({ offerId: offer.id, ...(code !== undefined && { code }) });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      setClaimed({ bonus: reply.data, message: reply.message });
      // the offer is taken, and the player's bonuses have a new one
      void queryClient.invalidateQueries({ queryKey: BONUSES_KEY });
    } catch {
      // the api client has shown the server's message
    }
  };

  // a failed refresh shows the failure, not the answer before it
  const list = offers.isError ? undefined : offers.data;
  return (
    <PageFrame>
      {claimed && (
        <Box role="status" bg="green.900" borderRadius="md" p="3" mb="4" data-testid="claim-result">
          <Text>{claimed.message}</Text>
          {claimed.bonus.status === 'awaiting_deposit' && (
            <Link asChild color="arena.accent" fontWeight="semibold" mt="1">
              <RouterLink to="/dashboard/deposit" data-testid="claim-deposit">
                {t('Deposit now')}
              </RouterLink>
            </Link>
          )}
        </Box>
      )}
      {offers.isFetching && !list && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="offers-loading" />}
      {offers.isError && !offers.isFetching && (
        <LoadFailure message={t('Bonus offers could not be loaded.')} onRetry={() => void offers.refetch()} testId="offers-error" />
      )}
      {list?.length === 0 && (
        <Text color="arena.muted" data-testid="offers-empty">
          {t('There are no bonus offers for you right now.')}
        </Text>
      )}
      {list && list.length > 0 && (
        <Stack gap="3" data-testid="offers">
          {list.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              highlighted={offer.id === linked}
              initialCode={offer.id === linked ? (params.get('code') ?? '') : ''}
              onClaim={claim}
            />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
