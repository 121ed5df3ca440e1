// The player's activity as tabs: the ledger, game rounds (casino and Arena Originals) and sports bets a
// page at a time, sessions and devices, bonuses, limits and exclusions (as the player set them), notes.
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, NativeSelect, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { operatorMay, type OperatorPlayer } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { Empty, ErrorLine, Failure, LoadedTable, Loading, Notice } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { useSession } from '../../../session/SessionProvider';
import { dateTime, money } from '../../../money';
import { playersApi, type Page } from '../api/calls';
import { Notes } from './Notes';
import { PagedTable } from './PagedTable';

/** Processing 1, Completed 2, Cancelled 3, Expired 4 */
const ROUND_STATUS = ['', 'Processing', 'Completed', 'Cancelled', 'Expired'];

function Ledger({ userId }: { userId: number }) {
  const load = useCallback(
    async (page: Page) => {
      const { items, total } = await playersApi.ledger(userId, page);
      return { rows: items, total };
    },
    [userId],
  );
  return (
    <PagedTable
      queryKey={['player', userId, 'ledger']}
      load={load}
      empty={t('No movements yet.')}
      columns={
        <>
          <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Type')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Description')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
        </>
      }
    >
      {(rows) =>
        rows.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>{dateTime(line.createdAt)}</Table.Cell>
            <Table.Cell>{t(line.kind)}</Table.Cell>
            <Table.Cell>{line.description}</Table.Cell>
            <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
          </Table.Row>
        ))
      }
    </PagedTable>
  );
}

function Rounds({ userId }: { userId: number }) {
  const load = useCallback(
    async (page: Page) => {
      const { rounds, total } = await playersApi.rounds(userId, page);
      return { rows: rounds, total };
    },
    [userId],
  );
  return (
    <PagedTable
      queryKey={['player', userId, 'rounds']}
      load={load}
      empty={t('No game rounds yet.')}
      columns={
        <>
          <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Game')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Provider')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Round')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('Bet')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('Win')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
        </>
      }
    >
      {(rows) =>
        rows.map((round) => (
          <Table.Row key={`${round.providerName}:${round.roundId}`}>
            <Table.Cell>{dateTime(round.date)}</Table.Cell>
            <Table.Cell>{round.game}</Table.Cell>
            <Table.Cell>{round.providerName}</Table.Cell>
            <Table.Cell fontSize="xs">{round.roundId}</Table.Cell>
            <Table.Cell textAlign="end">{money(round.bet)}</Table.Cell>
            <Table.Cell textAlign="end">{money(round.win)}</Table.Cell>
            <Table.Cell>{t(ROUND_STATUS[round.status])}</Table.Cell>
          </Table.Row>
        ))
      }
    </PagedTable>
  );
}

function Bets({ userId }: { userId: number }) {
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const load = useCallback(
    async (page: Page) => {
      const { items, total } = await playersApi.bets(userId, status, page);
      return { rows: items, total };
    },
    [userId, status],
  );
  return (
    <Stack gap="3">
      <NativeSelect.Root maxW="200px">
        <NativeSelect.Field aria-label={t('Bets')} value={status} onChange={(event) => setStatus(event.target.value === 'settled' ? 'settled' : 'open')}>
          <option value="open">{t('Open bets')}</option>
          <option value="settled">{t('Settled bets')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <PagedTable
        key={status}
        queryKey={['player', userId, 'bets', status]}
        load={load}
        empty={t('No bets.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Placed')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Selections')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Stake')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Odds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Payout')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
          </>
        }
      >
        {(rows) =>
          rows.map((bet) => (
            <Table.Row key={bet.id}>
              <Table.Cell>{dateTime(bet.placedAt)}</Table.Cell>
              <Table.Cell>{bet.legs.length}</Table.Cell>
              <Table.Cell textAlign="end">{money(bet.stake)}</Table.Cell>
              <Table.Cell textAlign="end">{(bet.price / 100).toFixed(2)}</Table.Cell>
              <Table.Cell textAlign="end">{bet.payout === null ? '—' : money(bet.payout)}</Table.Cell>
              <Table.Cell>{t(bet.status)}</Table.Cell>
            </Table.Row>
          ))
        }
      </PagedTable>
    </Stack>
  );
}

function Bonuses({ userId }: { userId: number }) {
  const bonuses = useQuery({
    queryKey: ['player', userId, 'bonuses'],
    queryFn: async () => {
      const { active, past } = await playersApi.bonuses(userId);
      return [...active, ...past];
    },
  });
  return (
    <LoadedTable
      load={{ data: bonuses.data, error: bonuses.error, loading: bonuses.isFetching }}
      empty={t('No bonuses.')}
      columns={
        <>
          <Table.ColumnHeader>{t('Granted')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Bonus')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('Left')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('Wagered')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
        </>
      }
    >
      {(rows) =>
        rows.map((bonus) => (
          <Table.Row key={bonus.id}>
            <Table.Cell>{dateTime(bonus.createdAt)}</Table.Cell>
            <Table.Cell>{bonus.title}</Table.Cell>
            <Table.Cell textAlign="end">{money(bonus.amount)}</Table.Cell>
            <Table.Cell textAlign="end">{money(bonus.balance)}</Table.Cell>
            <Table.Cell textAlign="end">
              {money(bonus.wagered)} / {money(bonus.wageringRequired)}
            </Table.Cell>
            <Table.Cell>{t(bonus.status)}</Table.Cell>
          </Table.Row>
        ))
      }
    </LoadedTable>
  );
}

/**
 * A self-exclusion past its period that the licence lifts only on request: a risk operator records the
 * player's request to return (the server refuses it while the period runs), and the account reopens after
 * the licence's cooling-off.
 */
function AskedToReturn({ userId, onDone }: { userId: number; onDone: (message: string) => void }) {
  const { operator } = useSession();
  const { busy, error, send } = useSend();
  if (!operator || !operatorMay(operator.role, 'playerLock')) return null;
  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" loading={busy} onClick={() => send(() => playersApi.liftSelfExclusion(userId), onDone)}>
        {t('The player asked to return')}
      </Button>
      <ErrorLine text={error} />
    </Stack>
  );
}

