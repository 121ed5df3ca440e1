import { createRoot } from 'react-dom/client';
import { mountRootParcel } from 'single-spa';
import { CONTRACT_VERSION, type ApiReply, type Translation } from '@arena/contracts';
import { createBus, toRemoteBus } from '@arena/bus';
import { storedLocale } from '@arena/i18n';
import { ArenaUiProvider } from '@arena/ui';
import type { AnyRemote } from './define-remote';

/**
 * Dev harness: runs one remote alone in the browser against the real server (webpack-dev-server
 * proxies /api to it). It stands in for the shell with a real bus and the server's translations.
 */
export async function startHarness(remote: AnyRemote) {
  const locale = storedLocale(window.localStorage);
  const bus = createBus();
  try {
    const res = await fetch('/api/cms/translationlist', { headers: { 'x-locale': locale } });
    const body = (await res.json()) as ApiReply<Translation[]>;
    bus.emit({ type: 'i18n/loaded', i18n: { locale, translations: Object.fromEntries((body.data ?? []).map((t) => [t.key, t.value])) } });
  } catch (error) {
    console.warn('[harness] translations unavailable, showing keys', error);
  }
  bus.events$.subscribe((event) => console.info('[harness bus]', event));
  // what the shell does for the page: Arena's global CSS, once (the parcel renders without it)
  createRoot(document.createElement('div')).render(<ArenaUiProvider />);
  const domElement = document.getElementById('root')!;
  // mounted the way the shell mounts it, with the view of the bus a remote gets
  const parcel = mountRootParcel(remote, { domElement, bus: toRemoteBus(bus), contractVersion: CONTRACT_VERSION, remote: remote.name });
  await parcel.mountPromise;
}
