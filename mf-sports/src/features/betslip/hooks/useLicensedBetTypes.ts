import { useEffect, useState } from 'react';
import { BET_TYPES, type BetType, type LicensableBetType } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';
import { useApi } from '@arena/remote-kit';

// one request per API client: the licence changes only with the server's configuration
const requests = new WeakMap<Endpoints, Promise<readonly LicensableBetType[]>>();

function request(api: Endpoints): Promise<readonly LicensableBetType[]> {
  let pending = requests.get(api);
  if (!pending) {
    pending = api.licence().then((licence) => licence.disallowed.betTypes);
    requests.set(api, pending);
    pending.catch(() => requests.delete(api));
  }
  return pending;
}

/**
 * The slip's bet types the site's licence allows (GET platform/licence, `disallowed.betTypes`): the slip
 * offers only these. Every type until the licence is known, or if it cannot be read: the server refuses
 * a disallowed one at placement with the licence's reason either way.
 */
export function useLicensedBetTypes(): readonly BetType[] {
  const api = useApi();
  const [disallowed, setDisallowed] = useState<readonly LicensableBetType[]>([]);
  useEffect(() => {
    let live = true;
    request(api).then(
      (types) => live && setDisallowed(types),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return BET_TYPES.filter((type) => !disallowed.includes(type));
}
