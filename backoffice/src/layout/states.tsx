import type { ReactNode } from 'react';
import { Alert, Center, Spinner, Table, Text } from '@chakra-ui/react';
import { t } from '../i18n/texts';

export const Loading = () => (
  <Center py="10">
    <Spinner aria-label={t('Loading...')} />
  </Center>
);

export const Failure = ({ message }: { message: string }) => (
  <Alert.Root status="error" my="3">
    <Alert.Indicator />
    <Alert.Title>{message}</Alert.Title>
  </Alert.Root>
);

/** what the server said after an action went through, when there is something to say */
export const Notice = ({ text }: { text?: string }) =>
  text ? (
    <Text role="status" color="fg.success">
      {text}
    </Text>
  ) : null;

/** a row action's refusal, next to the row */
export const ErrorLine = ({ text }: { text?: string }) =>
  text ? (
    <Text color="fg.error" fontSize="sm" role="alert">
      {text}
    </Text>
  ) : null;

export const Empty = ({ text }: { text: string }) => (
  <Text color="fg.muted" py="6">
    {text}
  </Text>
);

/**
 * A loaded list as a table: the spinner until the first answer, the failure, the empty text (when
 * given; otherwise an empty table), or the rows under their column headers.
 */
export function LoadedTable<T>({
  load: { data, error, loading },
  empty,
  columns,
  children,
}: {
  load: { data?: T[]; error?: Error | null; loading: boolean };
  empty?: string;
  /** the header row's cells */
  columns: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <>
      {loading && !data && <Loading />}
      {error && <Failure message={error.message} />}
      {empty !== undefined && data?.length === 0 && <Empty text={empty} />}
      {data && (empty === undefined || data.length > 0) && (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>{columns}</Table.Row>
            </Table.Header>
            <Table.Body>{children(data)}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
