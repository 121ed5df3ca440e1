import type { ReactNode } from 'react';
import { AlertDialogFrame, Button, Stack } from '@arena/ui';
import { useT } from '@arena/i18n';

/**
 * Asks before a step that cannot be taken back (forfeit, time-out, self-exclusion, closure): what is
 * lost, then the step's own button or Cancel. An alert dialog: focus stays in it until the player answers.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <AlertDialogFrame
      open={open}
      title={title}
      onDismiss={() => !busy && onCancel()}
      testId={testId}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button colorPalette="red" loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="2">{children}</Stack>
    </AlertDialogFrame>
  );
}
