import { useState } from 'react';
import { Box, Button, Link, Text } from '@arena/ui';
import { ApiError } from '@arena/api-client';
import { DEPOSIT_LIMIT_REQUIRED, LIMITS_PAGE } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { PaymentForm, useSubmissionKey, type MethodSelection } from '../../cashier';

const openPaymentPage = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * The deposit form of a method: on success the server's message shows, the payment page
 * opens in a new tab, and a button that reopens it replaces submit (the tab may have been blocked or closed).
 * A licence that wants a deposit limit first refuses a player without one (DEPOSIT_LIMIT_REQUIRED): the
 * server's reason stays next to the form with a link to the limits page (`onLeave` closes the dialog).
 */
export function DepositForm({ method, fields, onLeave }: MethodSelection & { onLeave?: () => void }) {
  const api = useApi();
  const bus = useBus();
  const t = useT();
  const send = useSubmissionKey();
  const [started, setStarted] = useState<{ url: string; message: string } | null>(null);
  const [limitRequired, setLimitRequired] = useState<string | null>(null);

  return (
    <PaymentForm
      method={method}
      fields={fields}
      submitLabel={t('Deposit')}
      onSubmit={async (request) => {
        setLimitRequired(null);
        try {
          const reply = await send(request, (idempotencyKey) => api.deposit(request, { idempotencyKey }));
          setStarted({ url: reply.data, message: reply.message });
          if (reply.message) bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
          openPaymentPage(reply.data);
        } catch (error) {
          if (error instanceof ApiError && error.code === DEPOSIT_LIMIT_REQUIRED) setLimitRequired(error.message);
          throw error;
        }
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
    >
      {limitRequired && (
        <Box role="alert" p="3" borderRadius="md" bg="red.900" color="red.100" data-testid="deposit-limit-required">
          <Text mb="2">{limitRequired}</Text>
          <Link
            href={LIMITS_PAGE}
            color="red.50"
            fontWeight="semibold"
            textDecoration="underline"
            onClick={(event) => {
              event.preventDefault();
              onLeave?.();
              bus.emit({ type: 'navigate', to: LIMITS_PAGE });
            }}
            data-testid="deposit-set-limit"
          >
            {t('Set a deposit limit')}
          </Link>
        </Box>
      )}
    </PaymentForm>
  );
}
