// The bet slip's selections: one store for the whole remote, kept in localStorage so the slip survives
// navigation and reload. The catalogue adds and removes selections; the slip shows and places them.
import { useSyncExternalStore } from 'react';

/** What the slip shows of a selection and the price the player saw (hundredths). */
export interface SlipSelection {
  selectionId: number;
  marketId: number;
  eventId: number;
  eventName: string;
  marketName: string;
  selectionName: string;
  price: number;
  live: boolean;
}

const STORAGE_KEY = 'arena.sports.slip';

function load(): SlipSelection[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as SlipSelection[]) : [];
  } catch {
    return [];
  }
}

let selections: SlipSelection[] = typeof localStorage === 'undefined' ? [] : load();
const listeners = new Set<() => void>();

function set(next: SlipSelection[]) {
  selections = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: the slip still works for this page's life
  }
  for (const listener of listeners) listener();
}

export const betSlip = {
  get: () => selections,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** adds the selection, or removes it when it is on the slip; one selection per market */
  toggle(selection: SlipSelection) {
    if (selections.some((s) => s.selectionId === selection.selectionId)) {
      set(selections.filter((s) => s.selectionId !== selection.selectionId));
    } else {
      set([...selections.filter((s) => s.marketId !== selection.marketId), selection]);
    }
  },
  remove: (selectionId: number) => set(selections.filter((s) => s.selectionId !== selectionId)),
  /** new prices (a live change the player accepted, or the book's answer) */
  reprice: (prices: ReadonlyMap<number, number>) => set(selections.map((s) => (prices.has(s.selectionId) ? { ...s, price: prices.get(s.selectionId)! } : s))),
  clear: () => set([]),
};

export function useBetSlip() {
  const current = useSyncExternalStore(betSlip.subscribe, betSlip.get, betSlip.get);
  return {
    selections: current,
    has: (selectionId: number) => current.some((s) => s.selectionId === selectionId),
    toggle: betSlip.toggle,
    remove: betSlip.remove,
    clear: betSlip.clear,
  };
}
