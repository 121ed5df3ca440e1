import { Badge, Box, Button, Stack } from '@arena/ui';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { DASHBOARD_ITEMS, type DashboardItem } from './dashboard-items';
import { DashboardIcon } from './DashboardIcon';

/** Unread badge text: the count, '9+' at 9 or more. */
export function unreadBadge(count: number): string {
  return count >= 9 ? '9+' : String(count);
}

/**
 * The dashboard items. Routes go through `onNavigate`; Notifications opens the notifications
 * dialog and Logout asks for a player logout, which the shell's session service carries out.
 * `onItemClick` runs after any item (the dropdown closes itself with it).
 */
export function DashboardMenu({
  onNavigate,
  onItemClick,
  withNotifications = true,
}: {
  onNavigate: (url: string) => void;
  onItemClick?: () => void;
  withNotifications?: boolean;
}) {
  const t = useT();
  const bus = useBus();
  const unread = useBusState((s) => s.notifications.filter((n) => !n.isRead).length);
  const items = withNotifications ? DASHBOARD_ITEMS : DASHBOARD_ITEMS.filter((i) => !('action' in i && i.action === 'notifications'));

  const run = (item: DashboardItem) => {
    if ('url' in item) onNavigate(item.url);
    else if (item.action === 'notifications') bus.emit({ type: 'dialog/open', dialog: { name: 'notifications' } });
    else bus.emit({ type: 'auth/logout-requested', reason: 'user' });
    onItemClick?.();
  };

  return (
    <Stack as="nav" aria-label={t('Dashboard')} gap="1" data-testid="dashboard-menu">
      {items.map((item) => (
        <Button key={item.title} variant="ghost" justifyContent="flex-start" gap="3" onClick={() => run(item)} data-testid={`dashboard-item-${item.icon}`}>
          <DashboardIcon name={item.icon} />
          <Box as="span" flex="1" textAlign="start">
            {t(item.title)}
          </Box>
          {'action' in item && item.action === 'notifications' && unread > 0 && (
            <Badge colorPalette="red" data-testid="unread-badge">
              {unreadBadge(unread)}
            </Badge>
          )}
        </Button>
      ))}
    </Stack>
  );
}
