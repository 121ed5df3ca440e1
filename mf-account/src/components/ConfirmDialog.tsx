import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Stack } from '@arena/ui';
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
    <Dialog.Root open={open} role="alertdialog" placement="center" onOpenChange={(e) => !e.open && !busy && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="arena.surface" color="arena.text" mx="4" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('Cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
