import { useRef, useState } from 'react';
import { useBus } from '@arena/bus';

/** Full screen for `element`, or undefined where the browser offers none (an iPhone's Safari). */
function fullscreenOf(element: () => HTMLElement | null): (() => void) | undefined {
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return undefined;
  return () => void element()?.requestFullscreen?.();
}

/**
 * The game's window as its one title bar drives it, alike on the desktop page and in the phone's dialog:
 * Deposit opens `depositDialog`, reload remounts the frame (`reloadKey`), full screen takes the element
 * under `windowRef`.
 */
export function useGameWindow(depositDialog: 'deposit' | 'depositSheet') {
  const bus = useBus();
  const [reloadKey, setReloadKey] = useState(0);
  const windowRef = useRef<HTMLDivElement>(null);
  return {
    reloadKey,
    windowRef,
    barActions: {
      onDeposit: () => bus.emit({ type: 'dialog/open', dialog: { name: depositDialog } }),
      onReload: () => setReloadKey((n) => n + 1),
      onFullscreen: fullscreenOf(() => windowRef.current),
    },
  };
}
