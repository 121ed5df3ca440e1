import { FormSelect } from '@arena/forms';
import { TransactionType } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { DayRangeFilterForm } from '../../../components/DayRangeFilterForm';
import type { ActivityFilter } from '../hooks/use-financial-activities';

const TYPE_OPTIONS = [
  { value: TransactionType.All, label: 'All' },
  { value: TransactionType.Deposit, label: 'Deposit' },
  { value: TransactionType.Withdraw, label: 'Withdraw' },
];

/** Transaction type and date range; the list follows on Filter. */
export function ActivityFilterForm({ filter, onApply }: { filter: ActivityFilter; onApply: (filter: ActivityFilter) => void }) {
  const t = useT();
  const type = <FormSelect name="type" label={t('Transaction Type')} numeric options={TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} />;
  return <DayRangeFilterForm filter={filter} onApply={onApply} days={['from', 'to']} leading={{ field: type, width: '220px' }} testId="activities-filter" />;
}
