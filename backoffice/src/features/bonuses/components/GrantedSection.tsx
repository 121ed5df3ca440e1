// The bonuses players hold or held, by status and player; an open one can be forfeited with a reason
// (its bonus money is removed), and a campaign can be granted by hand.
import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { BONUS_STATUSES, type OperatorBonusesQuery, type OperatorGrantedBonus } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime, money } from '../../../money';
import { bonusesApi } from '../api/calls';
import { kindLabel } from './CampaignForm';
import { GrantForm } from './GrantForm';

const STATUS_LABELS: Record<OperatorGrantedBonus['status'], string> = {
  awaiting_deposit: 'Awaiting deposit',
  active: 'Active',
  completed: 'Completed',
  expired: 'Expired',
  forfeited: 'Forfeited',
};
const STATUS_PALETTE: Partial<Record<OperatorGrantedBonus['status'], string>> = { active: 'green', awaiting_deposit: 'yellow', forfeited: 'red' };
const isOpen = (bonus: OperatorGrantedBonus) => bonus.status === 'active' || bonus.status === 'awaiting_deposit';

function Forfeit({ bonus, onDone }: { bonus: OperatorGrantedBonus; onDone: (message: string) => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const label = `${bonus.username} ${bonus.campaign}`;
  if (!asking)
    return (
      <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Forfeit {label}', { label })} onClick={() => setAsking(true)}>
        {t('Forfeit')}
      </Button>
    );
  return (
    <Stack gap="1">
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
          onClick={() => {
            setBusy(true);
            setError(undefined);
            bonusesApi
              .forfeit(bonus.id, reason.trim())
              .then(onDone, (failure: Error) => setError(failure.message))
              .finally(() => setBusy(false));
          }}
        >
          {t('Confirm forfeit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
          {t('Cancel')}
        </Button>
      </HStack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function GrantedSection() {
  const [query, setQuery] = useState<OperatorBonusesQuery>({ status: 'active' });
  const load = useCallback(() => bonusesApi.granted(query), [query]);
  const { data, error, loading, reload } = useLoad(load);
  const campaigns = useLoad(useCallback(() => bonusesApi.campaigns(), []));
  const [notice, setNotice] = useState<string>();

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const status = fieldOf(form, 'status');
    const player = fieldOf(form, 'player').trim();
    setQuery({ ...(status && { status: status as OperatorBonusesQuery['status'] }), ...(player && { player }) });
  };

  return (
    <Stack gap="4">
      {campaigns.data && <GrantForm campaigns={campaigns.data} onGranted={() => void reload()} />}
      <form onSubmit={filter} role="search">
        <HStack wrap="wrap" gap="3">
          <NativeSelect.Root maxW="220px">
            <NativeSelect.Field name="status" aria-label={t('Status')} defaultValue="active">
              <option value="">{t('All')}</option>
              {BONUS_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(STATUS_LABELS[status])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input name="player" aria-label={t('Player')} placeholder={t('Username or user code')} maxW="240px" />
          <Button type="submit">{t('Search')}</Button>
        </HStack>
      </form>
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No bonuses found.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Wagering')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(bonuses) =>
          bonuses.map((bonus) => (
            <Table.Row key={bonus.id}>
              <Table.Cell>{dateTime(bonus.createdAt)}</Table.Cell>
              <Table.Cell>
                {bonus.username}
                <Text fontSize="xs" color="fg.muted">
                  #{bonus.userId}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {bonus.campaign}
                <Text fontSize="xs" color="fg.muted">
                  {kindLabel(bonus.kind)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{money(bonus.amount)}</Table.Cell>
              <Table.Cell fontSize="xs">
                {money(bonus.wagered)} / {money(bonus.wageringRequired)}
                {bonus.expiresAt && isOpen(bonus) && <Text color="fg.muted">{t('expires {date}', { date: dateTime(bonus.expiresAt) })}</Text>}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[bonus.status] ?? 'gray'}>{t(STATUS_LABELS[bonus.status])}</Badge>
              </Table.Cell>
              <Table.Cell>
                {isOpen(bonus) && (
                  <Forfeit
                    bonus={bonus}
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
