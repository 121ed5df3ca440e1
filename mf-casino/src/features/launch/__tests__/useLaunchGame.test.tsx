import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { playRoute, type Game } from '@arena/contracts';
import { aviator, authData } from '@arena/api-client/testing';
import { useLaunchGame } from '../hooks/useLaunchGame';

/** A viewport below (true) or above the 900 px breakpoint, as window.matchMedia answers it. */
function viewport(mobile: boolean) {
  window.matchMedia = (query: string) => ({ matches: mobile, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}

function launch(game: Game, { loggedIn }: { loggedIn: boolean }) {
  const bus = createBus();
  if (loggedIn) bus.emit({ type: 'auth/login', data: authData });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BusContext.Provider value={toRemoteBus(bus)}>
      <MemoryRouter initialEntries={['/casino/slot']}>{children}</MemoryRouter>
    </BusContext.Provider>
  );
  const { result } = renderHook(() => ({ launch: useLaunchGame(), location: useLocation() }), { wrapper });
  act(() => result.current.launch(game));
  return { bus, pathname: result.current.location.pathname };
}

describe('useLaunchGame', () => {
  it.each([true, false])('a visitor gets the login dialog (phone: %s)', (mobile) => {
    viewport(mobile);
    const { bus, pathname } = launch(aviator, { loggedIn: false });
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(pathname).toBe('/casino/slot');
  });

  it('a player on a phone gets the full-screen game dialog with the game', () => {
    viewport(true);
    const { bus, pathname } = launch(aviator, { loggedIn: true });
    expect(bus.getState().dialog).toEqual({ name: 'gamePlay', props: { game: aviator } });
    expect(pathname).toBe('/casino/slot');
  });

  it('a player on a desktop goes to the play page of the game', () => {
    viewport(false);
    const { bus, pathname } = launch(aviator, { loggedIn: true });
    expect(bus.getState().dialog).toBeNull();
    expect(pathname).toBe(playRoute(aviator));
  });
});
