import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createBus, toRemoteBus } from '@arena/bus';
import { playRoute } from '@arena/contracts';
import { aviator, authData } from '@arena/api-client/testing';
import { ShellBusProvider } from '../../../app/shell-bus';
import { useGameOpenRequests, useOpenGame } from '../useOpenGame';

/** A viewport below (true) or above the 900 px breakpoint, as window.matchMedia answers it. */
function viewport(mobile: boolean) {
  window.matchMedia = (query: string) => ({ matches: mobile, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}

function openGame({ loggedIn }: { loggedIn: boolean }) {
  const bus = createBus();
  if (loggedIn) bus.emit({ type: 'auth/login', data: authData });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellBusProvider bus={bus}>
      <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
    </ShellBusProvider>
  );
  const { result } = renderHook(() => ({ open: useOpenGame(), location: useLocation() }), { wrapper });
  act(() => result.current.open(aviator));
  return { bus, pathname: result.current.location.pathname };
}

describe('useOpenGame (header quick search and menu games)', () => {
  it.each([true, false])('a visitor gets the login dialog (phone: %s)', (mobile) => {
    viewport(mobile);
    const { bus, pathname } = openGame({ loggedIn: false });
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(pathname).toBe('/');
  });

  it("a player on a phone gets the casino's full-screen game dialog with the game", () => {
    viewport(true);
    const { bus, pathname } = openGame({ loggedIn: true });
    expect(bus.getState().dialog).toEqual({ name: 'gamePlay', props: { game: aviator } });
    expect(pathname).toBe('/');
  });

  it('a player on a desktop goes to the play page', () => {
    viewport(false);
    const { bus, pathname } = openGame({ loggedIn: true });
    expect(bus.getState().dialog).toBeNull();
    expect(pathname).toBe(playRoute(aviator));
  });
});

describe('useGameOpenRequests (a remote asks the shell to open a game)', () => {
  function listen() {
    const bus = createBus();
    bus.emit({ type: 'auth/login', data: authData });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellBusProvider bus={bus}>
        <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
      </ShellBusProvider>
    );
    const { result } = renderHook(
      () => {
        useGameOpenRequests();
        return useLocation();
      },
      { wrapper },
    );
    return { bus, result };
  }

  it("a remote's game/open takes a desktop player to the play page", () => {
    viewport(false);
    const { bus, result } = listen();
    act(() => toRemoteBus(bus).emit({ type: 'game/open', game: aviator }));
    expect(result.current.pathname).toBe(playRoute(aviator));
  });

  it("a remote's game/open on a phone opens the casino's game dialog", () => {
    viewport(true);
    const { bus } = listen();
    act(() => toRemoteBus(bus).emit({ type: 'game/open', game: aviator }));
    expect(bus.getState().dialog).toEqual({ name: 'gamePlay', props: { game: aviator } });
  });
});
