// One event for the trading desk: its markets with prices (and fair prices), the margin in force, the
// liability per selection; holding or releasing the event or a market (with a reason, audited); for an
// event under way the feed never settled, entering its result (its bets are paid); and for an ended
// event, correcting its result, which re-settles its bets. Both ask for a confirmation first.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Field, HStack, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { OperatorSportsEventDetail, OperatorSportsResult, OperatorSportsSuspend } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure, Loading } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { dateTime, money } from '../../../money';
import { sportsApi } from '../api/calls';
import { STATUS_LABELS } from './EventList';
import { odds, percent } from './odds';
import { Outcome } from './Outcome';

/** "1-0, 2-1" → [[1, 0], [2, 1]]; undefined when it is not that shape */
function parsePeriods(text: string): [number, number][] | undefined {
  if (text.trim() === '') return [];
  const periods = text.split(',').map((part) => /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(part));
  if (periods.some((match) => !match)) return undefined;
  return periods.map((match) => [Number(match![1]), Number(match![2])]);
}

/** the result form's two uses: the first result of an event the feed never settled, or a correction */
const RESULT_MODES = {
  enter: {
    title: 'Enter the result',
    submit: 'Settle with this result',
    ask: 'Settle every open market and pay the bets on {score}?',
    confirm: 'Confirm and settle',
    call: sportsApi.enterResult,
  },
  correct: {
    title: 'Correct the result',
    submit: 'Correct and re-settle',
    ask: 'Re-settle the bets on {score}? Payouts are paid or taken back.',
    confirm: 'Confirm and re-settle',
    call: sportsApi.correctResult,
  },
} as const;

function ResultForm({ eventId, mode, onDone }: { eventId: number; mode: keyof typeof RESULT_MODES; onDone: (message: string) => void }) {
  const texts = RESULT_MODES[mode];
  const [failure, setFailure] = useState<string>();
  const [asking, setAsking] = useState<OperatorSportsResult>();
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const periods = parsePeriods(fieldOf(form, 'periods'));
    const reason = fieldOf(form, 'reason').trim();
    const [home, away] = [Number(fieldOf(form, 'home')), Number(fieldOf(form, 'away'))];
    if (!periods || !Number.isInteger(home) || !Number.isInteger(away) || reason.length < 3) {
      setFailure(t('Enter the score, the periods as 1-0, 2-1 and a reason.'));
      return;
    }
    setFailure(undefined);
    setAsking({ eventId, home, away, periods, reason });
  };
  const confirm = (result: OperatorSportsResult) => {
    setBusy(true);
    texts
      .call(result)
      .then(onDone, (refusal: Error) => setFailure(refusal.message))
      .finally(() => {
        setBusy(false);
        setAsking(undefined);
      });
  };
  return (
    <form onSubmit={submit} aria-label={t(texts.title)}>
      <Heading size="md" mb="2">
        {t(texts.title)}
      </Heading>
      <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3" alignItems="end">
        <TextField label={t('Home')} name="home" inputMode="numeric" />
        <TextField label={t('Away')} name="away" inputMode="numeric" />
        <TextField label={t('Periods')} name="periods" placeholder="1-0, 1-1" />
        <TextField label={t('Reason')} name="reason" />
        <Button type="submit" colorPalette="orange" disabled={asking !== undefined}>
          {t(texts.submit)}
        </Button>
      </SimpleGrid>
      {asking && (
        <HStack mt="3" wrap="wrap" role="group" aria-label={t('Confirmation')}>
          <Text>{t(texts.ask, { score: `${asking.home}-${asking.away}` })}</Text>
          <Button size="sm" colorPalette="red" loading={busy} onClick={() => confirm(asking)}>
            {t(texts.confirm)}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAsking(undefined)}>
            {t('Cancel')}
          </Button>
        </HStack>
      )}
      {failure && (
        <Text role="alert" color="fg.error" mt="2">
          {failure}
        </Text>
      )}
    </form>
  );
}

