import { NotificationType } from '@arena/contracts';

export interface NotificationKind {
  /** a name in the shell's icon set */
  icon: string;
  /** translation key of the type name (the panel header in detail mode) */
  title: string;
}

// Bonus a giftbox, Deposit an arrow up, Withdraw an arrow down, anything else the system icon.
const KINDS: Record<NotificationType, NotificationKind> = {
  [NotificationType.Deposit]: { icon: 'arrow-up', title: 'Deposit' },
  [NotificationType.Withdraw]: { icon: 'arrow-down', title: 'Withdraw' },
  [NotificationType.Jackpot]: { icon: 'info', title: 'Jackpot' },
  [NotificationType.Bonus]: { icon: 'gift', title: 'Bonus' },
  [NotificationType.System]: { icon: 'info', title: 'System' },
};

/** A type the server adds later than this build shows as a system notification. */
export function notificationKind(type: NotificationType): NotificationKind {
  return KINDS[type] ?? KINDS[NotificationType.System];
}
