import { useEffect, useMemo } from 'react';
import type { ArenaBus } from '@arena/contracts';
import { createApiClient, createEndpoints, type Endpoints } from '@arena/api-client';
import { useBus } from '@arena/bus';
import { shellConfig } from '../config';
import { ensureFingerprint } from '../startup/fingerprint';

const clients = new WeakMap<ArenaBus, Endpoints>();

/**
 * Before a call that records the device (login, registration): this device's fingerprint, collected
 * now if it has none yet (x-fingerprint then goes with the call).
 */
export function deviceFingerprint(): Promise<string | null> {
  return ensureFingerprint(window.localStorage);
}

/**
 * The dialogs' typed API on the shell's bus (loaded with the dialog chunks, not at start-up). A dialog
 * also starts the fingerprint collection, so it is ready by the time the player submits.
 */
export function useDialogApi(): Endpoints {
  const bus = useBus();
  useEffect(() => {
    void deviceFingerprint();
  }, []);
  return useMemo(() => {
    let api = clients.get(bus);
    if (!api) {
      api = createEndpoints(createApiClient({ bus, baseURL: shellConfig.apiBase }));
      clients.set(bus, api);
    }
    return api;
  }, [bus]);
}
