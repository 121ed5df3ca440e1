// A pending withdrawal's decision: approved (paid out, once the operator has confirmed the payment: money
// that leaves cannot be called back) or rejected with a reason (the held funds go back to the player).
// The server applies the money rules and tells the player.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OperatorPaymentRequest } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { ReasonPrompt } from '../../../layout/ReasonPrompt';
import { ErrorLine } from '../../../layout/states';
import { useSend } from '../../../layout/useSend';
import { money } from '../../../money';

export function Decision({ withdrawal, onDone }: { withdrawal: OperatorPaymentRequest; onDone: (message: string) => void }) {
  const [step, setStep] = useState<'choose' | 'paying' | 'rejecting'>('choose');
  const { busy, error, send } = useSend();
  const label = `${withdrawal.username} ${money(withdrawal.amount)}`;
  return (
    <Stack gap="1">
      {step === 'paying' ? (
        <HStack role="group" aria-label={t('Confirm the payment of {label}', { label })}>
          <Text fontSize="sm">{t('Pay {amount} to {player} now?', { amount: money(withdrawal.amount), player: withdrawal.username })}</Text>
          <Button size="sm" colorPalette="green" loading={busy} onClick={() => send(() => api.approveWithdrawal(withdrawal.id), onDone)}>
            {t('Confirm payment')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStep('choose')}>
            {t('Cancel')}
          </Button>
        </HStack>
      ) : step === 'rejecting' ? (
        <ReasonPrompt
          label={label}
          confirm={t('Confirm rejection')}
          busy={busy}
          onConfirm={(reason) => send(() => api.rejectWithdrawal(withdrawal.id, reason), onDone)}
          onCancel={() => setStep('choose')}
        />
      ) : (
        <HStack>
          <Button size="sm" colorPalette="green" aria-label={t('Approve {label}', { label })} onClick={() => setStep('paying')}>
            {t('Approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Reject {label}', { label })} onClick={() => setStep('rejecting')}>
            {t('Reject')}
          </Button>
        </HStack>
      )}
      <ErrorLine text={error} />
    </Stack>
  );
}
