// The bet search: by player (username or user code), event, status and the day range they were placed in.
import { Badge, Table, Text } from '@chakra-ui/react';
import { BET_STATUSES, type BetStatus } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { useQueryLoad } from '../../../layout/useQueryLoad';
import { FilterBar } from '../../../layout/FilterBar';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { LoadedTable } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { dateTime, money } from '../../../money';
import { sportsApi } from '../api/calls';
import { odds } from './odds';

const STATUS_LABELS: Record<BetStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost', void: 'Void', 'cashed-out': 'Cashed out' };

const DAY_MS = 86_400_000;
/** a date input's day as a UTC day, as the reports count them: its start, or with `end` the next day's start */
const utcDay = (day: string, end = false) => (day ? new Date(Date.parse(`${day}T00:00:00Z`) + (end ? DAY_MS : 0)).toISOString() : undefined);

export function BetSearch() {
  const { setQuery, data, error, isFetching: loading } = useQueryLoad('sportsBets', {}, sportsApi.bets);

  const submit = (form: HTMLFormElement) => {
    const player = fieldOf(form, 'player').trim();
    const eventId = Number(fieldOf(form, 'eventId'));
    setQuery({
      player: player.length >= 2 ? player : undefined,
      eventId: Number.isInteger(eventId) && eventId > 0 ? eventId : undefined,
      status: (fieldOf(form, 'status') || undefined) as BetStatus | undefined,
      from: utcDay(fieldOf(form, 'from')),
      to: utcDay(fieldOf(form, 'to'), true),
    });
  };

  return (
    <>
      <FilterBar onApply={submit}>
        <TextField label={t('Player')} name="player" placeholder="A0000012" />
        <TextField label={t('Event ID')} name="eventId" inputMode="numeric" />
        <SelectField
          label={t('Status')}
          name="status"
          any={t('All')}
          options={BET_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        />
        <TextField label={t('From (UTC)')} name="from" type="date" />
        <TextField label={t('To (UTC)')} name="to" type="date" />
      </FilterBar>
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No bets.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Placed')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Selections')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Stake')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Odds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Potential payout')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
          </>
        }
      >
        {(rows) =>
          rows.map((bet) => (
            <Table.Row key={bet.id}>
              <Table.Cell whiteSpace="nowrap">{dateTime(bet.placedAt)}</Table.Cell>
              <Table.Cell>{bet.username}</Table.Cell>
              <Table.Cell>
                {bet.legs.map((leg, i) => (
                  <Text key={i} fontSize="xs">
                    {leg.eventName} · {leg.marketName}: {leg.selectionName} @ {odds(leg.price)}
                  </Text>
                ))}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(bet.placedStake)}</Table.Cell>
              <Table.Cell textAlign="end">{odds(bet.price)}</Table.Cell>
              <Table.Cell textAlign="end">{money(bet.potentialPayout)}</Table.Cell>
              <Table.Cell>
                <Badge>{t(STATUS_LABELS[bet.status])}</Badge>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </>
  );
}
