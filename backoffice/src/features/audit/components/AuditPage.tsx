// The audit trail, searchable by operator, action (or its start: "withdrawal.") and date range.
import { useCallback, useState, type FormEvent } from 'react';
import { Button, Code, Field, Heading, Input, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import type { OperatorAuditQuery } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime } from '../../../money';
import { fieldOf } from '../../../layout/form';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** a date input's day → the ISO instant its (local) midnight is; `after` → the next midnight */
const dayBound = (day: string, after = false) => {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
};

export function AuditPage() {
  const [query, setQuery] = useState<OperatorAuditQuery>({});
  const load = useCallback(() => api.audit(query), [query]);
  const { data, error, loading } = useLoad(load);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => fieldOf(form, name).trim() || undefined;
    setQuery({ operator: text('operator'), action: text('action'), from: dayBound(text('from') ?? ''), to: dayBound(text('to') ?? '', true) });
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{t('Audit log')}</Heading>
      <form onSubmit={submit} role="search">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t('Operator')}</Field.Label>
            <Input name="operator" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('Action')}</Field.Label>
            <Input name="action" placeholder="withdrawal." />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('From')}</Field.Label>
            <Input name="from" type="date" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('To')}</Field.Label>
            <Input name="to" type="date" />
          </Field.Root>
          <Button type="submit">{t('Search')}</Button>
        </SimpleGrid>
      </form>
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
