// The reason a row's decision needs before it is confirmed (a withdrawal's rejection, a bonus's
// forfeit): typed next to the row, at least 3 characters, then confirmed or cancelled.
import { useState } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { t } from '../i18n/texts';

interface ReasonPromptProps {
  /** the row, as the field's name says it ('Reason for {label}') */
  label: string;
  confirm: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonPrompt({ label, confirm, busy, onConfirm, onCancel }: ReasonPromptProps) {
  const [reason, setReason] = useState('');
  return (
    <HStack>
      <Input
        size="sm"
        aria-label={t('Reason for {label}', { label })}
        placeholder={t('Reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button size="sm" colorPalette="red" loading={busy} disabled={reason.trim().length < 3} onClick={() => onConfirm(reason.trim())}>
        {confirm}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('Cancel')}
      </Button>
    </HStack>
  );
}
