import { useSyncExternalStore } from 'react';

/** Spec §9: below 900 px the site is the mobile one. */
const MOBILE_QUERY = '(max-width: 899.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Live viewport class: the list renders either its table or its cards, not both hidden by CSS. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
