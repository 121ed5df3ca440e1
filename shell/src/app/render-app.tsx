import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ArenaBus } from '@arena/contracts';
import { ArenaUiProvider } from '@arena/ui';
import { App } from './App';
import type { ShellServices } from '../startup/shell-services';
import type { SiteStore } from '../startup/site-store';

/**
 * Renders the shell into `container`. First the page's global CSS (reset, body, token variables) in a
 * small root of its own: compiling and inserting its ~48 KB is then a short task of its own instead of
 * part of the chrome's first commit, which React never time-slices. Then the chrome, as a transition,
 * which React does time-slice: it yields to the browser instead of running as one long task.
 */
export function renderApp(container: HTMLElement, props: { bus: ArenaBus; services: ShellServices; site: SiteStore }) {
  createRoot(document.createElement('div')).render(<ArenaUiProvider />);
  const root = createRoot(container);
  startTransition(() => root.render(<App {...props} />));
  return root;
}
