// The hash chains the ledger and the audit trail are sealed into (docs/architecture.md, "Sealed
// records"), verified when the panel opens: each chain intact or what broke it, the head hash to
// publish, and the chain as CSV for a regulator.
import { Badge, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { SealedJournal } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import { recordsApi } from '../api/calls';

const JOURNAL_NAMES: Record<SealedJournal, string> = { ledger: 'Ledger', operator_audit: 'Audit log' };

export function SealedRecords() {
  const { data, error, isFetching: loading } = useQuery({ queryKey: ['record-chains'], queryFn: () => recordsApi.chains() });
  return (
    <Stack gap="3">
      <Heading size="md">{t('Sealed records')}</Heading>
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No entries.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Journal')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Chain')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Sealed')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Not sealed yet')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Head hash')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(chains) =>
          chains.map((chain) => (
            <Table.Row key={chain.journal}>
              <Table.Cell>{t(JOURNAL_NAMES[chain.journal])}</Table.Cell>
              <Table.Cell>
                {chain.problems.length === 0 ? (
                  <Badge colorPalette="green">{t('Intact')}</Badge>
                ) : (
                  <Stack gap="1">
                    <Badge colorPalette="red">{t('Broken')}</Badge>
                    {chain.problems.map((problem) => (
                      <Text key={problem} fontSize="xs" color="red.600">
                        {problem}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Cell>
              <Table.Cell>{chain.sealed}</Table.Cell>
              <Table.Cell>{chain.unsealed}</Table.Cell>
              <Table.Cell>
                <Code fontSize="xs" wordBreak="break-all">
                  {chain.headHash}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <HStack>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void recordsApi.downloadChain(chain.journal)}
                    aria-label={t('Download {table} as CSV', { table: t(JOURNAL_NAMES[chain.journal]) })}
                  >
                    {t('CSV')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
