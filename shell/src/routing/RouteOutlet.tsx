import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Heading, Text } from '@arena/ui';
import { matchRoute } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { RemoteOutlet } from '../federation/RemoteOutlet';

/**
 * Resolves the location to the remote that owns it (contracts ROUTES). Guarded routes open the
 * login dialog for a visitor and stay blocked until the player logs in.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  const bus = useBus();
  const t = useT();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const route = matchRoute(pathname);
  const blocked = Boolean(route?.guarded && !loggedIn);

  useEffect(() => {
    if (blocked) bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
  }, [blocked, pathname, bus]);

  if (!route) {
    return (
      <Box py="16" textAlign="center" data-testid="not-found">
        <Heading as="h1" size="xl">
          {t('Page not found')}
        </Heading>
      </Box>
    );
  }
  if (blocked) {
    return (
      <Box py="16" textAlign="center" data-testid="route-blocked">
        <Text fontSize="lg">{t('Please log in to continue.')}</Text>
      </Box>
    );
  }
  // keyed by owner: moving between two routes of one remote keeps its parcel mounted
  return <RemoteOutlet key={route.owner} name={route.owner} />;
}
