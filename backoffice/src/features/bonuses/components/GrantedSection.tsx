// The bonuses players hold or held, by status and player; an open one can be forfeited with a reason
// (its bonus money is removed), and a campaign can be granted by hand.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { BONUS_STATUSES, type OperatorBonusesQuery, type OperatorGrantedBonus } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { useQueryLoad } from '../../../layout/useQueryLoad';
import { FilterBar } from '../../../layout/FilterBar';
import { fieldOf } from '../../../layout/form';
import { ReasonPrompt } from '../../../layout/ReasonPrompt';
import { SelectField } from '../../../layout/SelectField';
import { ErrorLine, LoadedTable, Notice } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { useSend } from '../../../layout/useSend';
import { useNotice } from '../../../layout/useNotice';
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
  const { busy, error, send } = useSend();
  const label = `${bonus.username} ${bonus.campaign}`;
  if (!asking)
    return (
      <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Forfeit {label}', { label })} onClick={() => setAsking(true)}>
        {t('Forfeit')}
      </Button>
    );
  return (
    <Stack gap="1">
      <ReasonPrompt
        label={label}
        confirm={t('Confirm forfeit')}
        busy={busy}
        onConfirm={(reason) => send(() => bonusesApi.forfeit(bonus.id, reason), onDone)}
        onCancel={() => setAsking(false)}
      />
      <ErrorLine text={error} />
    </Stack>
  );
}

export function GrantedSection() {
  const { setQuery, data, error, isFetching: loading, refetch: reload } = useQueryLoad('grantedBonuses', { status: 'active' }, bonusesApi.granted);
  const campaigns = useQuery({ queryKey: ['bonusCampaigns'], queryFn: () => bonusesApi.campaigns() });
  const { notice, done } = useNotice(reload);

  const filter = (form: HTMLFormElement) => {
    const status = fieldOf(form, 'status');
    const player = fieldOf(form, 'player').trim();
    setQuery({ ...(status && { status: status as OperatorBonusesQuery['status'] }), ...(player && { player }) });
  };

  return (
    <Stack gap="4">
      {campaigns.data && <GrantForm campaigns={campaigns.data} onGranted={() => void reload()} />}
      <FilterBar onApply={filter}>
        <SelectField
          label={t('Status')}
          name="status"
          defaultValue="active"
          any={t('All')}
          options={BONUS_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        />
        <TextField label={t('Player')} name="player" placeholder={t('Username or user code')} />
      </FilterBar>
      <Notice text={notice} />
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
              <Table.Cell>{isOpen(bonus) && <Forfeit bonus={bonus} onDone={done} />}</Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
