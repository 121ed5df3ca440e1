import { useSyncExternalStore } from 'react';

/** The mobile breakpoint is 900 px. */
export const MOBILE_QUERY = '(max-width: 899.98px)';

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Live viewport class, so a screen renders its desktop or its mobile form, not both hidden by CSS. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport);
}
