// A pending withdrawal's decision: approved (paid out) or rejected with a reason (the held funds go back
// to the player). The server applies the money rules and tells the player.
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { OperatorPaymentRequest } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { ReasonPrompt } from '../../../layout/ReasonPrompt';
import { ErrorLine } from '../../../layout/states';
import { useSend } from '../../../layout/useSend';
import { money } from '../../../money';

export function Decision({ withdrawal, onDone }: { withdrawal: OperatorPaymentRequest; onDone: (message: string) => void }) {
  const [rejecting, setRejecting] = useState(false);
  const { busy, error, send } = useSend();
  const label = `${withdrawal.username} ${money(withdrawal.amount)}`;
  return (
    <Stack gap="1">
      {rejecting ? (
        <ReasonPrompt
          label={label}
          confirm={t('Confirm rejection')}
          busy={busy}
          onConfirm={(reason) => send(() => api.rejectWithdrawal(withdrawal.id, reason), onDone)}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <HStack>
          <Button
            size="sm"
            colorPalette="green"
            loading={busy}
            aria-label={t('Approve {label}', { label })}
            onClick={() => send(() => api.approveWithdrawal(withdrawal.id), onDone)}
          >
            {t('Approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Reject {label}', { label })} onClick={() => setRejecting(true)}>
            {t('Reject')}
          </Button>
        </HStack>
      )}
      <ErrorLine text={error} />
    </Stack>
  );
}
