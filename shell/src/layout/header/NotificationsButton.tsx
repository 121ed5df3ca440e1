import { Box, IconButton, UnreadBadge, unreadLabel } from '@arena/ui';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { SiteIcon } from '../icons/SiteIcon';

/** Bell with the unread badge; the icon shakes when the notification count changes (keyed on it). */
export function NotificationsButton() {
  const bus = useBus();
  const t = useT();
  const notifications = useBusState((s) => s.notifications);
  const unread = notifications.filter((n) => !n.isRead).length;
  // the badge's count is visible text of the button, so its name says it too
  const label = unread > 0 ? `${t('Notifications')} ${unreadLabel(unread)}` : t('Notifications');
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      position="relative"
      data-testid="header-notifications"
      onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'notifications' } })}
    >
      <Box key={notifications.length} data-testid="header-notifications-bell" animation={notifications.length > 0 ? 'arena-shake 600ms ease' : undefined}>
        <SiteIcon name="bell" />
      </Box>
      <UnreadBadge count={unread} />
    </IconButton>
  );
}
