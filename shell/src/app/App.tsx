import { BrowserRouter } from 'react-router-dom';
import type { ArenaBus } from '@arena/contracts';
import { BusContext } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { Layout } from '../layout/Layout';
import { ShellServicesContext, type ShellServices } from '../startup/shell-services';
import { SiteStoreContext, type SiteStore } from '../startup/site-store';

export function App({ bus, services, site }: { bus: ArenaBus; services: ShellServices; site: SiteStore }) {
  return (
    <BusContext.Provider value={bus}>
      <ShellServicesContext.Provider value={services}>
        <SiteStoreContext.Provider value={site}>
          {/* the page's global CSS is in the document, compiled at build time (webpack.config.js) */}
          <ArenaUiProvider globalCss={false}>
            <BrowserRouter>
              <Layout />
            </BrowserRouter>
          </ArenaUiProvider>
        </SiteStoreContext.Provider>
      </ShellServicesContext.Provider>
    </BusContext.Provider>
  );
}