function Protection({ userId }: { userId: number }) {
  const { data, error, isFetching: loading, refetch } = useQuery({ queryKey: ['player', userId, 'protection'], queryFn: () => playersApi.protection(userId) });
  const { notice, done } = useNotice(refetch);
  if (loading && !data) return <Loading />;
  if (error || !data) return <Failure message={error?.message ?? ''} />;
  const exclusion = data.exclusion;
  return (
    <Stack gap="3">
      <Notice text={notice} />
      <Box>
        {exclusion ? (
          <Badge colorPalette="red">
            {t(exclusion.kind)} · {t('until {date}', { date: dateTime(exclusion.until) })}
            {exclusion.reopensAt && ` · ${t('reopens on {date}', { date: dateTime(exclusion.reopensAt) })}`}
          </Badge>
        ) : (
          <Text>{t('No exclusion in force.')}</Text>
        )}
      </Box>
      {exclusion?.awaitingReturn && (
        <Stack gap="1">
          <Text>{t('The period has ended; the account stays closed until the player asks to return.')}</Text>
          <AskedToReturn userId={userId} onDone={done} />
        </Stack>
      )}
      <Text>
        {t('Reality check')}: {data.realityCheckMinutes === null ? t('off') : t('every {minutes} minutes', { minutes: data.realityCheckMinutes })}
      </Text>
      {data.limits.length === 0 ? (
        <Empty text={t('No limits set.')} />
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Limit')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Period')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Used')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Pending change')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.limits.map((limit) => {
                // a session limit is minutes, the others minor units
                const shown = (value: number) => (limit.kind === 'session' ? t('{minutes} min', { minutes: value }) : money(value));
                return (
                  <Table.Row key={`${limit.kind}:${limit.period}`}>
                    <Table.Cell>{t(limit.kind)}</Table.Cell>
                    <Table.Cell>{t(limit.period)}</Table.Cell>
                    <Table.Cell textAlign="end">{shown(limit.amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{shown(limit.used)}</Table.Cell>
                    <Table.Cell>
                      {limit.pending
                        ? t('{amount} from {date}', {
                            amount: limit.pending.amount === null ? t('removed') : shown(limit.pending.amount),
                            date: dateTime(limit.pending.effectiveAt),
                          })
                        : '—'}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function Sessions({ sessions }: { sessions: OperatorPlayer['sessions'] }) {
  if (sessions.length === 0) return <Empty text={t('No sessions yet.')} />;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Started')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Last seen')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('IP')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Device')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Fingerprint')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sessions.map((session) => (
            <Table.Row key={session.id}>
              <Table.Cell>{dateTime(session.createdAt)}</Table.Cell>
              <Table.Cell>{dateTime(session.lastSeenAt)}</Table.Cell>
              <Table.Cell>{session.ip}</Table.Cell>
              <Table.Cell maxW="280px" truncate title={session.userAgent}>
                {session.userAgent}
              </Table.Cell>
              <Table.Cell>{session.fingerprint ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function ActivityTabs({ profile, onNoteAdded }: { profile: OperatorPlayer; onNoteAdded: () => void }) {
  const userId = profile.player.id;
  return (
    <Tabs.Root defaultValue="ledger" lazyMount unmountOnExit>
      <Tabs.List flexWrap="wrap">
        <Tabs.Trigger value="ledger">{t('Ledger')}</Tabs.Trigger>
        <Tabs.Trigger value="sessions">{t('Sessions and devices')}</Tabs.Trigger>
        <Tabs.Trigger value="rounds">{t('Game rounds')}</Tabs.Trigger>
        <Tabs.Trigger value="bets">{t('Sports bets')}</Tabs.Trigger>
        <Tabs.Trigger value="bonuses">{t('Bonuses')}</Tabs.Trigger>
        <Tabs.Trigger value="protection">{t('Limits and exclusions')}</Tabs.Trigger>
        <Tabs.Trigger value="notes">{t('Notes')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="ledger">
        <Ledger userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="sessions">
        <Sessions sessions={profile.sessions} />
      </Tabs.Content>
      <Tabs.Content value="rounds">
        <Rounds userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="bets">
        <Bets userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="bonuses">
        <Bonuses userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="protection">
        <Protection userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="notes">
        <Notes userId={userId} notes={profile.notes} onDone={onNoteAdded} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
