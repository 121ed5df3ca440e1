import { start } from 'single-spa';
import { createBus } from '@arena/bus';
import { createApiClient, createEndpoints } from '@arena/api-client';
import { loadUi, nextTask } from './app/load-ui';
import { shellConfig } from './config';
import { createActionStore } from './app/action-state';
import { createSiteStore } from './startup/site-store';
import { startUp } from './startup/start-up';
import { startSessionServices } from './auth';
import { startRealtimeServices } from './realtime';
import { keepServerPaint } from './federation/server-paint';

const bus = createBus();
const api = createEndpoints(createApiClient({ bus, baseURL: shellConfig.apiBase }));
const site = createSiteStore();
const action = createActionStore();
const storage = window.localStorage;
const reload = () => window.location.reload();

// urlRerouteOnly + patched history: each remote's own router follows the shell's navigation.
start({ urlRerouteOnly: true });

async function startShell() {
  // the modules above were evaluated in this task; the start-up calls go out in the next one
  await nextTask();
  // the server-painted skeleton stays until the translations are in: nothing shows untranslated
  // the remote map the server inlined saves a request before the content area can load
  const remoteMap = () => (shellConfig.inlineRemoteMap ? Promise.resolve(shellConfig.inlineRemoteMap) : api.remoteMap());
  const { firstRender } = startUp({ bus, api: { ...api, remoteMap }, storage, site, action, reload, licenceDisplay: shellConfig.inlineLicenceDisplay });
  // after startUp restored any stored session: balance polling, authData persistence, logout and 401 handling
  startSessionServices(bus, api);
  // the UI's modules load while the start-up calls are in flight
  const [renderApp] = await Promise.all([loadUi(), firstRender.catch(() => undefined)]);
  const root = document.getElementById('root')!;
  keepServerPaint(root);
  renderApp(root, { bus, services: { api, storage, reload }, site, action });
  // after the first render's work: a restored session's hub connection does not compete with it
  startRealtimeServices(bus, api);
}

void startShell();
