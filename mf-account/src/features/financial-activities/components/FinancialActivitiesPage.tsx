import { useIsMobile } from '@arena/ui';
import { PageFrame } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { PagedListingView } from '../../../components/PagedListingView';
import { useFinancialActivities } from '../hooks/use-financial-activities';
import { ActivityFilterForm } from './ActivityFilterForm';
import { ActivityCards, ActivityTable } from './ActivityList';

export function FinancialActivitiesPage() {
  const t = useT();
  const mobile = useIsMobile();
  const listing = useFinancialActivities();
  return (
    <PageFrame>
      <ActivityFilterForm filter={listing.filter} onApply={listing.applyFilter} />
      <PagedListingView listing={listing} testId="activities" failedText={t('Transactions could not be loaded.')} emptyText={t('No transactions found')}>
        {mobile ? <ActivityCards items={listing.items} /> : <ActivityTable items={listing.items} />}
      </PagedListingView>
    </PageFrame>
  );
}
