import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ArenaState } from '@arena/contracts';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { authData } from '@arena/api-client/testing';

export const EN: Partial<ArenaState> = { i18n: { locale: 'en', translations: {} } };
export const PLAYER: Partial<ArenaState> = {
  ...EN,
  auth: { loggedIn: true, balance: authData.balance, userName: authData.username, userCode: authData.usercode, data: authData },
};

/** A piece of the remote as its pages show it: on the bus, the UI system and a router. */
export function renderOnBus(ui: ReactElement, state: Partial<ArenaState> = EN, path = '/spor') {
  const bus = createBus(state);
  const view = render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
  return { bus, ...view };
}

/** window.matchMedia answering every query with `matches` (the slip asks for the phone layout). */
export function phoneLayout(matches: boolean) {
  window.matchMedia = (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}
