// A queue of deposit or withdrawal requests, open ones first, narrowed by status, method, player and
// dates. A pending withdrawal is decided in its row; one above the review threshold is marked so.
import { useCallback, useState } from 'react';
import { Badge, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { RequestStatus, type OperatorPaymentQueueQuery } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { FilterBar } from '../../../layout/FilterBar';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime, money } from '../../../money';
import { paymentsApi, type QueueKind } from '../api/calls';
import { Decision } from './Decision';
import { STATUS_LABELS, STATUS_PALETTE } from './statuses';

/** a date field (the operator's calendar day) as the instant the day starts; `after`: the next day's */
const dayStart = (day: string, after = false): string | undefined => {
  if (!day) return undefined;
  const start = new Date(`${day}T00:00`);
  if (after) start.setDate(start.getDate() + 1);
  return start.toISOString();
};

function Filters({ kind, onApply }: { kind: QueueKind; onApply: (query: OperatorPaymentQueueQuery) => void }) {
  const methods = useLoad(paymentsApi.methods);
  const submit = (form: HTMLFormElement) => {
    const status = fieldOf(form, 'status');
    const method = fieldOf(form, 'method');
    const player = fieldOf(form, 'player').trim();
    onApply({
      ...(status && { status: Number(status) }),
      ...(method && { method: Number(method) }),
      ...(player && { player }),
      ...(fieldOf(form, 'from') && { from: dayStart(fieldOf(form, 'from')) }),
      ...(fieldOf(form, 'to') && { to: dayStart(fieldOf(form, 'to'), true) }),
    });
  };
  const offered = (methods.data ?? []).filter((method) => (kind === 'deposits' ? method.depositFields : method.withdrawFields) !== null);
  return (
    <FilterBar onApply={submit}>
      <Field.Root w={{ base: 'full', sm: '160px' }}>
        <Field.Label>{t('Status')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="status" defaultValue={RequestStatus.Pending}>
            <option value={RequestStatus.Pending}>{t('Pending')}</option>
            {kind === 'deposits' && <option value={RequestStatus.Created}>{t('Created')}</option>}
            <option value={RequestStatus.Confirmed}>{t('Paid')}</option>
            <option value={RequestStatus.Rejected}>{t('Rejected')}</option>
            {kind === 'deposits' && <option value={RequestStatus.Cancelled}>{t('Cancelled')}</option>}
            <option value="">{t('All')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '180px' }}>
        <Field.Label>{t('Method')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="method" defaultValue="">
            <option value="">{t('All')}</option>
            {offered.map((method) => (
              <option key={method.id} value={method.id}>
                {method.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '180px' }}>
        <Field.Label>{t('Player')}</Field.Label>
        <Input name="player" placeholder={t('Username or ID')} maxLength={50} />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '160px' }}>
        <Field.Label>{t('From')}</Field.Label>
        <Input name="from" type="date" />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '160px' }}>
        <Field.Label>{t('To')}</Field.Label>
        <Input name="to" type="date" />
      </Field.Root>
    </FilterBar>
  );
}

export function PaymentQueue({ kind }: { kind: QueueKind }) {
  const [query, setQuery] = useState<OperatorPaymentQueueQuery>({ status: RequestStatus.Pending });
  const load = useCallback(() => paymentsApi.queue(kind, query), [kind, query]);
  const { data, error, loading, reload } = useLoad(load);
  const [notice, setNotice] = useState<string>();
  return (
    <Stack gap="4">
      <Filters kind={kind} onApply={setQuery} />
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      <LoadedTable
        load={{ data, error, loading }}
        empty={kind === 'deposits' ? t('No deposits.') : t('No withdrawals.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Method')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Details')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            {kind === 'withdrawals' && <Table.ColumnHeader />}
          </>
        }
      >
        {(rows) =>
          rows.map((request) => (
            <Table.Row key={request.id}>
              <Table.Cell>{dateTime(request.createdAt)}</Table.Cell>
              <Table.Cell>{request.username}</Table.Cell>
              <Table.Cell>{request.method}</Table.Cell>
              <Table.Cell fontSize="xs">
                {Object.entries(request.detail)
                  .filter(([key]) => key !== 'Amount')
                  .map(([key, value]) => `${key}: ${value}`)
                  .join(' · ')}
                {request.reason && ` · ${t('Reason')}: ${request.reason}`}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(request.amount)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" flexWrap="wrap">
                  <Badge colorPalette={STATUS_PALETTE[request.status] ?? 'gray'}>{t(STATUS_LABELS[request.status] ?? 'Unknown')}</Badge>
                  {request.review && <Badge colorPalette="orange">{t('Review')}</Badge>}
                </HStack>
              </Table.Cell>
              {kind === 'withdrawals' && (
                <Table.Cell>
                  {request.status === RequestStatus.Pending && (
                    <Decision
                      withdrawal={request}
                      onDone={(message) => {
                        setNotice(message);
                        void reload();
                      }}
                    />
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
