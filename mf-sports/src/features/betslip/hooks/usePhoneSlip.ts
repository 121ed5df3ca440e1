import { useSyncExternalStore } from 'react';

/** Below 992 px the slip is a bottom sheet; from there up a side panel beside the events. */
const PHONE_SLIP_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_SLIP_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

export function usePhoneSlip(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_SLIP_QUERY).matches);
}
