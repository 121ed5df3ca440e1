import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { ArenaState, AuthData } from '@arena/contracts';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { authData } from '@arena/api-client/testing';

export const AUTH: AuthData = { ...authData, token: 'tok', username: 'ayse', usercode: 'U1', balance: 1250, fingerprint: null };

export function renderWithBus(ui: ReactElement, state: Partial<ArenaState> = {}) {
  const bus = createBus(state);
  const events: unknown[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const view = render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>{ui}</ArenaUiProvider>
    </BusContext.Provider>,
  );
  return { bus, events, ...view };
}

export function loggedIn(data: Partial<AuthData> = {}): Partial<ArenaState> {
  const auth = { ...AUTH, ...data };
  return { auth: { loggedIn: true, balance: auth.balance, userName: auth.username, userCode: auth.usercode, data: auth } };
}
