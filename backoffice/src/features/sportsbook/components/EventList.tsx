// The book's events by sport, status and name, with the liability of their worst selection.
import { Badge, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_STATUSES, SPORT_IDS, type EventStatus, type SportId } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { useQueryLoad } from '../../../layout/useQueryLoad';
import { FilterBar } from '../../../layout/FilterBar';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { LoadedTable } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { dateTime, money } from '../../../money';
import { sportsApi } from '../api/calls';

export const STATUS_LABELS: Record<EventStatus, string> = { prematch: 'Pre-match', live: 'Live', ended: 'Ended', cancelled: 'Cancelled' };
/** sports by their ids, as the book keys them */
export const SPORT_OPTIONS = SPORT_IDS.map((sport) => ({ value: sport, label: sport }));
const STATUS_PALETTE: Record<EventStatus, string> = { prematch: 'blue', live: 'green', ended: 'gray', cancelled: 'red' };

export function EventList() {
  const { setQuery, data, error, isFetching: loading } = useQueryLoad('sportsEvents', { status: 'live' }, sportsApi.events);

  const submit = (form: HTMLFormElement) => {
    const q = fieldOf(form, 'q').trim();
    setQuery({
      sportId: (fieldOf(form, 'sport') || undefined) as SportId | undefined,
      status: (fieldOf(form, 'status') || undefined) as EventStatus | undefined,
      q: q.length >= 2 ? q : undefined,
    });
  };

  return (
    <>
      <FilterBar onApply={submit}>
        <SelectField label={t('Sport')} name="sport" any={t('All')} options={SPORT_OPTIONS} />
        <SelectField
          label={t('Status')}
          name="status"
          defaultValue="live"
          any={t('All')}
          options={EVENT_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        />
        <TextField label={t('Team or competition')} name="q" />
      </FilterBar>
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
