import { DayRangeFilterForm } from '../../../components/DayRangeFilterForm';
import type { GameHistoryFilter } from '../hooks/use-game-history';

/** The date range of the rounds; the list follows on Filter. */
export function GameHistoryFilterForm({ filter, onApply }: { filter: GameHistoryFilter; onApply: (filter: GameHistoryFilter) => void }) {
  return <DayRangeFilterForm filter={filter} onApply={onApply} days={['startDate', 'endDate']} testId="game-history-filter" />;
}
