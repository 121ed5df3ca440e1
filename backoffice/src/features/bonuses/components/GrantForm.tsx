// A campaign granted to a player by hand (eligibility aside), with a reason. One Idempotency-Key per
// grant the operator means: a retry after a lost answer grants once.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { OperatorCampaign } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { ActionForm } from '../../../layout/ActionForm';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { TextField } from '../../../layout/TextField';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { parseLira } from '../../../money';
import { bonusesApi } from '../api/calls';

const newKey = () => `backoffice-bonus-grant-${crypto.randomUUID()}`;

export function GrantForm({ campaigns, onGranted }: { campaigns: OperatorCampaign[]; onGranted: () => void }) {
  const [key, setKey] = useState(newKey);
  const { busy, error, setError, send } = useSend();
  const { notice, done } = useNotice(onGranted);

  const submit = (form: HTMLFormElement) => {
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
    const grant = { userId, campaignId: Number(fieldOf(form, 'campaignId')), reason: fieldOf(form, 'reason').trim(), ...(amount && { amount }) };
    send(
      () => bonusesApi.grant(grant, key),
      (message) => {
        form.reset();
        setKey(newKey());
        done(message);
      },
    );
  };

  return (
    <ActionForm
      title={t('Grant a bonus')}
      columns={5}
      error={error}
      notice={notice}
      onSubmit={submit}
      actions={
        <Button type="submit" loading={busy} disabled={campaigns.length === 0}>
          {t('Grant')}
        </Button>
      }
    >
      <TextField label={t('Player ID')} name="userId" required inputMode="numeric" autoComplete="off" />
      <SelectField label={t('Campaign')} name="campaignId" options={campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.title.en }))} />
      <TextField label={t('Amount (₺, optional)')} name="amount" inputMode="decimal" autoComplete="off" />
      <TextField label={t('Reason')} name="reason" required minLength={3} maxLength={500} />
    </ActionForm>
  );
}
