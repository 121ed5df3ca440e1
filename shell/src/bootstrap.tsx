import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { createBus } from '@arena/bus';
import { createApiClient, createEndpoints } from '@arena/api-client';
import { App } from './app/App';
import { shellConfig } from './config';
import { startUp } from './startup/start-up';

const bus = createBus();
const api = createEndpoints(createApiClient({ bus, baseURL: shellConfig.apiBase }));

// urlRerouteOnly + patched history: each remote's own router follows the shell's navigation.
start({ urlRerouteOnly: true });

startUp(bus, api, window.localStorage).finally(() => {
  createRoot(document.getElementById('root')!).render(<App bus={bus} />);
});
