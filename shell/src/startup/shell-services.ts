import { createContext, useContext } from 'react';
import type { Endpoints } from '@arena/api-client';

/** What the chrome needs besides the bus: the API, browser storage and a page reload it can be tested without. */
export interface ShellServices {
  api: Endpoints;
  storage: Storage;
  reload: () => void;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices outside ShellServicesContext');
  return services;
}
