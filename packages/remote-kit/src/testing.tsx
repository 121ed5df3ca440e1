import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES, playRoute, type ArenaState, type Game, type RemoteOwnedDialog, type RouteDef } from '@arena/contracts';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyRemote } from './define-remote';
import { createQueryClient } from './query-client';

/** A fresh query cache (the remote's defaults) for what it wraps, kept across re-renders: no answer leaks from one test to the next. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Renders a remote at a path, as its parcel root would under the shell (for jest suites): the App
 * sees the remote's view of a real bus and a fresh query cache; the full bus is returned to assert on
 * what it emitted.
 */
export function renderRemoteAt(remote: Pick<AnyRemote, 'App'>, path: string, state: Partial<ArenaState> = {}) {
  const bus = createBus(state);
  const view = render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <QueryProvider>
        <ArenaUiProvider>
          <MemoryRouter initialEntries={[path]}>
            <remote.App />
          </MemoryRouter>
        </ArenaUiProvider>
      </QueryProvider>
    </BusContext.Provider>,
  );
  return { bus, ...view };
}

/**
 * Renders one of a remote's dialog bodies, as its parcel root would when the shell mounts it into that
 * dialog: `close` is the jest mock standing in for the shell's frame.
 */
export function renderRemoteDialog(
  remote: Pick<AnyRemote, 'dialogs'>,
  name: RemoteOwnedDialog,
  { props = {}, state = {}, path = '/' }: { props?: Record<string, unknown>; state?: Partial<ArenaState>; path?: string } = {},
) {
  const bus = createBus(state);
  const close = jest.fn();
  const Body = remote.dialogs[name];
  if (!Body) throw new Error(`the remote has no dialog '${name}'`);
  const view = render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <QueryProvider>
        <ArenaUiProvider>
          <MemoryRouter initialEntries={[path]}>
            <Body props={props} close={close} />
          </MemoryRouter>
        </ArenaUiProvider>
      </QueryProvider>
    </BusContext.Provider>,
  );
  return { bus, close, ...view };
}

const SAMPLE_GAME: Game = { gameCode: 'aviator', name: 'Aviator', providerName: 'SoftGamings', mainProviderId: 1, system: 'spribe', productId: 1 };

/** A concrete URL for a route: page 1, and a sample game encoded the way the casino links to it. */
export const samplePath = (route: RouteDef) => (route.path.includes(':data') ? playRoute(SAMPLE_GAME) : route.path.replace(':id', '1'));

/** routes whose heading is the game's title bar, the breadcrumb standing alone above it (as e2e/playwright/fixtures.ts GAME_TITLED) */
const GAME_TITLED = new Set(['/casino/play/:data']);

/** Every route the remote owns renders its page with the translated title (a game's page: the game's name) and breadcrumb (none at home); others render nothing. */
export function describeRemoteRoutes(remote: AnyRemote) {
  const owned = ROUTES.filter((r) => r.owner === remote.name);
  const translated = (key: string) => `T:${key}`;

  describe(`${remote.name} remote routes`, () => {
    it.each(owned.map((r) => [r.path, r] as const))('%s renders its title and breadcrumb', (_path, route) => {
      renderRemoteAt(remote, samplePath(route), {
        i18n: { locale: 'en', translations: { [route.titleKey]: translated(route.titleKey), Home: translated('Home') } },
      });
      if (GAME_TITLED.has(route.path)) expect(screen.getByTestId('game-title')).toHaveTextContent(SAMPLE_GAME.name);
      else expect(screen.getByTestId('page-title')).toHaveTextContent(translated(route.titleKey));
      // the home page alone has no trail to show
      if (route.parent) expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent(translated('Home'));
      else expect(screen.queryByRole('navigation', { name: 'breadcrumb' })).toBeNull();
    });

    it('renders nothing on a route another remote owns', () => {
      const foreign = ROUTES.find((r) => r.owner !== remote.name)!;
      const { container } = renderRemoteAt(remote, samplePath(foreign));
      expect(container.querySelector('[data-testid="page-title"]')).toBeNull();
    });
  });
}
