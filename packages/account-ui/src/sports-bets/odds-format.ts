// The odds format the player chose: one store per remote, kept in localStorage, so the catalogue,
// the bet slip and the bet cards (in the sportsbook and in the account) show prices alike and the
// choice survives a reload.
import { useSyncExternalStore } from 'react';
import { ODDS_FORMATS, type OddsFormat } from '@arena/contracts';

const STORAGE_KEY = 'arena.sports.oddsFormat';

function load(): OddsFormat {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return ODDS_FORMATS.find((format) => format === stored) ?? 'decimal';
  } catch {
    return 'decimal';
  }
}

let current: OddsFormat = typeof localStorage === 'undefined' ? 'decimal' : load();
const listeners = new Set<() => void>();

export const oddsFormat = {
  get: () => current,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set: (next: OddsFormat) => {
    current = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // private mode or full storage: the choice holds for this page's life
    }
    for (const listener of listeners) listener();
  },
};

/** The chosen format and its setter. */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  return [useSyncExternalStore(oddsFormat.subscribe, oddsFormat.get, oddsFormat.get), oddsFormat.set];
}
