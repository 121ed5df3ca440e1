import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

/**
 * A dialog that waits for the player's answer (role alertdialog): its title, its body and the footer's
 * buttons. Focus stays in it until they answer; Escape and a click outside close it only when it has
 * `onDismiss`. Its own layer, not the shell's one bus dialog, so it can stack over another. As high as
 * its content and at most 28 rem wide (Chakra's md dialog), with a margin on a phone: a few lines and
 * buttons never need the whole screen.
 */
export function AlertDialogFrame({
  open = true,
  title,
  children,
  footer,
  onDismiss,
  testId,
}: {
  open?: boolean;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  onDismiss?: () => void;
  testId: string;
}) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => !e.open && onDismiss?.()}
      closeOnEscape={Boolean(onDismiss)}
      closeOnInteractOutside={Boolean(onDismiss)}
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="arena.surface" color="arena.text" mx="4" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              {footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
