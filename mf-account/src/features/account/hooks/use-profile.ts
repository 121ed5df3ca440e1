import { useEffect, useState } from 'react';
import type { CustomerProfile } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** The player's profile (customer/profile); null until loaded or when the call failed (already toasted). */
export function useProfile(): { profile: CustomerProfile | null; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ profile: CustomerProfile | null; loading: boolean }>({ profile: null, loading: true });
  useEffect(() => {
    let live = true;
    api
      .profile()
      .then((profile) => live && setState({ profile, loading: false }))
      .catch(() => live && setState({ profile: null, loading: false }));
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
