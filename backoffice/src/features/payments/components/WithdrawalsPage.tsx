import { Heading, Stack } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { PaymentQueue } from './PaymentQueue';

/** the withdrawal queue: what the payments desk decides */
export function WithdrawalsPage() {
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Withdrawals')}</Heading>
      <PaymentQueue kind="withdrawals" />
    </Stack>
  );
}
