// The book's events by sport, status and name, with the liability of their worst selection.
import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Button, Field, Input, SimpleGrid, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_STATUSES, SPORT_IDS, type EventStatus, type OperatorSportsEventsQuery, type SportId } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime, money } from '../../../money';
import { sportsApi } from '../api/calls';
import { SelectField } from '../../../layout/SelectField';

export const STATUS_LABELS: Record<EventStatus, string> = { prematch: 'Pre-match', live: 'Live', ended: 'Ended', cancelled: 'Cancelled' };
/** sports by their ids, as the book keys them */
export const SPORT_OPTIONS = SPORT_IDS.map((sport) => ({ value: sport, label: sport }));
const STATUS_PALETTE: Record<EventStatus, string> = { prematch: 'blue', live: 'green', ended: 'gray', cancelled: 'red' };

export function EventList() {
  const [query, setQuery] = useState<OperatorSportsEventsQuery>({ status: 'live' });
  const load = useCallback(() => sportsApi.events(query), [query]);
  const { data, error, loading } = useLoad(load);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const q = fieldOf(form, 'q').trim();
    setQuery({
      sportId: (fieldOf(form, 'sport') || undefined) as SportId | undefined,
      status: (fieldOf(form, 'status') || undefined) as EventStatus | undefined,
      q: q.length >= 2 ? q : undefined,
    });
  };

  return (
    <>
      <form onSubmit={submit} role="search">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
          <SelectField label={t('Sport')} name="sport" any={t('All')} options={SPORT_OPTIONS} />
          <SelectField
            label={t('Status')}
            name="status"
            defaultValue="live"
            any={t('All')}
            options={EVENT_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
          />
          <Field.Root>
            <Field.Label>{t('Team or competition')}</Field.Label>
            <Input name="q" />
          </Field.Root>
          <Button type="submit">{t('Search')}</Button>
        </SimpleGrid>
      </form>
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No events.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Starts')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Event')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Competition')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Open bets')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Liability')}</Table.ColumnHeader>
          </>
        }
      >
        {(rows) =>
          rows.map((event) => (
            <Table.Row key={event.id}>
              <Table.Cell whiteSpace="nowrap">{dateTime(event.startsAt)}</Table.Cell>
              <Table.Cell>
                <RouterLink to={`/sportsbook/events/${event.id}`}>
                  {event.home} - {event.away}
                </RouterLink>
                {event.score && ` (${event.score.home}-${event.score.away})`}
              </Table.Cell>
              <Table.Cell>{t(event.competition)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[event.status]}>{t(STATUS_LABELS[event.status])}</Badge>{' '}
                {event.suspended && <Badge colorPalette="orange">{t('Suspended')}</Badge>}
              </Table.Cell>
              <Table.Cell textAlign="end">{event.openBets}</Table.Cell>
              <Table.Cell textAlign="end">{money(event.liability)}</Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </>
  );
}
