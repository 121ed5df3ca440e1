import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Heading, Spinner, Stack, Text } from '@arena/ui';
import { formatMoney, type PlayerBonus } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { PageFrame, useApi } from '@arena/remote-kit';
import { useBalanceNews } from '../hooks/use-balance-news';
import { BONUSES_KEY, MY_BONUSES_KEY } from '../hooks/bonus-queries';
import { BonusCard, PastBonusRow } from './BonusCard';
import { LoadFailure } from '../../../components/LoadFailure';

/** /dashboard/bonuses: the bonus balance, active bonuses with their wagering, and past bonuses. */
export function BonusesPage() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const bus = useBus();
  const queryClient = useQueryClient();
  const bonuses = useQuery({ queryKey: MY_BONUSES_KEY, queryFn: () => api.myBonuses() });
  // a bet moves the wagering; a completed bonus turns into cash
  const { refetch } = bonuses;
  useBalanceNews(useCallback(() => void refetch(), [refetch]));

  const forfeit = async (bonus: PlayerBonus) => {
    try {
      const reply = await api.forfeitBonus({ bonusId: bonus.id });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      // the bonus leaves the active ones, and its offer may be claimable again
      void queryClient.invalidateQueries({ queryKey: BONUSES_KEY });
      return true;
    } catch {
      // the api client has shown the server's message
      return false;
    }
  };

  // a failed refresh shows the failure, not the answer before it
  const mine = bonuses.isError ? undefined : bonuses.data;
  return (
    <PageFrame>
      {bonuses.isFetching && !mine && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="bonuses-loading" />}
      {bonuses.isError && !bonuses.isFetching && (
        <LoadFailure message={t('Bonuses could not be loaded.')} onRetry={() => void bonuses.refetch()} testId="bonuses-error" />
      )}
      {mine && (
        <Stack gap="6">
          <Flex bg="arena.surface" borderRadius="md" p="4" justify="space-between" align="center" data-testid="bonus-balance">
            <Text color="arena.muted">{t('Bonus balance')}</Text>
            <Text fontSize="xl" fontWeight="bold">
              {formatMoney(mine.bonusBalance, locale)}
            </Text>
          </Flex>
          <Stack as="section" gap="3" aria-labelledby="active-bonuses">
            <Heading as="h2" textStyle="sectionTitle" id="active-bonuses">
              {t('Active bonuses')}
            </Heading>
            {mine.active.length === 0 && (
              <Text color="arena.muted" data-testid="active-empty">
                {t('You have no active bonuses.')}
              </Text>
            )}
            {mine.active.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} onForfeit={forfeit} />
            ))}
          </Stack>
          <Stack as="section" gap="3" aria-labelledby="past-bonuses">
            <Heading as="h2" textStyle="sectionTitle" id="past-bonuses">
              {t('Past bonuses')}
            </Heading>
            {mine.past.length === 0 ? (
              <Text color="arena.muted" data-testid="past-empty">
                {t('No past bonuses.')}
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {mine.past.map((bonus) => (
                  <PastBonusRow key={bonus.id} bonus={bonus} />
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
}
