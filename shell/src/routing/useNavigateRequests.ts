import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { filter } from 'rxjs';
import { useShellBus } from '../app/shell-bus';

/**
 * A remote's `navigate` request (a link out of its dialog or page) is carried out by the shell's
 * router. An open dialog is closed after the move: what it showed belongs to the page being left,
 * and closing it first would let that page rewrite the address it keeps in sync with the dialog.
 */
export function useNavigateRequests() {
  const bus = useShellBus();
  const navigate = useNavigate();
  useEffect(() => {
    const sub = bus.events$.pipe(filter((e) => e.type === 'navigate')).subscribe((e) => {
      void navigate(e.to);
      if (bus.getState().dialog) bus.emit({ type: 'dialog/close' });
    });
    return () => sub.unsubscribe();
  }, [bus, navigate]);
}
