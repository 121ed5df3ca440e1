import { useState } from 'react';
import { Badge, Box, Field, Grid, Heading, NativeSelect, Spinner, Stack, Text } from '@arena/ui';
import { SUPPLIER_ROUND_VOID_HOURS, formatMoney, type RecallOutcome, type RecallRound } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { LoadFailure } from '../../../components/LoadFailure';
import { ActivityTime } from '../../financial-activities';
import { useGameRecall } from '../hooks/use-game-recall';
import { RecallScreen } from './RecallScreen';

/** the round's outcome label and badge colour */
export const RECALL_OUTCOME: Record<RecallOutcome, { label: string; color: string }> = {
  win: { label: 'Won', color: 'green' },
  push: { label: 'Stake returned', color: 'blue' },
  loss: { label: 'Lost', color: 'gray' },
  void: { label: 'Void: stake refunded', color: 'red' },
  open: { label: 'Not finished', color: 'yellow' },
};

function Money({ label, minor, testId }: { label: string; minor: number | null; testId: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="0">
      <Text as="span" color="arena.muted" fontSize="xs">
        {t(label)}
      </Text>
      <Text as="span" fontWeight="semibold" fontSize="sm" data-testid={testId}>
        {minor === null ? '–' : formatMoney(minor, locale)}
      </Text>
    </Stack>
  );
}

function RecallItem({ round }: { round: RecallRound }) {
  const t = useT();
  const outcome = RECALL_OUTCOME[round.outcome];
  return (
    <Box as="li" bg="arena.surface" borderRadius="md" p="3" data-testid={`recall-${round.roundId}`}>
      <Grid templateColumns={{ base: '1fr auto', md: '1.4fr repeat(4, 1fr) auto' }} gap="3" alignItems="center">
        <Text color="arena.muted" fontSize="sm" gridColumn={{ base: '1 / 2', md: 'auto' }}>
          <ActivityTime iso={round.startedAt} />
          {round.freeSpin && ` · ${t('Free spin')}`}
        </Text>
        <Box justifySelf={{ base: 'end', md: 'auto' }} order={{ base: 0, md: 1 }}>
          <Badge colorPalette={outcome.color} data-testid="recall-outcome" data-outcome={round.outcome}>
            {t(outcome.label)}
          </Badge>
        </Box>
        <Money label="Stake" minor={round.stake} testId="recall-stake" />
        <Money label="Payout" minor={round.payout} testId="recall-payout" />
        <Money label="Balance before" minor={round.balanceBefore} testId="recall-before" />
        <Money label="Balance after" minor={round.balanceAfter} testId="recall-after" />
      </Grid>
      <Box mt="2" pt="2" borderTopWidth="1px" borderColor="arena.raised">
        <RecallScreen screen={round.screen} />
      </Box>
    </Box>
  );
}

/** Game recall: pick a game, see its last rounds as they were played, from the server's records. */
export function GameRecall() {
  const t = useT();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const recall = useGameRecall(picked);
  const data = recall.isError ? undefined : recall.data;
  return (
    <Stack as="section" gap="3" aria-labelledby="game-recall" data-testid="game-recall" mb="6">
      <Heading as="h2" textStyle="sectionTitle" id="game-recall">
        {t('Game recall')}
      </Heading>
      <Text fontSize="sm" color="arena.muted">
        {t('The last 10 rounds of a game, as they were played. A supplier’s round left unfinished for {hours} hours is voided and its stake refunded.').replace(
          '{hours}',
          String(SUPPLIER_ROUND_VOID_HOURS),
        )}
      </Text>
      {recall.isFetching && !data && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="game-recall-loading" />}
      {recall.isError && !recall.isFetching && (
        <LoadFailure message={t('The game recall could not be loaded.')} onRetry={() => void recall.refetch()} testId="game-recall-error" />
      )}
      {data && data.games.length === 0 && (
        <Text color="arena.muted" data-testid="game-recall-empty">
          {t('No game rounds found')}
        </Text>
      )}
      {data && data.games.length > 0 && (
        <>
          <Field.Root maxW={{ base: 'full', md: 'sm' }}>
            <Field.Label htmlFor="recall-game">{t('Game')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id="recall-game" value={data.gameCode ?? ''} onChange={(event) => setPicked(event.target.value)} data-testid="recall-game">
                {data.games.map((game) => (
                  <option key={game.gameCode} value={game.gameCode}>
                    {game.game}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Stack as="ul" gap="2" listStyleType="none" opacity={recall.isFetching ? 0.6 : 1} aria-busy={recall.isFetching} data-testid="recall-rounds">
            {data.rounds.map((round) => (
              <RecallItem key={round.roundId} round={round} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
