import { useLayoutEffect, type RefObject } from 'react';

/** CSS variable holding the mobile header's bottom edge (px from the viewport top) while the sidebar is open. */
export const HEADER_BOTTOM_VAR = '--arena-mobile-header-bottom';

/**
 * While `active`, keeps HEADER_BOTTOM_VAR on <html> in step with the header's bottom edge. The header
 * moves: the home page's top notice sits above it until it scrolls away, so a fixed offset would let the
 * header hide the first sidebar cards.
 */
export function useHeaderBottom(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!active || !header) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty(HEADER_BOTTOM_VAR, `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      root.style.removeProperty(HEADER_BOTTOM_VAR);
    };
  }, [ref, active]);
}
