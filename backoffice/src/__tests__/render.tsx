// Renders the whole back office (query cache, theme, router at `path`, session) the way index.tsx does.
import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ArenaUiProvider } from '@arena/ui';
import { App } from '../App';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from '../query-client';

/** A fresh query cache (the back office's defaults) for what it wraps: no answer leaks from one test to the next. */
export function QueryWrapper({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function renderBackoffice(path = '/') {
  return render(
    <QueryWrapper>
      <ArenaUiProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider>
            <App />
          </SessionProvider>
        </MemoryRouter>
      </ArenaUiProvider>
    </QueryWrapper>,
  );
}

export const EMPTY_DASHBOARD = {
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  pendingWithdrawals: { count: 0, amount: 0 },
  registrations: 0,
  playersOnline: 0,
  ggr: { casino: 0, originals: 0, sports: 0 },
  days: [],
};
