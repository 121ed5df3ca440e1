import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export type DialogSize = 'sm' | 'md' | 'lg';

/**
 * The frame's widest, per size: a short form or a message (sm), a list or a cashier form (md), a form
 * with the brand panel beside it (lg). Narrower content keeps the width; the height is always the content's.
 */
export const DIALOG_MAX_WIDTHS: Record<DialogSize, string> = { sm: '440px', md: '600px', lg: '880px' };

/**
 * The dialog frame: as wide as its size allows and as high as its content, up to 85 % of the screen
 * (then its body scrolls). On a phone (below md) it covers the screen when `fullOnPhone` (a long form, a
 * list), else it is a card with a margin. Controlled: the shell keeps one open dialog on the bus, so
 * opening one closes the others.
 */
export function DialogFrame({
  open,
  title,
  onClose,
  children,
  size = 'md',
  fullOnPhone = false,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: DialogSize;
  fullOnPhone?: boolean;
  testId?: string;
}) {
  const maxW = DIALOG_MAX_WIDTHS[size];
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
            data-size={size}
            data-full-on-phone={fullOnPhone || undefined}
            bg="arena.surface"
            color="arena.text"
            w={fullOnPhone ? { base: '100vw', md: '100%' } : '100%'}
            maxW={fullOnPhone ? { base: '100vw', md: maxW } : { base: 'calc(100vw - 2rem)', md: maxW }}
            h={fullOnPhone ? { base: '100dvh', md: 'auto' } : 'auto'}
            maxH={fullOnPhone ? { base: '100dvh', md: '85dvh' } : '85dvh'}
            m={fullOnPhone ? { base: 0, md: 'auto' } : 'auto'}
            borderRadius={fullOnPhone ? { base: 0, md: 'lg' } : 'lg'}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {/* minH 0: the body shrinks to the frame's height and scrolls, rather than overflowing it */}
            <Dialog.Body overflowY="auto" minH="0">
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
