import { useState } from 'react';
import { Badge, Box, Button, Grid, HStack, Link, Stack, Text } from '@arena/ui';
import { SessionStatus, WinBet, formatMoney, type GameRound } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { ActivityTime } from '../../financial-activities';

/** Round status label (SessionStatus names) and badge colour: running yellow, settled green, voided red, lapsed grey. */
export const ROUND_STATUS: Record<SessionStatus, { label: string; color: string }> = {
  [SessionStatus.Processing]: { label: 'Processing', color: 'yellow' },
  [SessionStatus.Completed]: { label: 'Completed', color: 'green' },
  [SessionStatus.Cancelled]: { label: 'Cancelled', color: 'red' },
  [SessionStatus.Expired]: { label: 'Expired', color: 'gray' },
};

function Amount({ label, minor, testId }: { label: string; minor: number; testId: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Text as="span" whiteSpace="nowrap" fontSize="sm">
      <Text as="span" color="arena.muted">
        {t(label)}{' '}
      </Text>
      <Text as="span" fontWeight="semibold" data-testid={testId}>
        {formatMoney(minor, locale)}
      </Text>
    </Text>
  );
}

/** The round's bets and wins, oldest first as they happened. */
function RoundTransactions({ round }: { round: GameRound }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack as="ul" gap="1" listStyleType="none" mt="2" pt="2" borderTopWidth="1px" borderColor="arena.raised" data-testid="round-transactions">
      {round.transactions.map((tx, i) => {
        const win = tx.type === (WinBet.Win as number);
        return (
          <HStack as="li" key={i} justify="space-between" fontSize="sm">
            <Text as="span">{t(win ? 'Win' : 'Bet')}</Text>
            <Text as="span" color="arena.muted" fontSize="xs">
              <ActivityTime iso={tx.date} />
            </Text>
            <Text as="span" fontWeight="semibold" color={win ? 'green.300' : undefined}>
              {formatMoney(tx.amount, locale)}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}

function RoundItem({ round }: { round: GameRound }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const status = ROUND_STATUS[round.status];
  const panelId = `round-${round.roundId}-transactions`;
  return (
    <Box as="li" bg="arena.surface" borderRadius="md" p="3" data-testid={`round-${round.roundId}`}>
      {/* a phone: game and status, then the date, then amounts and actions; a desktop: one row */}
      <Grid
        templateAreas={{ base: '"game status" "date date" "amounts actions"', md: '"game date amounts status actions"' }}
        templateColumns={{ base: '1fr auto', md: '2fr 1.3fr 2fr auto auto' }}
        gap="2"
        alignItems="center"
      >
        <Stack gap="0" gridArea="game" minW="0">
          <Text fontWeight="semibold" truncate data-testid="round-game">
            {round.game}
          </Text>
          {round.providerName !== null && (
            <Text color="arena.muted" fontSize="xs" truncate data-testid="round-provider">
              {round.providerName}
            </Text>
          )}
        </Stack>
        <Text gridArea="date" color="arena.muted" fontSize="sm">
          <ActivityTime iso={round.date} />
        </Text>
        <HStack gridArea="amounts" gap="3" wrap="wrap">
          <Amount label="Bet" minor={round.bet} testId="round-bet" />
          <Amount label="Win" minor={round.win} testId="round-win" />
        </HStack>
        <Box gridArea="status" justifySelf="end">
          <Badge colorPalette={status.color} data-testid="round-status" data-status={round.status}>
            {t(status.label)}
          </Badge>
        </Box>
        <HStack gridArea="actions" justifySelf="end" gap="2">
          {round.proofUrl && (
            <Link href={round.proofUrl} target="_blank" rel="noopener" fontSize="sm" color="arena.accent" data-testid="round-proof">
              {t('View proof')}
            </Link>
          )}
          {round.transactions.length > 0 && (
            <Button size="xs" variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} data-testid="round-toggle">
              {t('Transactions')}
            </Button>
          )}
        </HStack>
      </Grid>
      {open && (
        <Box id={panelId}>
          <RoundTransactions round={round} />
        </Box>
      )}
    </Box>
  );
}

/** The rounds, newest first; each opens to its bets and wins. */
export function RoundList({ rounds }: { rounds: GameRound[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="game-rounds">
      {rounds.map((round) => (
        <RoundItem key={round.roundId} round={round} />
      ))}
    </Stack>
  );
}
