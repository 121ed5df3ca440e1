import { useEffect, useLayoutEffect, useState } from 'react';
import type { NotificationItem } from '@arena/contracts';
import { Box, Stack, Text } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import type { DialogBodyProps } from '../DialogHost';
import { useDialogApi } from '../dialog-api';
import { notificationKind } from './notification-kinds';
import { NotificationRow } from './NotificationRow';
import { NotificationDetail } from './NotificationDetail';
import { useShellBus } from '../../app/shell-bus';

/**
 * The notifications panel: the list from the bus, and a detail view that slides in over
 * it with the type name as the frame's title. Opening an unread item marks it read once the server
 * has confirmed, so the badges drop. The selection lives here, so closing the dialog resets it.
 */
export function NotificationsDialog({ setTitle }: DialogBodyProps) {
  const t = useT();
  const bus = useShellBus();
  const api = useDialogApi();
  const locale = useLocale();
  const notifications = useBusState((s) => s.notifications);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = notifications.find((n) => n.id === openId);
  const typeTitle = open && notificationKind(open.type).title;

  // start-up and the hub keep the list; opening the panel fetches it once more (a failure is toasted by the client)
  useEffect(() => {
    api.notificationList().then(
      (list) => {
        // read is one-way: an item read here while the list was in flight stays read
        const readNow = new Set(
          bus
            .getState()
            .notifications.filter((n) => n.isRead)
            .map((n) => n.id),
        );
        bus.emit({ type: 'notifications/changed', notifications: list.map((n) => (readNow.has(n.id) ? { ...n, isRead: true } : n)) });
      },
      () => undefined,
    );
  }, [api, bus]);

  // a layout effect, so a dialog opened straight over this one never paints with the type name
  useLayoutEffect(() => {
    if (!typeTitle) return undefined;
    setTitle(typeTitle);
    return () => setTitle(null);
  }, [typeTitle, setTitle]);

  const openItem = async (item: NotificationItem) => {
    setOpenId(item.id);
    if (item.isRead) return;
    try {
      await api.readNotification({ id: [item.id] });
    } catch {
      return; // the api client has shown the server's message; the item stays unread
    }
    // the list may have changed while the call ran
    const list = bus.getState().notifications;
    bus.emit({ type: 'notifications/changed', notifications: list.map((n) => (n.id === item.id ? { ...n, isRead: true } : n)) });
  };

  return (
    // on a desktop as high as the list (the frame scrolls a long one), never shorter than the empty text's room
    <Box position="relative" h={{ base: '100%', md: 'auto' }} minH={{ md: '240px' }} overflow="hidden" data-testid="notifications-panel">
      {open ? (
        <NotificationDetail item={open} locale={locale} onBack={() => setOpenId(null)} />
      ) : notifications.length === 0 ? (
        <Text color="arena.muted" textAlign="center" pt="10" data-testid="notifications-empty">
          {t('When you have a new notification, you will see it here.')}
        </Text>
      ) : (
        <Stack as="ul" gap="1" h="100%" overflowY="auto" listStyleType="none" data-testid="notifications-list">
          {notifications.map((item) => (
            <li key={item.id}>
              <NotificationRow item={item} locale={locale} onOpen={() => void openItem(item)} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
