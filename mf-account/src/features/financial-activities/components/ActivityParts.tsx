import { Badge, Text } from '@arena/ui';
import { formatMoney, type FinancialActivity, type FinancialActivityStatus, type FinancialActivityType } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { formatDateTime } from '../../../formatting/site-format';

/** Status labels and badge colours: done green, waiting yellow, failed red, money given back grey. */
export const ACTIVITY_STATUS: Record<FinancialActivityStatus, { label: string; color: string }> = {
  created: { label: 'Created', color: 'yellow' },
  pending: { label: 'Pending', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'green' },
  completed: { label: 'Completed', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** What each line is, in the player's words (translation keys). */
export const TYPE_LABEL: Record<FinancialActivityType, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  bet: 'Bet',
  win: 'Win',
  'cash-out': 'Bet cashed out',
  refund: 'Stake returned',
  resettlement: 'Re-settlement',
  bonus: 'Bonus converted to cash',
  'free-bet-winnings': 'Free bet winnings',
  adjust: 'Adjustment',
};

/** Date and time in the player's language, on the site's clock (the filter's days are Istanbul days too). */
export function ActivityTime({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

/** The amount as it moved the balance: + in, − out (the 300 shades: arena.danger and arena.success read below 4.5:1 on a card). */
export function SignedAmount({ amount }: { amount: number }) {
  const locale = useLocale();
  return (
    <Text as="span" fontWeight="semibold" color={amount < 0 ? 'red.300' : 'green.300'} whiteSpace="nowrap" data-testid="activity-amount">
      {amount > 0 && '+'}
      {formatMoney(amount, locale)}
    </Text>
  );
}

/** Where the line stands: a request as it goes, a movement completed (or its stake refunded). */
export function StatusBadge({ activity }: { activity: FinancialActivity }) {
  const t = useT();
  const status = ACTIVITY_STATUS[activity.status];
  return (
    <Badge colorPalette={status.color} data-testid="activity-status" data-status={activity.status}>
      {t(status.label)}
    </Badge>
  );
}

export function TypeLabel({ type }: { type: FinancialActivityType }) {
  const t = useT();
  return <>{t(TYPE_LABEL[type])}</>;
}

/** What the line was about: the method, the game or the bet, and the game's studio or the sportsbook under it. */
export function ActivityDescription({ activity }: { activity: FinancialActivity }) {
  return (
    <>
      <Text as="span" display="block" truncate data-testid="activity-description">
        {activity.description}
      </Text>
      {activity.provider !== null && (
        <Text as="span" display="block" color="arena.muted" fontSize="xs" truncate data-testid="activity-provider">
          {activity.provider}
        </Text>
      )}
    </>
  );
}
