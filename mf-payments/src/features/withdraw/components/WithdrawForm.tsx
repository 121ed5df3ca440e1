import { useEffect, useRef, useState } from 'react';
import { Text } from '@arena/ui';
import type { PaymentRequest, WithdrawalImpact } from '@arena/contracts';
import { ApiError } from '@arena/api-client';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { PaymentForm, unanswered, useSubmissionKey, type MethodSelection } from '../../cashier';
import { ForfeitConfirmation } from './ForfeitConfirmation';

/** The withdraw dialog closes this long after a successful request. */
export const WITHDRAW_CLOSE_MS = 500;

/** The player kept their bonuses: the submission ends with the form as it was. */
class WithdrawalCancelled extends Error {}

/**
 * The withdraw form of a method: on success the server's message shows; in the dialog `onDone` closes
 * it 500 ms later, on the page the form starts again empty. The balance follows by the hub.
 * A withdrawal while bonuses are active forfeits them: the player is shown what they would lose first
 * and the request says they agreed (`forfeitBonus`); the server refuses one that does not with 409.
 */
export function WithdrawForm({ method, fields, onDone }: MethodSelection & { onDone?: () => void }) {
  const api = useApi();
  const bus = useBus();
  const t = useT();
  const send = useSubmissionKey();
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [asking, setAsking] = useState<{ impact: WithdrawalImpact; answer: (confirmed: boolean) => void } | null>(null);
  // a forfeiting request that got no answer (network) is retried as the same request, even though the
  // bonuses may be gone by then: otherwise the retry would be a second withdrawal under a new key
  const unansweredForfeit = useRef(false);

  useEffect(() => {
    if (!done || !onDone) return;
    const timer = setTimeout(onDone, WITHDRAW_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const agreesToForfeit = async (): Promise<boolean> => {
    if (unansweredForfeit.current) return true;
    const impact = await api.withdrawalImpact();
    // a bonus holding no money yet (free spins) is forfeited too: the server asks for it whatever the amount
    if (impact.bonuses.length === 0) return false;
    const confirmed = await new Promise<boolean>((answer) => setAsking({ impact, answer }));
    setAsking(null);
    if (!confirmed) throw new WithdrawalCancelled();
    return true;
  };

  const withdraw = async (request: PaymentRequest) => {
    setMessage(null);
    setRefusal(null);
    const forfeitBonus = await agreesToForfeit();
    const body = forfeitBonus ? { ...request, forfeitBonus } : request;
    unansweredForfeit.current = forfeitBonus;
    try {
      const reply = await send(body, (idempotencyKey) => api.withdraw(body, { idempotencyKey }));
      unansweredForfeit.current = false;
      setMessage(reply.message);
      if (reply.message) bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      setDone(true);
    } catch (error) {
      if (!unanswered(error)) unansweredForfeit.current = false;
      // a bonus granted since the check: the server's sentence says so, next to the form
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      throw error;
    }
  };

  return (
    <PaymentForm
      method={method}
      fields={fields}
      submitLabel={t('Withdraw')}
      resetOnSuccess={!onDone}
      onSubmit={withdraw}
      footer={asking ? <ForfeitConfirmation impact={asking.impact} onAnswer={asking.answer} /> : undefined}
    >
      {message && (
        <Text role="status" p="3" borderRadius="md" bg="green.900" color="green.100" data-testid="withdraw-message">
          {message}
        </Text>
      )}
      {refusal && (
        <Text role="alert" p="3" borderRadius="md" bg="red.900" color="red.100" data-testid="withdraw-refusal">
          {refusal}
        </Text>
      )}
    </PaymentForm>
  );
}
