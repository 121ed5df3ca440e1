import { useEffect, useState } from 'react';

/** The header hides after 100 px of scroll. */
export const HEADER_HIDE_SCROLL_PX = 100;

/** True while the page is scrolled further than `threshold`; shown again once back above it. */
export function useHideOnScroll(threshold = HEADER_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return hidden;
}
