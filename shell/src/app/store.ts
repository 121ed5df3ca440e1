import { useCallback, useRef, useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';

/** A piece of state only the shell reads (site content, action state): read, patch, follow. */
export interface Store<T> {
  get(): T;
  patch(patch: Partial<T>): void;
  subscribe(onChange: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  const state$ = new BehaviorSubject<T>(initial);
  return {
    get: () => state$.getValue(),
    patch: (patch) => state$.next({ ...state$.getValue(), ...patch }),
    subscribe(onChange) {
      const sub = state$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
  };
}

/** A slice of a store; re-renders only when the selected value changes. */
export function useStoreSlice<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, () => selectorRef.current(store.get()));
}
