import { useState } from 'react';
import { formatMoney, formatOdds, type Bet, type BetStatus, type SelectionResult } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { Badge, Box, Button, Flex, Stack, Text } from '@arena/ui';
import type { AccountApi } from '../account-api';
import { AutoCashOut } from './AutoCashOut';
import { CashOut } from './CashOut';
import { useOddsFormat } from './odds-format';

const TYPE_LABELS: Record<Bet['type'], string> = { single: 'Single', accumulator: 'Accumulator', system: 'System' };
const STATUS_LABELS: Record<BetStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost', void: 'Void', 'cashed-out': 'Cashed out' };
const STATUS_PALETTES: Record<BetStatus, string> = { open: 'blue', won: 'green', lost: 'red', void: 'gray', 'cashed-out': 'yellow' };
/** a leg's result as an icon: pending legs show a dot */
const RESULT_ICONS: Record<SelectionResult | 'pending', { icon: string; color: string; label: string }> = {
  pending: { icon: '•', color: 'arena.muted', label: 'Pending' },
  won: { icon: '✓', color: 'arena.success', label: 'Won' },
  'half-won': { icon: '½✓', color: 'arena.success', label: 'Half won' },
  lost: { icon: '✕', color: 'arena.danger', label: 'Lost' },
  'half-lost': { icon: '½✕', color: 'arena.danger', label: 'Half lost' },
  void: { icon: '↺', color: 'arena.muted', label: 'Void' },
};

/** the history's actions (schema: betHistoryEntrySchema.action) as the player reads them */
const HISTORY_LABELS: Record<string, string> = {
  placed: 'Bet placed',
  settled: 'Settled',
  resettled: 'Settled again',
  'cash-out': 'Cashed out',
  'partial-cash-out': 'Partly cashed out',
  'auto-cash-out-set': 'Auto cash out set',
  void: 'Void',
};

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'tr-TR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** One bet of the player's: its legs, stake, odds, what it may pay or paid, and cash out while open. */
export function BetCard({ bet, api, onUpdate }: { bet: Bet; api: Pick<AccountApi, 'cashOut' | 'autoCashOut'>; onUpdate: (bet: Bet) => void }) {
  const t = useT();
  const locale = useLocale();
  const [format] = useOddsFormat();
  const [expanded, setExpanded] = useState(false);
  const status = bet.status;
  const open = status === 'open';
  const typeLabel = bet.type === 'system' ? `${t('System')} ${bet.systemSize ?? ''}/${bet.legs.length}` : t(TYPE_LABELS[bet.type]);

  return (
    <Stack gap="2" p="3" bg="arena.surface" borderRadius="md" data-testid={`bet-card-${bet.id}`} data-status={status}>
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="bold">{typeLabel}</Text>
        <Badge colorPalette={STATUS_PALETTES[status]} data-testid={`bet-status-${bet.id}`}>
          {t(STATUS_LABELS[status])}
        </Badge>
      </Flex>
      <Stack gap="1">
        {bet.legs.map((leg) => {
          const result = RESULT_ICONS[leg.result ?? 'pending'];
          return (
            <Flex key={leg.selectionId} gap="2" align="flex-start" fontSize="sm">
              <Text color={result.color} fontWeight="bold" minW="5" aria-label={t(result.label)} title={t(result.label)}>
                {result.icon}
              </Text>
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {leg.selectionName}
                </Text>
                <Text fontSize="xs" color="arena.muted" truncate>
                  {`${leg.marketName} · ${leg.eventName}`}
                </Text>
              </Box>
              <Text fontWeight="semibold">{formatOdds(leg.price, format)}</Text>
            </Flex>
          );
        })}
      </Stack>
      <Flex wrap="wrap" columnGap="4" rowGap="1" fontSize="sm">
        <Text>
          <Text as="span" color="arena.muted">{`${t('Stake')}: `}</Text>
          {formatMoney(bet.stake, locale)}
        </Text>
        <Text>
          <Text as="span" color="arena.muted">{`${t('Odds')}: `}</Text>
          {formatOdds(bet.price, format)}
        </Text>
        <Text data-testid={`bet-payout-${bet.id}`}>
          <Text as="span" color="arena.muted">{`${open ? t('Potential payout') : t('Payout')}: `}</Text>
          {formatMoney(open ? bet.potentialPayout : (bet.payout ?? 0), locale)}
        </Text>
        <Text color="arena.muted">{when(bet.placedAt, locale)}</Text>
      </Flex>
      {open && <CashOut bet={bet} api={api} onUpdate={onUpdate} />}
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-end"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        data-testid={`bet-details-${bet.id}`}
      >
        {expanded ? t('Less') : t('More')}
      </Button>
      {expanded && (
        <Stack gap="2" data-testid={`bet-history-${bet.id}`}>
          {open && <AutoCashOut bet={bet} api={api} onUpdate={onUpdate} />}
          <Stack gap="0.5" fontSize="xs">
            {bet.history.map((entry, i) => (
              <Flex key={`${entry.at}-${i}`} justify="space-between" color="arena.muted">
                <Text>{`${when(entry.at, locale)} · ${t(HISTORY_LABELS[entry.action] ?? entry.action)}`}</Text>
                <Text>{entry.amount ? formatMoney(entry.amount, locale) : ''}</Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
