import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import type { BusEvent } from '@arena/contracts';
import { aviator, authData } from '@arena/api-client/testing';
import { useLaunchGame } from '../hooks/useLaunchGame';

describe('useLaunchGame', () => {
  it.each([false, true])('asks the shell to open the game, and decides nothing itself (logged in: %s)', (loggedIn) => {
    const bus = createBus();
    if (loggedIn) bus.emit({ type: 'auth/login', data: authData });
    const events: BusEvent[] = [];
    const sub = bus.events$.subscribe((event) => events.push(event));
    const wrapper = ({ children }: { children: ReactNode }) => <BusContext.Provider value={toRemoteBus(bus)}>{children}</BusContext.Provider>;
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    act(() => result.current(aviator));
    sub.unsubscribe();
    expect(events).toEqual([{ type: 'game/open', game: aviator }]);
    // the shell's useGameOpenRequests turns it into the login dialog, the game dialog or the play page
    expect(bus.getState().dialog).toBeNull();
  });
});
