import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { ReadonlyArenaState, RemoteBus } from '@arena/contracts';

/** The bus as remotes and shared packages use it (the shell provides its own bus, which is one too). */
export const BusContext = createContext<RemoteBus | null>(null);

export function useBus(): RemoteBus {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useBus outside BusContext: mount the app through the shell or its harness');
  return bus;
}

/** Subscribe to a slice of bus state; re-renders only when the selected value changes (Object.is). */
export function useBusState<T>(selector: (state: ReadonlyArenaState) => T): T {
  const bus = useBus();
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = bus.state$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [bus],
  );
  return useSyncExternalStore(subscribe, () => selectorRef.current(bus.getState()));
}
