import { Button, Spinner, Stack, Text } from '@arena/ui';
import { PageFrame } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { PAGE_SIZE, useFinancialActivities } from '../hooks/use-financial-activities';
import { useIsMobile } from '@arena/ui';
import { ActivityFilterForm } from './ActivityFilterForm';
import { ActivityCards, ActivityTable } from './ActivityList';
import { ActivityPager } from './ActivityPager';

export function FinancialActivitiesPage() {
  const t = useT();
  const mobile = useIsMobile();
  const view = useFinancialActivities();
  const { items, total, loading, failed, page } = view;
  return (
    <PageFrame>
      <ActivityFilterForm filter={view.filter} onApply={view.applyFilter} />
      {loading && <Spinner color="arena.accent" data-testid="activities-loading" aria-label={t('Loading...')} />}
      {failed && (
        <Stack align="flex-start" gap="2" data-testid="activities-error" role="alert">
          <Text color="red.300">{t('Transactions could not be loaded.')}</Text>
          <Button size="sm" variant="outline" onClick={view.retry}>
            {t('Retry')}
          </Button>
        </Stack>
      )}
      {!loading && !failed && items.length === 0 && (
        <Text color="arena.muted" data-testid="activities-empty">
          {t('No transactions found')}
        </Text>
      )}
      {items.length > 0 && (
        // the rows stay while the next page loads, dimmed
        <Stack gap="0" opacity={loading ? 0.6 : 1} aria-busy={loading}>
          {mobile ? <ActivityCards items={items} /> : <ActivityTable items={items} />}
          <ActivityPager
            skip={page * PAGE_SIZE}
            shown={items.length}
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
