import { createRoot } from 'react-dom/client';
import { CONTRACT_VERSION, type RemoteMountProps, type RemoteName, type ApiReply, type Translation } from '@arena/contracts';
import { createBus } from '@arena/bus';
import { storedLocale } from '@arena/i18n';
import { ArenaUiProvider } from '@arena/ui';

// what the harness mounts a parcel with, standing in for the shell (single-spa adds the rest)
type HarnessProps = RemoteMountProps & { name: string; domElement?: HTMLElement };

interface ParcelLifecycles {
  bootstrap(props: HarnessProps): Promise<unknown>;
  mount(props: HarnessProps): Promise<unknown>;
}

/**
 * Dev harness: runs one remote alone in the browser against the real server (webpack-dev-server
 * proxies /api to it). It stands in for the shell with a real bus and the server's translations.
 */
export async function startHarness(remote: RemoteName, parcel: ParcelLifecycles) {
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
  const props = { bus, contractVersion: CONTRACT_VERSION, remote, name: remote, domElement };
  await parcel.bootstrap(props);
  await parcel.mount(props);
}
