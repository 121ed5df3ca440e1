import { BrowserRouter } from 'react-router-dom';
import type { ArenaBus } from '@arena/contracts';
import { BusContext } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { Layout } from '../layout/Layout';

export function App({ bus }: { bus: ArenaBus }) {
  return (
    <BusContext.Provider value={bus}>
      <ArenaUiProvider>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </ArenaUiProvider>
    </BusContext.Provider>
  );
}
