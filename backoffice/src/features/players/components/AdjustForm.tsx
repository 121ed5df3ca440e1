// A manual balance adjustment with a reason (admin): a credit or a debit, never below zero (the server
// refuses). One Idempotency-Key per adjustment: a retry after a lost answer moves the money once. Above
// the server's threshold the adjustment waits for a second admin (PendingAdjustments).
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { ActionForm } from '../../../layout/ActionForm';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { TextField } from '../../../layout/TextField';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { money, parseLira } from '../../../money';

const newKey = () => `backoffice-adjust-${crypto.randomUUID()}`;

export function AdjustForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const [key, setKey] = useState(newKey);
  const { busy, error, setError, send } = useSend();
  const { notice, done } = useNotice(onDone);

  const submit = (form: HTMLFormElement) => {
    const amount = parseLira(fieldOf(form, 'amount'));
    if (!amount) {
      setError(t('Enter an amount such as 150 or 150.50.'));
      return;
    }
    const signed = fieldOf(form, 'direction') === 'debit' ? -amount : amount;
    send(
      () => api.adjust(userId, signed, fieldOf(form, 'reason').trim(), key),
      (reply) => {
        form.reset();
        setKey(newKey());
        done(
          reply.data.pendingId === undefined
            ? t('Adjusted by {amount}. New balance: {balance}', { amount: money(signed), balance: money(reply.data.balance) })
            : reply.message,
        );
      },
    );
  };

  return (
    <ActionForm
      title={t('Manual adjustment')}
      columns={4}
      error={error}
      notice={notice}
      onSubmit={submit}
      actions={
        <Button type="submit" loading={busy}>
          {t('Adjust balance')}
        </Button>
      }
    >
      <SelectField
        label={t('Direction')}
        name="direction"
        defaultValue="credit"
        options={[
          { value: 'credit', label: t('Credit') },
          { value: 'debit', label: t('Debit') },
        ]}
      />
      <TextField label={t('Amount (₺)')} name="amount" required inputMode="decimal" autoComplete="off" />
      <TextField label={t('Reason')} name="reason" required minLength={3} maxLength={500} />
    </ActionForm>
  );
}