function Markets({ detail, hold }: { detail: OperatorSportsEventDetail; hold: (change: Omit<OperatorSportsSuspend, 'reason'>) => void }) {
  const open = detail.event.status === 'prematch' || detail.event.status === 'live';
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Market')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Selection')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Odds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Fair odds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Open bets')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Liability')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail.markets.flatMap((market) => [
            <Table.Row key={market.id} bg="bg.subtle">
              <Table.Cell colSpan={6}>
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">
                    {market.name} · {t('margin')} {percent(market.marginBp)}
                  </Text>
                  <HStack>
                    <Badge colorPalette={market.status === 'open' ? 'green' : 'orange'}>{t(market.status)}</Badge>
                    {open && (market.status === 'open' || market.status === 'suspended') && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t(market.suspended ? 'Resume {market}' : 'Suspend {market}', { market: market.name })}
                        onClick={() => hold({ eventId: detail.event.id, marketId: market.id, suspended: !market.suspended })}
                      >
                        {t(market.suspended ? 'Resume' : 'Suspend')}
                      </Button>
                    )}
                  </HStack>
                </HStack>
              </Table.Cell>
            </Table.Row>,
            ...market.selections.map((selection) => (
              <Table.Row key={`${market.id}:${selection.id}`}>
                <Table.Cell />
                <Table.Cell>
                  {selection.name} {selection.result && <Badge>{t(selection.result)}</Badge>}
                </Table.Cell>
                <Table.Cell textAlign="end">{odds(selection.price)}</Table.Cell>
                <Table.Cell textAlign="end">{odds(selection.fairPrice)}</Table.Cell>
                <Table.Cell textAlign="end">{selection.openBets}</Table.Cell>
                <Table.Cell textAlign="end">{money(selection.liability)}</Table.Cell>
              </Table.Row>
            )),
          ])}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function EventPage() {
  const id = Number(useParams().id);
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['sportsEvent', id], queryFn: () => sportsApi.event(id) });
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const done = (message: string) => {
    setNotice(message);
    setFailure(undefined);
    void reload();
  };
  const hold = (change: Omit<OperatorSportsSuspend, 'reason'>) => {
    if (reason.trim().length < 3) {
      setFailure(t('Give a reason first (at least 3 characters).'));
      return;
    }
    sportsApi.suspend({ ...change, reason: reason.trim() }).then(done, (refusal: Error) => setFailure(refusal.message));
  };

  if (loading && !data) return <Loading />;
  if (!data) return <Failure message={error?.message ?? t('Not found')} />;
  const { event } = data;
  const open = event.status === 'prematch' || event.status === 'live';
  return (
    <Stack gap="4">
      <RouterLink to="/sportsbook">← {t('Sportsbook')}</RouterLink>
      <Heading size="lg">
        {event.home} - {event.away}
        {event.score && ` ${event.score.home}-${event.score.away}`}
      </Heading>
      <HStack wrap="wrap">
        <Text>
          {t(event.competition)} · {dateTime(event.startsAt)}
        </Text>
        <Badge>{t(STATUS_LABELS[event.status])}</Badge>
        {event.suspended && <Badge colorPalette="orange">{t('Suspended')}</Badge>}
        <Text>{t('Worst liability: {amount}', { amount: money(event.liability) })}</Text>
      </HStack>
      {error && <Failure message={error.message} />}
      {open && (
        <HStack wrap="wrap" align="end">
          <Field.Root maxW="md">
            <Field.Label>{t('Reason for a suspension or a resumption')}</Field.Label>
            <Input value={reason} onChange={(change) => setReason(change.target.value)} />
          </Field.Root>
          <Button colorPalette={event.suspended ? 'green' : 'orange'} onClick={() => hold({ eventId: event.id, suspended: !event.suspended })}>
            {t(event.suspended ? 'Resume the event' : 'Suspend the event')}
          </Button>
        </HStack>
      )}
      <Outcome notice={notice} failure={failure} />
      <Markets detail={data} hold={hold} />
      {event.status === 'ended' && <ResultForm key="correct" eventId={event.id} mode="correct" onDone={done} />}
      {open && Date.parse(event.startsAt) <= Date.now() && <ResultForm key="enter" eventId={event.id} mode="enter" onDone={done} />}
    </Stack>
  );
}
