import { useMemo } from 'react';
import type { ArenaBus } from '@arena/contracts';
import { createApiClient, createEndpoints, type Endpoints } from '@arena/api-client';
import { useBus } from '@arena/bus';
import { shellConfig } from '../config';

const clients = new WeakMap<ArenaBus, Endpoints>();

/** The dialogs' typed API on the shell's bus (loaded with the dialog chunks, not at start-up). */
export function useDialogApi(): Endpoints {
  const bus = useBus();
  return useMemo(() => {
    let api = clients.get(bus);
    if (!api) {
      api = createEndpoints(createApiClient({ bus, baseURL: shellConfig.apiBase }));
      clients.set(bus, api);
    }
    return api;
  }, [bus]);
}
