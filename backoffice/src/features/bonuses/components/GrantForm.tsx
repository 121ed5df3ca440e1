// A campaign granted to a player by hand (eligibility aside), with a reason. One Idempotency-Key per
// grant the operator means: a retry after a lost answer grants once.
import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import type { OperatorCampaign } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure } from '../../../layout/states';
import { parseLira } from '../../../money';
import { bonusesApi } from '../api/calls';

const newKey = () => `backoffice-bonus-grant-${crypto.randomUUID()}`;

export function GrantForm({ campaigns, onGranted }: { campaigns: OperatorCampaign[]; onGranted: () => void }) {
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const userId = Number(fieldOf(form, 'userId'));
    const amountText = fieldOf(form, 'amount').trim();
    const amount = amountText === '' ? undefined : parseLira(amountText);
    if (!Number.isInteger(userId) || userId < 1) {
      setError(t('Enter the player ID (the number in the player page address).'));
      return;
    }
    if (amountText !== '' && !amount) {
      setError(t('Enter an amount such as 150 or 150.50.'));
      return;
    }
    setBusy(true);
    setError(undefined);
    bonusesApi
      .grant({ userId, campaignId: Number(fieldOf(form, 'campaignId')), reason: fieldOf(form, 'reason').trim(), ...(amount && { amount }) }, key)
      .then(
        (message) => {
          form.reset();
          setKey(newKey());
          setNotice(message);
          onGranted();
        },
        (failure: Error) => setError(failure.message),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading size="md" mb="3">
        {t('Grant a bonus')}
      </Heading>
      <form onSubmit={submit} aria-label={t('Grant a bonus')}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="end">
          <Field.Root required>
            <Field.Label>{t('Player ID')}</Field.Label>
            <Input name="userId" inputMode="numeric" autoComplete="off" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('Campaign')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="campaignId">
                {campaigns.map((campaign) => (
                  <option key={campaign.id} value={campaign.id}>
                    {campaign.title.en}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('Amount (₺, optional)')}</Field.Label>
            <Input name="amount" inputMode="decimal" autoComplete="off" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('Reason')}</Field.Label>
            <Input name="reason" minLength={3} maxLength={500} />
          </Field.Root>
          <Button type="submit" loading={busy} disabled={campaigns.length === 0}>
            {t('Grant')}
          </Button>
        </SimpleGrid>
      </form>
      {error && <Failure message={error} />}
      {notice && (
        <Text role="status" color="fg.success" mt="2">
          {notice}
        </Text>
      )}
    </Box>
  );
}
