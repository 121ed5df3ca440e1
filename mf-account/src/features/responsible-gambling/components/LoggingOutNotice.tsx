import { useEffect } from 'react';
import { Button, Dialog, Portal, Text } from '@arena/ui';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';

/** long enough to read the server's sentence; the logout reloads the page, which would take a toast with it */
export const LOGOUT_DELAY_MS = 3_000;

/** The server's message of a step that ended the player's sessions, then the logout (at once with the button). */
export function LoggingOutNotice({ message }: { message: string }) {
  const t = useT();
  const bus = useBus();
  useEffect(() => {
    const timer = setTimeout(() => bus.emit({ type: 'auth/logout-requested', reason: 'user' }), LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bus]);
  return (
    <Dialog.Root open role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="arena.surface" color="arena.text" mx="4" data-testid="logging-out">
            <Dialog.Header>
              <Dialog.Title>{message}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('You are being logged out.')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="yellow" onClick={() => bus.emit({ type: 'auth/logout-requested', reason: 'user' })}>
                {t('Log out now')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
