import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ArenaBus } from '@arena/contracts';
import { App } from './App';
import type { ShellServices } from '../startup/shell-services';
import type { SiteStore } from '../startup/site-store';

/** Renders the shell into `container`. A transition render is time-sliced: it yields to the browser instead of one long task. */
export function renderApp(container: HTMLElement, props: { bus: ArenaBus; services: ShellServices; site: SiteStore }) {
  const root = createRoot(container);
  startTransition(() => root.render(<App {...props} />));
  return root;
}
