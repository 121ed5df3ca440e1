// The payment methods as the desk edits them: on/off and the limits of one request, and the fields
// the player's forms ask for (MethodFields). The players' forms and the server's checks follow at the next request.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { OperatorPaymentMethod } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Empty, Failure, Loading } from '../../../layout/states';
import { useSend } from '../../../layout/useSend';
import { parseLira } from '../../../money';
import { paymentsApi } from '../api/calls';
import { MethodFields } from './MethodFields';

/** minor units as the operator types lira: "150" or "150.50" */
const lira = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

function MethodForm({ method, onSaved }: { method: OperatorPaymentMethod; onSaved: () => void }) {
  const { busy, error, setError, send } = useSend();
  const [notice, setNotice] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minAmount = parseLira(fieldOf(event.currentTarget, 'min'));
    const maxAmount = parseLira(fieldOf(event.currentTarget, 'max'));
    const enabled = fieldOf(event.currentTarget, 'enabled') === 'yes';
    setNotice(undefined);
    if (minAmount === undefined || maxAmount === undefined || minAmount < 1) {
      setError(t('Enter an amount such as 150 or 150.50.'));
      return;
    }
    send(
      () => paymentsApi.saveMethod({ id: method.id, enabled, minAmount, maxAmount }),
      (message) => {
        setNotice(message);
        onSaved();
      },
    );
  };
  return (
    <Box as="section" aria-label={method.name} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <form onSubmit={submit}>
        <Stack gap="3">
          <HStack>
            <Text fontWeight="bold">{method.name}</Text>
            <Badge colorPalette={method.enabled ? 'green' : 'gray'}>{method.enabled ? t('Enabled') : t('Disabled')}</Badge>
          </HStack>
          <HStack align="flex-end" flexWrap="wrap" gap="3">
            <Field.Root w={{ base: 'full', sm: '160px' }}>
              <Field.Label>{t('Offered to players')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="enabled" defaultValue={method.enabled ? 'yes' : 'no'}>
                  <option value="yes">{t('Yes')}</option>
                  <option value="no">{t('No')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required w={{ base: 'full', sm: '150px' }}>
              <Field.Label>{t('Minimum (₺)')}</Field.Label>
              <Input name="min" inputMode="decimal" defaultValue={lira(method.minAmount)} />
            </Field.Root>
            <Field.Root required w={{ base: 'full', sm: '150px' }}>
              <Field.Label>{t('Maximum (₺)')}</Field.Label>
              <Input name="max" inputMode="decimal" defaultValue={lira(method.maxAmount)} />
            </Field.Root>
            <Button type="submit" loading={busy} aria-label={t('Save {name}', { name: method.name })}>
              {t('Save')}
            </Button>
          </HStack>
          {error && <Failure message={error} />}
          {notice && <Text role="status">{notice}</Text>}
        </Stack>
      </form>
      <Stack gap="2" mt="3">
        <MethodFields method={method} direction="deposit" onSaved={onSaved} />
        <MethodFields method={method} direction="withdraw" onSaved={onSaved} />
      </Stack>
    </Box>
  );
}

export function MethodSettings() {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['paymentMethods'], queryFn: () => paymentsApi.methods() });
  if (loading && !data) return <Loading />;
  if (error) return <Failure message={error.message} />;
  if (!data || data.length === 0) return <Empty text={t('No payment methods.')} />;
  return (
    <Stack gap="3">
      {data.map((method) => (
        <MethodForm key={JSON.stringify(method)} method={method} onSaved={() => void reload()} />
      ))}
    </Stack>
  );
}
