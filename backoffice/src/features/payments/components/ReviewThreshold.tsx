// The withdrawal review threshold: a withdrawal above it waits for the desk, one at or below it is paid
// automatically. New withdrawals and the payout worker follow a change at once.
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Field, HStack, Stack, Text, Input } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure, Loading } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { money, parseLira } from '../../../money';
import { paymentsApi } from '../api/calls';

export function ReviewThreshold() {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['paymentSettings'], queryFn: () => paymentsApi.settings() });
  const { busy, error: failure, setError: setFailure, send } = useSend();
  const { notice, setNotice, done } = useNotice(reload);
  if (loading && !data) return <Loading />;
  if (error || !data) return <Failure message={error?.message ?? ''} />;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseLira(fieldOf(event.currentTarget, 'threshold'));
    setNotice(undefined);
    if (amount === undefined) {
      setFailure(t('Enter an amount such as 150 or 150.50.'));
      return;
    }
    send(() => paymentsApi.saveSettings(amount), done);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="3" maxW="520px">
        <Text>{t('Withdrawals above this amount wait for a payments operator; smaller ones are paid automatically.')}</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="review-threshold">
          {t('In force: {amount} (server default {configured})', { amount: money(data.withdrawReviewAbove), configured: money(data.configured) })}
        </Text>
        <HStack align="flex-end" flexWrap="wrap">
          <Field.Root required w={{ base: 'full', sm: '200px' }}>
            <Field.Label>{t('Review threshold (₺)')}</Field.Label>
            <Input name="threshold" inputMode="decimal" key={data.withdrawReviewAbove} defaultValue={String(data.withdrawReviewAbove / 100)} />
          </Field.Root>
          <Button type="submit" loading={busy}>
            {t('Save')}
          </Button>
        </HStack>
        {failure && <Failure message={failure} />}
        {notice && <Text role="status">{notice}</Text>}
      </Stack>
    </form>
  );
}
