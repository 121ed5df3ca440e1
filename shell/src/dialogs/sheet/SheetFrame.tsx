import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@arena/ui';
import { useT } from '@arena/i18n';

/**
 * A bottom sheet (the deposit-money sheet): slides up from the bottom edge, as tall as its
 * content up to most of the screen, closed by its button, Escape or the backdrop.
 */
export function SheetFrame({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const t = useT();
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} onRequestDismiss={(e) => e.preventDefault()} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId} bg="arena.surface" color="arena.text" borderTopRadius="xl" maxH="90dvh" maxW="640px" mx="auto">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body overflowY="auto" pb="6">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
