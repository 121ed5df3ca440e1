import type { NotificationItem } from '@arena/contracts';
import { Box, Button, Flex, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { SiteIcon } from '../../layout/icons/SiteIcon';
import { formatNotificationDate } from './notification-date';
import { notificationKind } from './notification-kinds';

export function NotificationTypeIcon({ item }: { item: NotificationItem }) {
  return (
    <Flex flexShrink={0} boxSize="9" align="center" justify="center" borderRadius="full" bg="arena.raised" color="arena.accent">
      <SiteIcon name={notificationKind(item.type).icon} />
    </Flex>
  );
}

/** When it arrived, d.MMM.YY HH:MM in the reader's language (row and detail alike). */
export function NotificationDate({ item, locale }: { item: NotificationItem; locale: string }) {
  return (
    <Text fontSize="xs" color="arena.muted" data-testid="notification-date">
      {formatNotificationDate(item.timeStamp, locale)}
    </Text>
  );
}

/** One line of the list: type icon, title, date and, while unread, a marker. */
export function NotificationRow({ item, locale, onOpen }: { item: NotificationItem; locale: string; onOpen: () => void }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      w="100%"
      h="auto"
      py="3"
      px="3"
      gap="3"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      onClick={onOpen}
      data-testid={`notification-${item.id}`}
    >
      <NotificationTypeIcon item={item} />
      <Box flex="1" minW="0">
        <Text fontWeight={item.isRead ? 'normal' : 'semibold'} truncate>
          {item.title}
        </Text>
        <NotificationDate item={item} locale={locale} />
      </Box>
      {!item.isRead && (
        <Box as="span" role="img" aria-label={t('Unread')} flexShrink={0} boxSize="2" borderRadius="full" bg="arena.danger" data-testid="notification-unread" />
      )}
    </Button>
  );
}
