import { Button, Spinner, Stack, Text } from '@arena/ui';
import { PageFrame } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { ActivityPager } from '../../financial-activities';
import { PAGE_SIZE, useGameHistory } from '../hooks/use-game-history';
import { GameHistoryFilterForm } from './GameHistoryFilterForm';
import { RoundList } from './RoundList';

export function GameHistoryPage() {
  const t = useT();
  const view = useGameHistory();
  const { rounds, total, loading, failed, page } = view;
  return (
    <PageFrame>
      <GameHistoryFilterForm filter={view.filter} onApply={view.applyFilter} />
      {loading && <Spinner color="arena.accent" data-testid="game-history-loading" aria-label={t('Loading...')} />}
      {failed && (
        <Stack align="flex-start" gap="2" data-testid="game-history-error" role="alert">
          <Text color="red.300">{t('Game rounds could not be loaded.')}</Text>
          <Button size="sm" variant="outline" onClick={view.retry}>
            {t('Retry')}
          </Button>
        </Stack>
      )}
      {!loading && !failed && rounds.length === 0 && (
        <Text color="arena.muted" data-testid="game-history-empty">
          {t('No game rounds found')}
        </Text>
      )}
      {rounds.length > 0 && (
        // the rounds stay while the next page loads, dimmed
        <Stack gap="0" opacity={loading ? 0.6 : 1} aria-busy={loading}>
          <RoundList rounds={rounds} />
          <ActivityPager
            skip={page * PAGE_SIZE}
            shown={rounds.length}
            total={total}
            busy={loading}
            onPrevious={() => view.goToPage(page - 1)}
            onNext={() => view.goToPage(page + 1)}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
