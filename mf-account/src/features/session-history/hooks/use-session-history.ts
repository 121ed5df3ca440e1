import { useEffect, useState } from 'react';
import type { SessionHistoryEntry } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

/** The player's sessions (customer/sessionhistory), newest first as the server sends them. */
export function useSessionHistory(): { sessions: SessionHistoryEntry[]; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ sessions: SessionHistoryEntry[]; loading: boolean }>({ sessions: [], loading: true });
  useEffect(() => {
    let live = true;
    api
      .sessionHistory()
      .then((sessions) => live && setState({ sessions, loading: false }))
      .catch(() => live && setState({ sessions: [], loading: false }));
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
