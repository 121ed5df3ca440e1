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
