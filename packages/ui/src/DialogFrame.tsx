import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

/**
 * The dialog frame: full screen below 900 px; on desktop 699 px high and up to 990 px wide.
 * Controlled: the shell keeps one open dialog on the bus, so opening one closes the others.
 */
export function DialogFrame({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      // a layer closing underneath (the mobile profile sidebar closes as its item opens a dialog) asks
      // the layers above it to close too: the shell's dialogs close only by their button, Escape or backdrop
      onRequestDismiss={(e) => e.preventDefault()}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={testId}
            bg="arena.surface"
            color="arena.text"
            w={{ base: '100vw', md: '100%' }}
            maxW={{ base: '100vw', md: '990px' }}
            h={{ base: '100dvh', md: '699px' }}
            m={{ base: 0, md: 'auto' }}
            borderRadius={{ base: 0, md: 'lg' }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body overflowY="auto">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
