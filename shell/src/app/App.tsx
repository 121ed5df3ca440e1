import { BrowserRouter } from 'react-router-dom';
import type { ArenaBus } from '@arena/contracts';
import { ArenaUiProvider } from '@arena/ui';
import { Layout } from '../layout/Layout';
import { ShellServicesContext, type ShellServices } from '../startup/shell-services';
import { SiteStoreContext, type SiteStore } from '../startup/site-store';
import { ActionStoreContext, type ActionStore } from './action-state';
import { ShellBusProvider } from './shell-bus';

export function App({ bus, services, site, action }: { bus: ArenaBus; services: ShellServices; site: SiteStore; action: ActionStore }) {
  return (
    <ShellBusProvider bus={bus}>
      <ShellServicesContext.Provider value={services}>
        <SiteStoreContext.Provider value={site}>
          <ActionStoreContext.Provider value={action}>
            {/* the page's global CSS is in the document, compiled at build time (webpack.config.js) */}
            <ArenaUiProvider globalCss={false}>
              <BrowserRouter>
                <Layout />
              </BrowserRouter>
            </ArenaUiProvider>
          </ActionStoreContext.Provider>
        </SiteStoreContext.Provider>
      </ShellServicesContext.Provider>
    </ShellBusProvider>
  );
}
