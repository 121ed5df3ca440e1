import { useState } from 'react';
import { Box, Button, Text } from '@arena/ui';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { PaymentForm, useSubmissionKey, type MethodSelection } from '../../cashier';

const openPaymentPage = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * The deposit form of a method: on success the server's message shows, the payment page
 * opens in a new tab, and a button that reopens it replaces submit (the tab may have been blocked or closed).
 */
export function DepositForm({ method, fields }: MethodSelection) {
  const api = useApi();
  const bus = useBus();
  const t = useT();
  const send = useSubmissionKey();
  const [started, setStarted] = useState<{ url: string; message: string } | null>(null);

  return (
    <PaymentForm
      method={method}
      fields={fields}
      submitLabel={t('Deposit')}
      onSubmit={async (request) => {
        const reply = await send(request, (idempotencyKey) => api.deposit(request, { idempotencyKey }));
        setStarted({ url: reply.data, message: reply.message });
        if (reply.message) bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
        openPaymentPage(reply.data);
      }}
      footer={
        started && (
          <Box role="status" data-testid="deposit-started">
            {started.message && (
              <Text mb="3" p="3" borderRadius="md" bg="green.900" color="green.100" data-testid="deposit-message">
                {started.message}
              </Text>
            )}
            <Button
              size="lg"
              w="full"
              h="auto"
              py="3"
              whiteSpace="normal"
              colorPalette="green"
              onClick={() => openPaymentPage(started.url)}
              data-testid="deposit-continue"
            >
              {t('Click the button below to continue the process!')}
            </Button>
          </Box>
        )
      }
    />
  );
}
