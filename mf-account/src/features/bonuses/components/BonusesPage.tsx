import { useCallback } from 'react';
import { Flex, Heading, Spinner, Stack, Text } from '@arena/ui';
import { formatMoney, type PlayerBonus } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { PageFrame, useApi } from '@arena/remote-kit';
import { useBalanceNews } from '../hooks/use-balance-news';
import { useFetched } from '../../../hooks/use-fetched';
import { BonusCard, PastBonusRow } from './BonusCard';
import { LoadFailure } from '../../../components/LoadFailure';

/** /dashboard/bonuses: the bonus balance, active bonuses with their wagering, and past bonuses. */
export function BonusesPage() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const bus = useBus();
  const bonuses = useFetched(useCallback(() => api.myBonuses(), [api]));
  // a bet moves the wagering; a completed bonus turns into cash
  useBalanceNews(bonuses.refresh);

  const forfeit = async (bonus: PlayerBonus) => {
    try {
      const reply = await api.forfeitBonus({ bonusId: bonus.id });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      bonuses.refresh();
      return true;
    } catch {
      // the api client has shown the server's message
      return false;
    }
  };

  const mine = bonuses.value;
  return (
    <PageFrame>
      {bonuses.loading && !mine && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="bonuses-loading" />}
      {bonuses.failed && <LoadFailure message={t('Bonuses could not be loaded.')} onRetry={bonuses.refresh} testId="bonuses-error" />}
      {mine && (
        <Stack gap="6">
          <Flex bg="arena.surface" borderRadius="md" p="4" justify="space-between" align="center" data-testid="bonus-balance">
            <Text color="arena.muted">{t('Bonus balance')}</Text>
            <Text fontSize="xl" fontWeight="bold">
              {formatMoney(mine.bonusBalance, locale)}
            </Text>
          </Flex>
          <Stack as="section" gap="3" aria-labelledby="active-bonuses">
            <Heading as="h2" size="md" id="active-bonuses">
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
            <Heading as="h2" size="md" id="past-bonuses">
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
