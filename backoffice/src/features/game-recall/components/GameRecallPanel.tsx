// The player page's game recall (GLI-19 game recall): pick a game, see its last 10 rounds as they were
// played, from the server's records. Opening it is recorded in the audit trail by the server.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Field, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { RecallOutcome } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { Failure, LoadedTable } from '../../../layout/states';
import { dateTime, money } from '../../../money';
import { gameRecallApi } from '../api/calls';
import { screenText } from './screen-text';

const OUTCOME: Record<RecallOutcome, { label: string; palette: string }> = {
  win: { label: 'Won', palette: 'green' },
  push: { label: 'Stake returned', palette: 'blue' },
  loss: { label: 'Lost', palette: 'gray' },
  void: { label: 'Void', palette: 'red' },
  open: { label: 'Not finished', palette: 'yellow' },
};

function Recall({ userId }: { userId: number }) {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const {
    data,
    error,
    isFetching: loading,
  } = useQuery({
    queryKey: ['player-recall', userId, picked ?? null],
    queryFn: () => gameRecallApi.recall(userId, picked),
    placeholderData: (previous) => previous,
  });
  return (
    <Stack gap="3">
      {data && data.games.length > 0 && (
        <Field.Root maxW="sm">
          <Field.Label htmlFor={`recall-game-${userId}`}>{t('Game')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={`recall-game-${userId}`} value={data.gameCode ?? ''} onChange={(event) => setPicked(event.target.value)}>
              {data.games.map((game) => (
                <option key={game.gameCode} value={game.gameCode}>
                  {game.game}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {error && !data && <Failure message={error.message} />}
      <LoadedTable
        load={{ data: data?.rounds, error: data ? error : null, loading }}
        empty={t('No game rounds.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Started')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Round')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Outcome')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Stake')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Payout')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Balance before')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Balance after')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Screen')}</Table.ColumnHeader>
          </>
        }
      >
        {(rounds) =>
          rounds.map((round) => (
            <Table.Row key={round.roundId} data-testid={`recall-${round.roundId}`}>
              <Table.Cell whiteSpace="nowrap">{dateTime(round.startedAt)}</Table.Cell>
              <Table.Cell fontSize="xs">{round.roundId}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={OUTCOME[round.outcome].palette}>{t(OUTCOME[round.outcome].label)}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{money(round.stake)}</Table.Cell>
              <Table.Cell textAlign="end">{money(round.payout)}</Table.Cell>
              <Table.Cell textAlign="end">{round.balanceBefore === null ? '–' : money(round.balanceBefore)}</Table.Cell>
              <Table.Cell textAlign="end">{round.balanceAfter === null ? '–' : money(round.balanceAfter)}</Table.Cell>
              <Table.Cell fontSize="sm">{screenText(round.screen)}</Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}

/** Closed until asked for: opening it is a look at the player's play, which the audit trail records. */
export function GameRecallPanel({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" aria-labelledby="game-recall-heading">
      <Stack direction="row" justify="space-between" align="center" mb={open ? 3 : 0}>
        <Heading size="md" id="game-recall-heading">
          {t('Game recall')}
        </Heading>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {open ? t('Close') : t('Show the last 10 rounds')}
        </Button>
      </Stack>
      {open ? (
        <Recall userId={userId} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('A game’s last rounds as they were played, from the records.')}
        </Text>
      )}
    </Box>
  );
}
