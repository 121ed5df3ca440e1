// The audit trail, searchable by operator, action (or its start: "withdrawal.") and date range.
import { Code, Heading, Stack, Table } from '@chakra-ui/react';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { useQueryLoad } from '../../../layout/useQueryLoad';
import { FilterBar } from '../../../layout/FilterBar';
import { dayStart, fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { dateTime } from '../../../money';
import { SealedRecords } from './SealedRecords';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

export function AuditPage() {
  const { setQuery, data, error, isFetching: loading } = useQueryLoad('audit', {}, api.audit);

  const submit = (form: HTMLFormElement) => {
    const text = (name: string) => fieldOf(form, name).trim() || undefined;
    setQuery({ operator: text('operator'), action: text('action'), from: dayStart(fieldOf(form, 'from')), to: dayStart(fieldOf(form, 'to'), true) });
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{t('Audit log')}</Heading>
      <SealedRecords />
      <FilterBar onApply={submit}>
        <TextField label={t('Operator')} name="operator" />
        <TextField label={t('Action')} name="action" placeholder="withdrawal." />
        <TextField label={t('From')} name="from" type="date" />
        <TextField label={t('To')} name="to" type="date" />
      </FilterBar>
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No entries.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Operator')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Subject')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('IP')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Before')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('After')}</Table.ColumnHeader>
          </>
        }
      >
        {(rows) =>
          rows.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{dateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell>{entry.operator}</Table.Cell>
              <Table.Cell>{entry.action}</Table.Cell>
              <Table.Cell>{entry.subject}</Table.Cell>
              <Table.Cell>{entry.ip ?? '—'}</Table.Cell>
              <Table.Cell>
                <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                  {show(entry.before)}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                  {show(entry.after)}
                </Code>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
