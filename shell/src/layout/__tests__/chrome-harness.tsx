import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ArenaBus, AuthData, BusEvent } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';
import { createFakeEndpoints, authData } from '@arena/api-client/testing';
import { createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { ActionStoreContext, createActionStore, type ActionState } from '../../app/action-state';
import { ShellBusProvider } from '../../app/shell-bus';
import { ShellServicesContext } from '../../startup/shell-services';
import { SiteStoreContext, createSiteStore, type SiteContent } from '../../startup/site-store';
import { ICON_SET } from '../icons/icon-set';

export const player: AuthData = { ...authData, token: 't', username: 'ayse', usercode: 'U1042', balance: 123456, phone: '', fingerprint: null };

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface ChromeOptions {
  path?: string;
  loggedIn?: boolean;
  site?: Partial<SiteContent>;
  api?: Endpoints;
  bus?: ArenaBus;
  action?: Partial<ActionState>;
}

/** Renders chrome under the bus, services, site and action stores, Chakra and a router, and records bus events. */
export function renderChrome(
  ui: ReactNode,
  { path = '/', loggedIn = false, site: content = {}, api = createFakeEndpoints(), bus = createBus(), action: actionState = {} }: ChromeOptions = {},
) {
  if (loggedIn) bus.emit({ type: 'auth/login', data: player });
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const site = createSiteStore({ icons: ICON_SET, ...content });
  const action = createActionStore(actionState);
  const reload = jest.fn();
  const utils = render(
    <ShellBusProvider bus={bus}>
      <ShellServicesContext.Provider value={{ api, storage: window.localStorage, reload }}>
        <SiteStoreContext.Provider value={site}>
          <ActionStoreContext.Provider value={action}>
            <ArenaUiProvider>
              <MemoryRouter initialEntries={[path]}>
                {ui}
                <LocationProbe />
              </MemoryRouter>
            </ArenaUiProvider>
          </ActionStoreContext.Provider>
        </SiteStoreContext.Provider>
      </ShellServicesContext.Provider>
    </ShellBusProvider>,
  );
  return { ...utils, bus, events, site, action, api, reload };
}
