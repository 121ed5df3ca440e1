import { SportsBets } from '@arena/account-ui';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { PageFrame, useApi } from '@arena/remote-kit';
import { Button, Stack, Text } from '@arena/ui';

/** /spor/bets: the player's open and settled bets with cash out; a visitor is asked to log in. */
export function MyBetsPage() {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  return (
    <PageFrame>
      {loggedIn ? (
        <SportsBets api={api} />
      ) : (
        <Stack align="center" gap="3" py="8" data-testid="my-bets-login">
          <Text color="arena.muted">{t('Log in to see your bets')}</Text>
          <Button colorPalette="yellow" onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'login' } })}>
            {t('Login')}
          </Button>
        </Stack>
      )}
    </PageFrame>
  );
}
