import { useState } from 'react';
import { historyCsvEndpoint } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';

const FILE_NAME = 'arena-history-12-months.csv';

/**
 * "Download my history": the server builds the file (docs/product/protection.md, "History file"); the
 * browser fetches it with the session's token and saves it as it came, byte-order mark included.
 */
export function useHistoryDownload() {
  const bus = useBus();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const { auth, i18n } = bus.getState();
    setBusy(true);
    try {
      const res = await fetch(`/api/${historyCsvEndpoint.path}`, {
        headers: { Authorization: `Bearer ${auth.data?.token ?? ''}`, 'x-locale': i18n.locale },
      });
      if (res.status === 401) bus.emit({ type: 'auth/logout-requested', reason: 'unauthorized' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = FILE_NAME;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      bus.emit({ type: 'toast/show', toast: { type: 'error', message: t('The file could not be downloaded. Please try again.') } });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
