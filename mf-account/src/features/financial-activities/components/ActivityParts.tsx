import { Badge, Text } from '@arena/ui';
import { RequestStatus, formatMoney, type FinancialActivity, type FinancialActivityKind } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { formatDateTime } from '../../../formatting/site-format';

/** Request status label (RequestStatus names) and badge colour: settled green, waiting yellow, failed red. */
export const REQUEST_STATUS: Record<RequestStatus, { label: string; color: string }> = {
  [RequestStatus.None]: { label: 'None', color: 'gray' },
  [RequestStatus.Confirmed]: { label: 'Confirmed', color: 'green' },
  [RequestStatus.Pending]: { label: 'Pending', color: 'yellow' },
  [RequestStatus.Merged]: { label: 'Merged', color: 'gray' },
  [RequestStatus.Rejected]: { label: 'Rejected', color: 'red' },
  [RequestStatus.Cancelled]: { label: 'Cancelled', color: 'red' },
  [RequestStatus.Created]: { label: 'Created', color: 'yellow' },
};

export const KIND_LABEL: Record<FinancialActivityKind, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  bet: 'Bet',
  win: 'Win',
  rollback: 'Rollback',
  bonus: 'Bonus',
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

/** A request's status; a ledger movement has none (it is final when written). */
export function StatusBadge({ activity }: { activity: FinancialActivity }) {
  const t = useT();
  if (activity.status === null) return <Text as="span">—</Text>;
  const status = REQUEST_STATUS[activity.status];
  return (
    <Badge colorPalette={status.color} data-testid="activity-status" data-status={activity.status}>
      {t(status.label)}
    </Badge>
  );
}

export function KindLabel({ kind }: { kind: FinancialActivityKind }) {
  const t = useT();
  return <>{t(KIND_LABEL[kind])}</>;
}
