// The withdrawals queue: pending first; a pending one is approved (paid out) or rejected with a reason
// (the held funds go back to the player). The server applies the money rules and tells the player.
import { useCallback, useState } from 'react';
import { Badge, Button, HStack, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { RequestStatus, type OperatorWithdrawal } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime, money } from '../../../money';

const STATUS_LABELS: Partial<Record<RequestStatus, string>> = {
  [RequestStatus.Pending]: 'Pending',
  [RequestStatus.Confirmed]: 'Paid',
  [RequestStatus.Rejected]: 'Rejected',
  [RequestStatus.Cancelled]: 'Cancelled',
  [RequestStatus.Created]: 'Created',
};
const STATUS_PALETTE: Partial<Record<RequestStatus, string>> = {
  [RequestStatus.Pending]: 'yellow',
  [RequestStatus.Confirmed]: 'green',
  [RequestStatus.Rejected]: 'red',
};

function Decision({ withdrawal, onDone }: { withdrawal: OperatorWithdrawal; onDone: (message: string) => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = (call: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    call()
      .then(onDone, (failure: Error) => setError(failure.message))
      .finally(() => setBusy(false));
  };
  const label = `${withdrawal.username} ${money(withdrawal.amount)}`;
  return (
    <Stack gap="1">
      {rejecting ? (
        <HStack>
          <Input
            size="sm"
            aria-label={t('Reason for {label}', { label })}
            placeholder={t('Reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            disabled={reason.trim().length < 3}
            onClick={() => run(() => api.rejectWithdrawal(withdrawal.id, reason.trim()))}
          >
            {t('Confirm rejection')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
            {t('Cancel')}
          </Button>
        </HStack>
      ) : (
        <HStack>
          <Button
            size="sm"
            colorPalette="green"
            loading={busy}
            aria-label={t('Approve {label}', { label })}
            onClick={() => run(() => api.approveWithdrawal(withdrawal.id))}
          >
            {t('Approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Reject {label}', { label })} onClick={() => setRejecting(true)}>
            {t('Reject')}
          </Button>
        </HStack>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function WithdrawalsPage() {
  const [status, setStatus] = useState<RequestStatus | undefined>(RequestStatus.Pending);
  const load = useCallback(() => api.withdrawals(status), [status]);
  const { data, error, loading, reload } = useLoad(load);
  const [notice, setNotice] = useState<string>();

  return (
    <Stack gap="4">
      <Heading size="lg">{t('Withdrawals')}</Heading>
      <NativeSelect.Root maxW="240px">
        <NativeSelect.Field
          aria-label={t('Status')}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value={RequestStatus.Pending}>{t('Pending')}</option>
          <option value={RequestStatus.Confirmed}>{t('Paid')}</option>
          <option value={RequestStatus.Rejected}>{t('Rejected')}</option>
          <option value="">{t('All')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No withdrawals.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Method')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Details')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(rows) =>
          rows.map((withdrawal) => (
            <Table.Row key={withdrawal.id}>
              <Table.Cell>{dateTime(withdrawal.createdAt)}</Table.Cell>
              <Table.Cell>{withdrawal.username}</Table.Cell>
              <Table.Cell>{withdrawal.method}</Table.Cell>
              <Table.Cell fontSize="xs">
                {Object.entries(withdrawal.detail)
                  .filter(([key]) => key !== 'Amount')
                  .map(([key, value]) => `${key}: ${value}`)
                  .join(' · ')}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(withdrawal.amount)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[withdrawal.status] ?? 'gray'}>{t(STATUS_LABELS[withdrawal.status] ?? 'Unknown')}</Badge>
              </Table.Cell>
              <Table.Cell>
                {withdrawal.status === RequestStatus.Pending && (
                  <Decision
                    withdrawal={withdrawal}
                    onDone={(message) => {
                      setNotice(message);
                      void reload();
                    }}
                  />
                )}
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
