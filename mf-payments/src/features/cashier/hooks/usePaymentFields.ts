import { useEffect, useRef, useState } from 'react';
import type { PaymentDetailField, PaymentDirection } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';

/** The dialogs close this long after a failed or empty field load. */
export const UNAVAILABLE_CLOSE_MS = 100;

/**
 * A method's field definitions (payment/detail). When they fail to load or come back
 * empty, 'No data found' shows as an error toast and `onUnavailable` runs 100 ms later (the dialogs
 * close; a page goes back to the picker). Undefined while loading.
 */
export function usePaymentFields(id: number, direction: PaymentDirection, onUnavailable: () => void): PaymentDetailField[] | undefined {
  const api = useApi();
  const bus = useBus();
  const t = useT();
  const [fields, setFields] = useState<PaymentDetailField[]>();
  // the caller's callback and the language of the moment, without reloading the fields when they change
  const latest = useRef({ onUnavailable, t });
  useEffect(() => {
    latest.current = { onUnavailable, t };
  });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unavailable = () => {
      if (!live) return;
      bus.emit({ type: 'toast/show', toast: { type: 'error', message: latest.current.t('No data found') } });
      timer = setTimeout(() => latest.current.onUnavailable(), UNAVAILABLE_CLOSE_MS);
    };
    setFields(undefined);
    api.paymentDetail({ id, type: direction }).then((loaded) => {
      if (loaded.length === 0) unavailable();
      else if (live) setFields(loaded);
    }, unavailable);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, bus, id, direction]);
  return fields;
}
