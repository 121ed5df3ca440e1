import { PageFrame } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { PagedListingView } from '../../../components/PagedListingView';
import { useGameHistory } from '../hooks/use-game-history';
import { GameHistoryFilterForm } from './GameHistoryFilterForm';
import { GameRecall } from './GameRecall';
import { RoundList } from './RoundList';

export function GameHistoryPage() {
  const t = useT();
  const listing = useGameHistory();
  return (
    <PageFrame>
      <GameRecall />
      <GameHistoryFilterForm filter={listing.filter} onApply={listing.applyFilter} />
      <PagedListingView listing={listing} testId="game-history" failedText={t('Game rounds could not be loaded.')} emptyText={t('No game rounds found')}>
        <RoundList rounds={listing.items} />
      </PagedListingView>
    </PageFrame>
  );
}
