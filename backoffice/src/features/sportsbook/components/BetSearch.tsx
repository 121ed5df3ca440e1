// The bet search: by player (username or user code), event, status and the day range they were placed in.
import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Button, Field, Input, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { BET_STATUSES, type BetStatus, type OperatorSportsBetsQuery } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime, money } from '../../../money';
import { sportsApi } from '../api/calls';
import { odds } from './odds';
import { SelectField } from '../../../layout/SelectField';

const STATUS_LABELS: Record<BetStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost', void: 'Void', 'cashed-out': 'Cashed out' };

const DAY_MS = 86_400_000;
/** a date input's day as a UTC day, as the reports count them: its start, or with `end` the next day's start */
const utcDay = (day: string, end = false) => (day ? new Date(Date.parse(`${day}T00:00:00Z`) + (end ? DAY_MS : 0)).toISOString() : undefined);

export function BetSearch() {
  const [query, setQuery] = useState<OperatorSportsBetsQuery>({});
  const load = useCallback(() => sportsApi.bets(query), [query]);
  const { data, error, loading } = useLoad(load);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
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
      <form onSubmit={submit} role="search">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t('Player')}</Field.Label>
            <Input name="player" placeholder="A0000012" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('Event ID')}</Field.Label>
            <Input name="eventId" inputMode="numeric" />
          </Field.Root>
          <SelectField
            label={t('Status')}
            name="status"
            any={t('All')}
            options={BET_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
          />
          <Field.Root>
            <Field.Label>{t('From (UTC)')}</Field.Label>
            <Input name="from" type="date" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('To (UTC)')}</Field.Label>
            <Input name="to" type="date" />
          </Field.Root>
          <Button type="submit">{t('Search')}</Button>
        </SimpleGrid>
      </form>
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
