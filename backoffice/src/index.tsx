import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ArenaUiProvider } from '@arena/ui';
import { App } from './App';
import { SessionProvider } from './session/SessionProvider';
import { createQueryClient } from './query-client';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ArenaUiProvider>
        <BrowserRouter basename="/backoffice">
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </ArenaUiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
