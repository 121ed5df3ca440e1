import { useEffect, useRef } from 'react';
import { useAction } from '../../app/action-state';

/** Class on <body> that stops the page scrolling under an open mobile panel. */
export const BODY_LOCK_CLASS = 'overflow-hidden';
/** Sidebar re-lock delay. */
export const RELOCK_DELAY_MS = 800;

/**
 * Keeps the page locked while the mobile profile sidebar is open. The sidebar drawer releases the
 * body when it finishes closing, so when it closes over an open profile sidebar the lock is put
 * back 800 ms later, after the drawer's exit.
 */
export function useBodyLock() {
  const profileOpen = useAction((a) => a.mobileProfileOpen);
  const sidebarOpen = useAction((a) => a.sidebarMenuOpen);
  const wasSidebarOpen = useRef(sidebarOpen);

  useEffect(() => {
    const body = document.body;
    const sidebarClosed = wasSidebarOpen.current && !sidebarOpen;
    wasSidebarOpen.current = sidebarOpen;
    if (!profileOpen) {
      body.classList.remove(BODY_LOCK_CLASS);
      return undefined;
    }
    if (!sidebarClosed) {
      body.classList.add(BODY_LOCK_CLASS);
      return undefined;
    }
    const timer = setTimeout(() => body.classList.add(BODY_LOCK_CLASS), RELOCK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [profileOpen, sidebarOpen]);
}
