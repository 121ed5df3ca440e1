// Who is logged in to the back office. A token in this tab's sessionStorage is checked with
// operator/me at start; the server's 401 (idle timeout, disabled operator) logs the tab out.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OperatorMe, OperatorSession } from '@arena/contracts';
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

  const value = useMemo(() => ({ operator, expired, signIn, signOut }), [operator, expired, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
