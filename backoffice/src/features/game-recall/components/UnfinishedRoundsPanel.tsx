// The money held in rounds not finished yet (GLI-19 interrupted games), on the dashboard: the total, per
// game, and the rounds with when each one is completed or voided by its published rule.
import { useQuery } from '@tanstack/react-query';
import { Box, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { UnfinishedRound } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import { dateTime, money } from '../../../money';
import { gameRecallApi } from '../api/calls';

const RESOLUTION: Record<UnfinishedRound['resolution'], string> = {
  stand: 'Stood',
  void: 'Voided, stake refunded',
  settle: 'Settled at the result',
  recover: 'Settled at the next start',
};

export function UnfinishedRoundsPanel() {
  const { data, error, isFetching: loading } = useQuery({ queryKey: ['unfinished-rounds'], queryFn: () => gameRecallApi.unfinished() });
  return (
    <Stack as="section" gap="3" aria-labelledby="unfinished-heading" data-testid="unfinished-rounds">
      <Heading size="md" id="unfinished-heading">
        {t('Unfinished rounds')}
      </Heading>
      {data && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Box borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="sm" color="fg.muted">
              {t('Money held')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="unfinished-held">
              {money(data.held)}
            </Text>
          </Box>
          {data.games.slice(0, 5).map((game) => (
            <Box key={game.gameCode} borderWidth="1px" borderRadius="md" p="3" data-testid={`unfinished-game-${game.gameCode}`}>
              <Text fontSize="sm" color="fg.muted">
                {game.game}
              </Text>
              <Text fontSize="lg" fontWeight="semibold">
                {money(game.held)}
              </Text>
              <Text fontSize="xs">{t('{count} rounds', { count: game.rounds })}</Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <LoadedTable
        load={{ data: data?.rounds, error, loading }}
        empty={t('No round is unfinished.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Started')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Game')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Round')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Held')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Ends')}</Table.ColumnHeader>
          </>
        }
      >
        {(rounds) =>
          rounds.map((round) => (
            <Table.Row key={`${round.userId}-${round.roundId}`} data-testid={`unfinished-${round.roundId}`}>
              <Table.Cell whiteSpace="nowrap">{dateTime(round.startedAt)}</Table.Cell>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={`/players/${round.userId}`}>{round.usercode}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{round.game}</Table.Cell>
              <Table.Cell fontSize="xs">{round.roundId}</Table.Cell>
              <Table.Cell textAlign="end">{money(round.held)}</Table.Cell>
              <Table.Cell fontSize="sm">
                {t(RESOLUTION[round.resolution])}
                {round.resolvesAt && ` · ${dateTime(round.resolvesAt)}`}
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
