import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { Box, PageHeader, Spinner, RemoteFallback } from '@arena/ui';
import { CONTRACT_VERSION, staticPageHeading, type RemoteDialogMount, type RemoteName } from '@arena/contracts';
import { toRemoteBus, useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { loadRemoteParcel } from './remote-registry';
import { ServerPaint } from './server-paint';

type Status = 'loading' | 'mounted' | 'failed';

export interface RemoteOutletProps {
  name: RemoteName;
  /**
   * mounts the remote into this dialog's frame (its body) instead of the content area; fixed for the
   * outlet's life: the dialog host keys the outlet by dialog
   */
  dialog?: RemoteDialogMount;
  /** injectable for tests */
  load?: (name: RemoteName, retry: boolean) => Promise<ParcelConfig>;
}

/**
 * Mounts the parcel of one remote in the content area or a dialog, handing it the remote's view of
 * the bus (read-only state, only the events meant for remotes). A remote that fails to load or to
 * mount shows the translated fallback with Retry here only; the rest of the shell keeps working.
 */
export function RemoteOutlet({ name, dialog, load = loadRemoteParcel }: RemoteOutletProps) {
  const shellBus = useBus();
  const bus = useMemo(() => toRemoteBus(shellBus), [shellBus]);
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const heading = dialog ? null : staticPageHeading(pathname);
  const [mountedDialog] = useState(dialog);

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel | null = null;
    setStatus('loading');
    load(name, attempt > 0)
      .then((config) => {
        if (cancelled || !host.current) return;
        parcel = mountRootParcel(config, {
          domElement: host.current,
          bus,
          contractVersion: CONTRACT_VERSION,
          remote: name,
          ...(mountedDialog && { dialog: mountedDialog }),
        });
        return parcel.mountPromise;
      })
      .then(() => !cancelled && setStatus('mounted'))
      .catch((error) => {
        console.error(`[shell] remote '${name}' failed`, error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      const p = parcel;
      if (p) p.mountPromise.then(() => p.unmount()).catch(() => undefined);
    };
  }, [name, mountedDialog, attempt, bus, load]);

  return (
    <Box data-remote={name} data-status={status} minH={dialog ? undefined : '50vh'}>
      {/* the heading the server's document painted stays in place until the remote shows its own */}
      {status === 'loading' && heading && (
        <PageHeader
          title={t(heading.route.titleKey)}
          crumbs={heading.crumbs.map((c) => ({ label: t(c.labelKey), url: c.url }))}
          onNavigate={(url) => navigate(url)}
        />
      )}
      {/* the banner or the first games the server painted stay too: the page's largest element does not blink */}
      {status === 'loading' && !dialog && <ServerPaint />}
      {status === 'loading' && (
        <Box py="16" textAlign="center" aria-busy="true">
          <Spinner color="arena.accent" size="lg" aria-label={t('Loading...')} />
        </Box>
      )}
      {status === 'failed' && (
        <RemoteFallback message={t('This section could not be loaded.')} retryLabel={t('Retry')} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {/* the parcel's own DOM; kept outside React's reconciliation of siblings */}
      {/* hidden until mounted: the loading heading and the remote's own never show together */}
      <div ref={host} hidden={status !== 'mounted'} />
    </Box>
  );
}
