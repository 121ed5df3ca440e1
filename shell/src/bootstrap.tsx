import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { createBus } from '@arena/bus';
import { createApiClient, createEndpoints } from '@arena/api-client';
import { App } from './app/App';
import { shellConfig } from './config';
import { createSiteStore } from './startup/site-store';
import { startUp } from './startup/start-up';
import { startSessionServices } from './auth';
import { startRealtimeServices } from './realtime';

const bus = createBus();
const api = createEndpoints(createApiClient({ bus, baseURL: shellConfig.apiBase }));
const site = createSiteStore();
const storage = window.localStorage;
const reload = () => window.location.reload();

// urlRerouteOnly + patched history: each remote's own router follows the shell's navigation.
start({ urlRerouteOnly: true });

// the server-painted skeleton stays until the translations are in: nothing shows untranslated
// the remote map the server inlined saves a request before the content area can load
const remoteMap = () => (shellConfig.inlineRemoteMap ? Promise.resolve(shellConfig.inlineRemoteMap) : api.remoteMap());
const { firstRender } = startUp({ bus, api: { ...api, remoteMap }, storage, site, reload });
// after startUp restored any stored session: balance polling, authData persistence, logout and 401 handling
startSessionServices(bus, api);
firstRender.finally(() => {
  const root = createRoot(document.getElementById('root')!);
  // a transition render is time-sliced: the first render yields to the browser instead of one long task
  startTransition(() => root.render(<App bus={bus} services={{ api, storage, reload }} site={site} />));
  // after the first render's work: a restored session's hub connection does not compete with it
  startRealtimeServices(bus, api);
});
