import { useState } from 'react';
import { useT } from '@arena/i18n';
import { Button, HStack, Spinner, Stack, Text } from '@arena/ui';
import type { AccountApi } from '../account-api';
import { BetCard } from './BetCard';
import { useMyBets, type BetsTab } from './use-my-bets';

const TABS: { tab: BetsTab; label: string }[] = [
  { tab: 'open', label: 'Open' },
  { tab: 'settled', label: 'Settled' },
];

/** The player's sports bets, open and settled, with cash out (in the sportsbook and in the account area). */
export function SportsBets({ api }: { api: Pick<AccountApi, 'myBets' | 'cashOut' | 'autoCashOut'> }) {
  const t = useT();
  const [tab, setTab] = useState<BetsTab>('open');
  const bets = useMyBets(api, tab);
  return (
    <Stack gap="3" data-testid="sports-bets">
      <HStack gap="1" role="tablist" aria-label={t('My Bets')}>
        {TABS.map(({ tab: value, label }) => (
          <Button
            key={value}
            size="sm"
            flex="1"
            role="tab"
            aria-selected={tab === value}
            variant={tab === value ? 'solid' : 'outline'}
            colorPalette={tab === value ? 'yellow' : 'gray'}
            onClick={() => setTab(value)}
            data-testid={`bets-tab-${value}`}
          >
            {t(label)}
          </Button>
        ))}
      </HStack>
      {bets.failed && (
        <Stack align="flex-start" gap="2" role="alert" data-testid="bets-error">
          <Text color="arena.danger">{t('Your bets could not be loaded.')}</Text>
          <Button size="sm" variant="outline" onClick={bets.retry}>
            {t('Retry')}
          </Button>
        </Stack>
      )}
      {!bets.loading && !bets.failed && bets.items.length === 0 && (
        <Text color="arena.muted" data-testid="bets-empty">
          {tab === 'open' ? t('You have no open bets.') : t('You have no settled bets.')}
        </Text>
      )}
      {bets.items.map((bet) => (
        <BetCard key={bet.id} bet={bet} api={api} onUpdate={bets.update} />
      ))}
      {bets.loading && <Spinner color="arena.accent" alignSelf="center" aria-label={t('Loading...')} data-testid="bets-loading" />}
      {!bets.loading && bets.items.length < bets.total && (
        <Button size="sm" variant="outline" onClick={bets.loadMore} data-testid="bets-more">
          {t('Show more')}
        </Button>
      )}
    </Stack>
  );
}
