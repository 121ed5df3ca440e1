import { useEffect } from 'react';
import { AlertDialogFrame, Button, Text } from '@arena/ui';
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
    <AlertDialogFrame
      title={message}
      testId="logging-out"
      footer={
        <Button colorPalette="yellow" onClick={() => bus.emit({ type: 'auth/logout-requested', reason: 'user' })}>
          {t('Log out now')}
        </Button>
      }
    >
      <Text>{t('You are being logged out.')}</Text>
    </AlertDialogFrame>
  );
}
