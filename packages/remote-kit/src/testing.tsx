import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ArenaState } from '@arena/contracts';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';

/** Renders a remote's App at a path with a real bus, as the parcel root would (for jest suites). */
export function renderRemoteAt(App: ComponentType, path: string, state: Partial<ArenaState> = {}) {
  const bus = createBus(state);
  const view = render(
    <BusContext.Provider value={bus}>
      <ArenaUiProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
  return { bus, ...view };
}
