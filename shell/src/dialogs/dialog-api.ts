import { useEffect, useMemo } from 'react';
import type { RemoteBus } from '@arena/contracts';
import { createApiClient, createEndpoints, type Endpoints } from '@arena/api-client';
import { useBus } from '@arena/bus';
import { shellConfig } from '../config';
import { ensureFingerprint } from '../startup/fingerprint';

const clients = new WeakMap<RemoteBus, Endpoints>();

/** This device's fingerprint, collected now if it has none yet. */
const deviceFingerprint = (): Promise<string | null> => ensureFingerprint(window.localStorage);

/**
 * For a dialog whose call records the device (login, registration): starts collecting the fingerprint
 * when the dialog opens, so it is ready by the time the player submits, and returns what the submit
 * awaits so x-fingerprint goes with the call.
 */
export function useDeviceFingerprint(): () => Promise<string | null> {
  useEffect(() => {
    void deviceFingerprint();
  }, []);
  return deviceFingerprint;
}

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
