import { useCallback, useEffect, useState } from 'react';
import type { SportsSettings } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';
import { useApi } from '@arena/remote-kit';

// one request per API client: the book's limits and mode change only with the server's configuration
const requests = new WeakMap<Endpoints, Promise<SportsSettings>>();

function request(api: Endpoints): Promise<SportsSettings> {
  let pending = requests.get(api);
  if (!pending) {
    pending = api.sportsSettings();
    requests.set(api, pending);
    pending.catch(() => requests.delete(api));
  }
  return pending;
}

/** The book's limits and mode (GET sports/settings), shared by everything on the page. */
export function useSportsSettings() {
  const api = useApi();
  const [settings, setSettings] = useState<SportsSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    request(api).then(setSettings, () => setFailed(true));
  }, [api]);
  useEffect(load, [load]);
  return { settings, failed, retry: load };
}
