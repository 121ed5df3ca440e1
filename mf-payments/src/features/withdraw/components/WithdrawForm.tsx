import { useEffect, useState } from 'react';
import { Text } from '@arena/ui';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { PaymentForm, useSubmissionKey, type MethodSelection } from '../../cashier';

/** Spec §9: the withdraw dialog closes this long after a successful request. */
export const WITHDRAW_CLOSE_MS = 500;

/**
 * The withdraw form of a method: on success the server's message shows; in the dialog `onDone` closes
 * it 500 ms later (spec §4), on the page the form starts again empty. The balance follows by the hub.
 */
export function WithdrawForm({ method, fields, onDone }: MethodSelection & { onDone?: () => void }) {
  const api = useApi();
  const bus = useBus();
  const t = useT();
  const send = useSubmissionKey();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done || !onDone) return;
    const timer = setTimeout(onDone, WITHDRAW_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  return (
    <PaymentForm
      method={method}
      fields={fields}
      submitLabel={t('Withdraw')}
      resetOnSuccess={!onDone}
      onSubmit={async (request) => {
        setMessage(null);
        const reply = await send(request, (idempotencyKey) => api.withdraw(request, { idempotencyKey }));
        setMessage(reply.message);
        if (reply.message) bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
        setDone(true);
      }}
    >
      {message && (
        <Text role="status" p="3" borderRadius="md" bg="green.900" color="green.100" data-testid="withdraw-message">
          {message}
        </Text>
      )}
    </PaymentForm>
  );
}
