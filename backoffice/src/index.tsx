import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ArenaUiProvider } from '@arena/ui';
import { App } from './App';
import { SessionProvider } from './session/SessionProvider';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ArenaUiProvider>
      <BrowserRouter basename="/backoffice">
        <SessionProvider>
          <App />
        </SessionProvider>
      </BrowserRouter>
    </ArenaUiProvider>
  </StrictMode>,
);
