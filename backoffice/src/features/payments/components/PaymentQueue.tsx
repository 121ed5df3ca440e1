// A queue of deposit or withdrawal requests, open ones first, narrowed by status, method, player and
// dates. A pending withdrawal is decided in its row; one above the review threshold is marked so.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, HStack, Stack, Table } from '@chakra-ui/react';
import { RequestStatus, type OperatorPaymentQueueQuery } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { useQueryLoad } from '../../../layout/useQueryLoad';
import { FilterBar } from '../../../layout/FilterBar';
import { dayStart, fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { LoadedTable, Notice } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { useNotice } from '../../../layout/useNotice';
import { dateTime, money } from '../../../money';
import { paymentsApi, type QueueKind } from '../api/calls';
import { Decision } from './Decision';
import { STATUS_LABELS, STATUS_PALETTE } from './statuses';

function Filters({ kind, onApply }: { kind: QueueKind; onApply: (query: OperatorPaymentQueueQuery) => void }) {
  const methods = useQuery({ queryKey: ['paymentMethods'], queryFn: () => paymentsApi.methods() });
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
  const statuses = [
    { value: RequestStatus.Pending, label: 'Pending' },
    ...(kind === 'deposits' ? [{ value: RequestStatus.Created, label: 'Created' }] : []),
    { value: RequestStatus.Confirmed, label: 'Paid' },
    { value: RequestStatus.Rejected, label: 'Rejected' },
    ...(kind === 'deposits' ? [{ value: RequestStatus.Cancelled, label: 'Cancelled' }] : []),
  ];
  return (
    <FilterBar onApply={submit}>
      <SelectField
        label={t('Status')}
        name="status"
        defaultValue={String(RequestStatus.Pending)}
        options={[...statuses.map(({ value, label }) => ({ value: String(value), label: t(label) })), { value: '', label: t('All') }]}
      />
      <SelectField label={t('Method')} name="method" any={t('All')} options={offered.map((method) => ({ value: String(method.id), label: method.name }))} />
      <TextField label={t('Player')} name="player" placeholder={t('Username or ID')} maxLength={50} />
      <TextField label={t('From')} name="from" type="date" />
      <TextField label={t('To')} name="to" type="date" />
    </FilterBar>
  );
}

export function PaymentQueue({ kind }: { kind: QueueKind }) {
  const queue = useCallback((query: OperatorPaymentQueueQuery) => paymentsApi.queue(kind, query), [kind]);
  const { setQuery, data, error, isFetching: loading, refetch: reload } = useQueryLoad(`paymentQueue:${kind}`, { status: RequestStatus.Pending }, queue);
  const { notice, done } = useNotice(reload);
  return (
    <Stack gap="4">
      <Filters kind={kind} onApply={setQuery} />
      <Notice text={notice} />
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
              {kind === 'withdrawals' && <Table.Cell>{request.status === RequestStatus.Pending && <Decision withdrawal={request} onDone={done} />}</Table.Cell>}
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
