/** Spec §9: the mobile breakpoint is 900 px. */
export const MOBILE_QUERY = '(max-width: 899.98px)';

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}
