// Renders the whole back office (theme, router at `path`, session) the way index.tsx does.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArenaUiProvider } from '@arena/ui';
import { App } from '../App';
import { SessionProvider } from '../session/SessionProvider';

export function renderBackoffice(path = '/') {
  return render(
    <ArenaUiProvider>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <App />
        </SessionProvider>
      </MemoryRouter>
    </ArenaUiProvider>,
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
