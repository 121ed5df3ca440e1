import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, DataList, Flex, Heading, Link, Text } from '@arena/ui';
import { formatMoney, type BonusStatus, type PlayerBonus } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { fill, formatDateTime } from '../../../formatting/site-format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ExpiryCountdown } from './ExpiryCountdown';
import { WageringProgress } from './WageringProgress';

export const STATUS: Record<BonusStatus, { label: string; color: string }> = {
  awaiting_deposit: { label: 'Awaiting deposit', color: 'yellow' },
  active: { label: 'Active', color: 'green' },
  completed: { label: 'Completed', color: 'green' },
  expired: { label: 'Expired', color: 'gray' },
  forfeited: { label: 'Forfeited', color: 'red' },
};

export function StatusBadge({ status }: { status: BonusStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={STATUS[status].color} data-testid="bonus-status">
      {t(STATUS[status].label)}
    </Badge>
  );
}

/**
 * A bonus being wagered (or waiting for its deposit): money left, wagering progress, expiry countdown,
 * free spins, the maximum bet, and Forfeit after a confirmation that says what is lost.
 */
export function BonusCard({ bonus, onForfeit }: { bonus: PlayerBonus; onForfeit: (bonus: PlayerBonus) => Promise<boolean> }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMoney(minor, locale);
  const awaiting = bonus.status === 'awaiting_deposit';
  // a free bet is a token: no money to wager, its bet settles it
  const { freeBet } = bonus;

  const forfeit = async () => {
    setBusy(true);
    const done = await onForfeit(bonus);
    setBusy(false);
    if (done) setAsking(false);
  };

  return (
    <Box as="article" aria-labelledby={titleId} bg="arena.surface" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={`bonus-${bonus.id}`}>
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Heading as="h3" textStyle="subsectionTitle" id={titleId}>
          {bonus.title}
        </Heading>
        <StatusBadge status={bonus.status} />
      </Flex>
      {awaiting ? (
        <Text mt="2" color="arena.muted">
          {t('Make a qualifying deposit to receive this bonus.')}{' '}
          <Link asChild color="arena.accent" fontWeight="semibold">
            <RouterLink to="/dashboard/deposit" data-testid={`bonus-deposit-${bonus.id}`}>
              {t('Deposit now')}
            </RouterLink>
          </Link>
        </Text>
      ) : freeBet ? (
        <Text mt="2" color="arena.muted" data-testid="bonus-free-bet">
          {freeBet.inUse
            ? t('Your free bet is on an open bet. A win pays its winnings; a void bet gives the free bet back.')
            : fill(t('Use it in the bet slip on one single or accumulator at odds of {odds} or more.'), { odds: (freeBet.minOdds / 100).toFixed(2) })}
        </Text>
      ) : (
        <Box mt="3">
          <WageringProgress wagered={bonus.wagered} required={bonus.wageringRequired} />
        </Box>
      )}
      <DataList.Root orientation="horizontal" size="sm" mt="3" gap="1">
        {freeBet && (
          <DataList.Item>
            <DataList.ItemLabel>{t('Free bet')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="bonus-free-bet-stake">{money(freeBet.stake)}</DataList.ItemValue>
          </DataList.Item>
        )}
        {!awaiting && !freeBet && (
          <DataList.Item>
            <DataList.ItemLabel>{t('Bonus money left')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="bonus-left">
              {fill(t('{left} of {amount}'), { left: money(bonus.balance), amount: money(bonus.amount) })}
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {bonus.kind === 'free_spins' && (
          <DataList.Item>
            <DataList.ItemLabel>{t('Free spins left')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="bonus-spins">{bonus.spinsLeft}</DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('Maximum bet')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="bonus-max-bet">{money(bonus.wagering.maxBet)}</DataList.ItemValue>
        </DataList.Item>
        {bonus.expiresAt && (
          <DataList.Item>
            <DataList.ItemLabel>{t('Time left')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <ExpiryCountdown expiresAt={bonus.expiresAt} />
              <Text as="span" color="arena.muted" ms="1">
                ({formatDateTime(bonus.expiresAt, locale)})
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      <Button mt="4" size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)} data-testid={`forfeit-${bonus.id}`}>
        {t('Forfeit')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('Forfeit this bonus?')}
        confirmLabel={t('Forfeit bonus')}
        busy={busy}
        onConfirm={() => void forfeit()}
        onCancel={() => setAsking(false)}
        testId="forfeit-dialog"
      >
        <Text>
          {awaiting
            ? t('Your claim is cancelled: your next deposit will not receive this bonus.')
            : fill(t('You lose the {money} bonus money left and your wagering progress.'), { money: money(bonus.balance) })}
        </Text>
        <Text fontWeight="semibold">{t('This cannot be undone.')}</Text>
      </ConfirmDialog>
    </Box>
  );
}

/** A bonus that has ended: how it ended and when. */
export function PastBonusRow({ bonus }: { bonus: PlayerBonus }) {
  const locale = useLocale();
  return (
    <Flex as="li" bg="arena.surface" borderRadius="md" p="3" justify="space-between" align="center" gap="2" wrap="wrap" data-testid={`past-bonus-${bonus.id}`}>
      <Box>
        <Text fontWeight="semibold">{bonus.title}</Text>
        <Text fontSize="sm" color="arena.muted">
          {formatMoney(bonus.amount, locale)}
          {bonus.endedAt && ` · ${formatDateTime(bonus.endedAt, locale)}`}
        </Text>
      </Box>
      <StatusBadge status={bonus.status} />
    </Flex>
  );
}
