// Who is logged in to the back office. A token in this tab's sessionStorage is checked with
// operator/me at start; the server's 401 (idle timeout, disabled operator) logs the tab out, and so
// does the operator's own idleness: a screen of player data is not left open on an unattended desk.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { OPERATOR_IDLE_SECONDS, type OperatorMe, type OperatorSession } from '@arena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/calls';
import { readToken, storeToken, whenSessionEnds } from '../api/client';

interface SessionState {
  /** undefined while the stored token is being checked */
  operator: OperatorMe | null | undefined;
  /** true after the server ended the session (shown on the login page) */
  expired: boolean;
  signIn: (session: OperatorSession) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<OperatorMe | null | undefined>(readToken() ? undefined : null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    whenSessionEnds(() => {
      setOperator(null);
      setExpired(true);
    });
    if (!readToken()) return;
    api.me().then(setOperator, () => setOperator(null));
  }, []);

  useEffect(() => {
    if (!operator) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        storeToken(null);
        setOperator(null);
        setExpired(true);
      }, OPERATOR_IDLE_SECONDS * 1000);
    };
    restart();
    ACTIVITY.forEach((event) => window.addEventListener(event, restart, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY.forEach((event) => window.removeEventListener(event, restart));
    };
  }, [operator]);

  const signIn = useCallback(({ token, username, role }: OperatorSession) => {
    storeToken(token);
    setExpired(false);
    setOperator({ username, role });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.logout();
    } finally {
      storeToken(null);
      setOperator(null);
    }
  }, []);

  // one operator's lists are never shown to the next one signed in on this browser
  const queryClient = useQueryClient();
  useEffect(() => {
    if (operator === null) queryClient.clear();
  }, [operator, queryClient]);

  const value = useMemo(() => ({ operator, expired, signIn, signOut }), [operator, expired, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
