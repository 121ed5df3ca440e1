import { useMemo } from 'react';
import { createApiClient, createEndpoints, type Endpoints } from '@arena/api-client';
import { useBus } from '@arena/bus';

const cache = new WeakMap<object, Endpoints>();

/** The remote's typed API, bound to the shell's bus (token, locale, 401 → logout, error toasts). */
export function useApi(): Endpoints {
  const bus = useBus();
  return useMemo(() => {
    let endpoints = cache.get(bus);
    if (!endpoints) {
      endpoints = createEndpoints(createApiClient({ bus }));
      cache.set(bus, endpoints);
    }
    return endpoints;
  }, [bus]);
}
