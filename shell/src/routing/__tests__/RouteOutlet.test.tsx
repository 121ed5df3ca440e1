import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ArenaState, AuthData } from '@arena/contracts';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { RouteOutlet } from '../RouteOutlet';
import { authData } from '@arena/api-client/testing';

jest.mock('../../federation/RemoteOutlet', () => ({
  RemoteOutlet: ({ name }: { name: string }) => <div data-testid="outlet">{name}</div>,
}));

const player: AuthData = { ...authData, token: 't', username: 'ayse', usercode: 'U1', balance: 0, phone: '', fingerprint: null };

function renderAt(path: string, state: Partial<ArenaState> = {}) {
  const bus = createBus(state);
  render(
    <BusContext.Provider value={bus}>
      <ArenaUiProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouteOutlet />
        </MemoryRouter>
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
  return bus;
}

describe('RouteOutlet', () => {
  it.each([
    ['/', 'cms'],
    ['/pages/1', 'cms'],
    ['/livespor/fcg', 'sports'],
    ['/casino/bingo', 'casino'],
    ['/dashboard/withdraw', 'payments'],
  ])('%s goes to the %s remote', (path, owner) => {
    const loggedIn = path.startsWith('/dashboard');
    const bus = createBus();
    if (loggedIn) bus.emit({ type: 'auth/login', data: player });
    renderAt(path, bus.getState());
    expect(screen.getByTestId('outlet')).toHaveTextContent(owner);
  });

  it('blocks a dashboard route for a visitor and opens the login dialog', () => {
    const bus = renderAt('/dashboard/account');
    expect(screen.getByTestId('route-blocked')).toBeInTheDocument();
    expect(screen.queryByTestId('outlet')).toBeNull();
    expect(bus.getState().dialog).toEqual({ name: 'login' });
  });

  it('shows not found for an unknown route', () => {
    renderAt('/no/such/page');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});
