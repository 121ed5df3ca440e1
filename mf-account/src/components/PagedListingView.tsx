import type { ReactNode } from 'react';
import { Button, Spinner, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { PAGE_SIZE, type PagedListing } from '../hooks/use-paged-listing';
import { Pager } from './Pager';

/** A paged listing's states around its rows: loading, failure with Retry, empty, and the pager. */
export function PagedListingView<F, T>({
  listing,
  testId,
  failedText,
  emptyText,
  children,
}: {
  listing: PagedListing<F, T>;
  /** prefix of the states' test ids: `${testId}-loading`, `-error`, `-empty` */
  testId: string;
  /** translated */
  failedText: string;
  emptyText: string;
  /** the rows of the page */
  children: ReactNode;
}) {
  const t = useT();
  const { items, total, loading, failed, page } = listing;
  return (
    <>
      {loading && <Spinner color="arena.accent" data-testid={`${testId}-loading`} aria-label={t('Loading...')} />}
      {failed && (
        <Stack align="flex-start" gap="2" data-testid={`${testId}-error`} role="alert">
          <Text color="red.300">{failedText}</Text>
          <Button size="sm" variant="outline" onClick={listing.retry}>
            {t('Retry')}
          </Button>
        </Stack>
      )}
      {!loading && !failed && items.length === 0 && (
        <Text color="arena.muted" data-testid={`${testId}-empty`}>
          {emptyText}
        </Text>
      )}
      {items.length > 0 && (
        // the rows stay while the next page loads, dimmed
        <Stack gap="0" opacity={loading ? 0.6 : 1} aria-busy={loading}>
          {children}
          <Pager
            skip={page * PAGE_SIZE}
            shown={items.length}
            total={total}
            busy={loading}
            onPrevious={() => listing.goToPage(page - 1)}
            onNext={() => listing.goToPage(page + 1)}
          />
        </Stack>
      )}
    </>
  );
}
