import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { MethodSettings } from './MethodSettings';
import { PaymentQueue } from './PaymentQueue';
import { ReviewThreshold } from './ReviewThreshold';

/** the payments desk: the deposit queue, the payment methods and the review threshold (withdrawals have their own screen) */
export function PaymentsPage() {
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Payments')}</Heading>
      <Tabs.Root defaultValue="deposits" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="deposits">{t('Deposits')}</Tabs.Trigger>
          <Tabs.Trigger value="methods">{t('Payment methods')}</Tabs.Trigger>
          <Tabs.Trigger value="threshold">{t('Review threshold')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="deposits">
          <PaymentQueue kind="deposits" />
        </Tabs.Content>
        <Tabs.Content value="methods">
          <MethodSettings />
        </Tabs.Content>
        <Tabs.Content value="threshold">
          <ReviewThreshold />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
