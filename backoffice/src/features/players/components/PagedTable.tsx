// A tab's table loaded a page at a time, with the page's place among all rows and the way to the next.
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { Button, HStack, Text } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import type { Page } from '../api/calls';

export const PAGE_SIZE = 20;

export function PagedTable<T>({
  queryKey,
  load,
  empty,
  columns,
  children,
}: {
  /** what the table lists (the page is added to it) */
  queryKey: QueryKey;
  /** one page: its rows and how many there are in all */
  load: (page: Page) => Promise<{ rows: T[]; total: number }>;
  empty: string;
  columns: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const [skip, setSkip] = useState(0);
  // the page shown stays while the next one loads
  const {
    data,
    error,
    isFetching: loading,
  } = useQuery({ queryKey: [...queryKey, skip], queryFn: () => load({ skip, take: PAGE_SIZE }), placeholderData: keepPreviousData });
  const total = data?.total ?? 0;
  return (
    <>
      <LoadedTable load={{ data: data?.rows, error, loading }} empty={empty} columns={columns}>
        {children}
      </LoadedTable>
      {total > PAGE_SIZE && (
        <HStack justify="flex-end" mt="2">
          <Text fontSize="sm">{t('{from}–{to} of {total}', { from: skip + 1, to: Math.min(skip + PAGE_SIZE, total), total })}</Text>
          <Button size="xs" variant="outline" disabled={skip === 0 || loading} onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}>
            {t('Previous')}
          </Button>
          <Button size="xs" variant="outline" disabled={skip + PAGE_SIZE >= total || loading} onClick={() => setSkip(skip + PAGE_SIZE)}>
            {t('Next')}
          </Button>
        </HStack>
      )}
    </>
  );
}
