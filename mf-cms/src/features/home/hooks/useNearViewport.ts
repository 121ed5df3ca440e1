import { useEffect, useState, type RefObject } from 'react';

/** True from the first time the element comes within `rootMargin` of the viewport (below-the-fold sections load then). */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
