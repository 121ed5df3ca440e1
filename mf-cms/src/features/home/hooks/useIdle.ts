import { useEffect, useState, type RefObject } from 'react';

/** Runs `callback` once the page has loaded and the browser is then idle: nothing here competes with the first paint. */
export function whenLoadedAndIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
      return;
    }
    const timer = setTimeout(callback, 1);
    cancelIdle = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

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
