// A pending withdrawal's decision: approved (paid out) or rejected with a reason (the held funds go back
// to the player). The server applies the money rules and tells the player.
import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { OperatorPaymentRequest } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { money } from '../../../money';

export function Decision({ withdrawal, onDone }: { withdrawal: OperatorPaymentRequest; onDone: (message: string) => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = (call: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    call()
      .then(onDone, (failure: Error) => setError(failure.message))
      .finally(() => setBusy(false));
  };
  const label = `${withdrawal.username} ${money(withdrawal.amount)}`;
  return (
    <Stack gap="1">
      {rejecting ? (
        <HStack>
          <Input
            size="sm"
            aria-label={t('Reason for {label}', { label })}
            placeholder={t('Reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            disabled={reason.trim().length < 3}
            onClick={() => run(() => api.rejectWithdrawal(withdrawal.id, reason.trim()))}
          >
            {t('Confirm rejection')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
            {t('Cancel')}
          </Button>
        </HStack>
      ) : (
        <HStack>
          <Button
            size="sm"
            colorPalette="green"
            loading={busy}
            aria-label={t('Approve {label}', { label })}
            onClick={() => run(() => api.approveWithdrawal(withdrawal.id))}
          >
            {t('Approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Reject {label}', { label })} onClick={() => setRejecting(true)}>
            {t('Reject')}
          </Button>
        </HStack>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
