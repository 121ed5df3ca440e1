import { createContext, useContext } from 'react';
import { createStore, useStoreSlice, type Store } from './store';

/**
 * The action state that only the shell's chrome reads: its drawers, the top notice and
 * the trial bonus offered at registration. It is the shell's own, not part of the bus remotes see.
 * (The favourites list and the active slider belong to the remotes that will show them.)
 */
export interface ActionState {
  topNotifyRead: boolean;
  mobileProfileOpen: boolean;
  sidebarMenuOpen: boolean;
  /** minor units */
  trialBonusAmount: number;
}

export const INITIAL_ACTION: ActionState = { topNotifyRead: false, mobileProfileOpen: false, sidebarMenuOpen: false, trialBonusAmount: 0 };

export type ActionStore = Store<ActionState>;

export const createActionStore = (initial: Partial<ActionState> = {}): ActionStore => createStore({ ...INITIAL_ACTION, ...initial });

export const ActionStoreContext = createContext<ActionStore | null>(null);

export function useActionStore(): ActionStore {
  const store = useContext(ActionStoreContext);
  if (!store) throw new Error('useActionStore outside ActionStoreContext');
  return store;
}

/** A slice of the action state; re-renders only when the selected value changes. */
export function useAction<T>(selector: (action: ActionState) => T): T {
  return useStoreSlice(useActionStore(), selector);
}
