// A manual balance adjustment with a reason (admin): a credit or a debit, never below zero (the server
// refuses). One Idempotency-Key per adjustment: a retry after a lost answer moves the money once. Above
// the server's threshold the adjustment waits for a second admin (PendingAdjustments).
import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure } from '../../../layout/states';
import { money, parseLira } from '../../../money';

const newKey = () => `backoffice-adjust-${crypto.randomUUID()}`;

export function AdjustForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const amount = parseLira(fieldOf(form, 'amount'));
    if (!amount) {
      setError(t('Enter an amount such as 150 or 150.50.'));
      return;
    }
    const signed = fieldOf(form, 'direction') === 'debit' ? -amount : amount;
    setBusy(true);
    setError(undefined);
    api
      .adjust(userId, signed, fieldOf(form, 'reason').trim(), key)
      .then(
        (reply) => {
          form.reset();
          setKey(newKey());
          setNotice(
            reply.data.pendingId === undefined
              ? t('Adjusted by {amount}. New balance: {balance}', { amount: money(signed), balance: money(reply.data.balance) })
              : reply.message,
          );
          onDone();
        },
        (failure: Error) => setError(failure.message),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading size="md" mb="3">
        {t('Manual adjustment')}
      </Heading>
      <form onSubmit={submit}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
          <Field.Root required>
            <Field.Label>{t('Direction')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="direction" defaultValue="credit">
                <option value="credit">{t('Credit')}</option>
                <option value="debit">{t('Debit')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('Amount (₺)')}</Field.Label>
            <Input name="amount" inputMode="decimal" autoComplete="off" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('Reason')}</Field.Label>
            <Input name="reason" minLength={3} maxLength={500} />
          </Field.Root>
          <Button type="submit" loading={busy}>
            {t('Adjust balance')}
          </Button>
        </SimpleGrid>
      </form>
      {error && <Failure message={error} />}
      {notice && (
        <Text mt="2" role="status">
          {notice}
        </Text>
      )}
    </Box>
  );
}
