import type { NotificationItem } from '@arena/contracts';
import { Flex, Heading, IconButton, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { SiteIcon } from '../../layout/icons/SiteIcon';
import { NotificationDate, NotificationTypeIcon } from './NotificationRow';

/** The opened notification, sliding in from the right; the back arrow returns to the list. */
export function NotificationDetail({ item, locale, onBack }: { item: NotificationItem; locale: string; onBack: () => void }) {
  const t = useT();
  return (
    <Stack
      gap="4"
      h="100%"
      overflowY="auto"
      animationName="slide-from-right-full"
      animationDuration="moderate"
      animationTimingFunction="ease-out"
      data-testid="notification-detail"
    >
      <Flex align="center" gap="3">
        <IconButton aria-label={t('Back')} title={t('Back')} variant="ghost" size="sm" onClick={onBack} data-testid="notification-back">
          <SiteIcon name="arrow-left" />
        </IconButton>
        <NotificationTypeIcon item={item} />
        <Stack gap="0" minW="0">
          <Heading as="h3" textStyle="sectionTitle">
            {item.title}
          </Heading>
          <NotificationDate item={item} locale={locale} />
        </Stack>
      </Flex>
      <Text whiteSpace="pre-line" data-testid="notification-note">
        {item.note}
      </Text>
    </Stack>
  );
}
