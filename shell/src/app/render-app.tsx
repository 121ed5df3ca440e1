import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ArenaBus } from '@arena/contracts';
import { App } from './App';
import type { ShellServices } from '../startup/shell-services';
import type { SiteStore } from '../startup/site-store';
import type { ActionStore } from './action-state';

/**
 * Renders the shell into `container`, as a transition: React time-slices it, so it yields to the
 * browser instead of running as one long task. The page's global CSS is already in the document
 * (compiled at build time, see webpack.config.js), so nothing renders it here.
 */
export function renderApp(container: HTMLElement, props: { bus: ArenaBus; services: ShellServices; site: SiteStore; action: ActionStore }) {
  const root = createRoot(container);
  startTransition(() => root.render(<App {...props} />));
  return root;
}
