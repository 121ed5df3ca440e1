import { useEffect, useState } from 'react';
import { useApi } from '@arena/remote-kit';

/** Studio code (Game.system) → display name (casino/providers), for the cards' second line; codes until it answers. */
export function useStudioNames(): ReadonlyMap<string, string> {
  const api = useApi();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    api
      .casinoProviders({})
      .then((studios) => current && setNames(new Map(studios.map((s) => [s.system, s.name]))))
      // the cards keep the studio's code; the api client has shown the failure
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  return names;
}
