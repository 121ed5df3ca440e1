// The bet slip: one store for the whole remote, kept in localStorage so the slip survives navigation
// and reload. The catalogue adds and removes selections and passes on live prices; the slip shows and
// places them.
import { useSyncExternalStore } from 'react';
import { PRICE_CHANGE_POLICIES, type BetType, type PriceChangePolicy, type SelectionQuote } from '@arena/contracts';

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
  /** the book's price now, when it moved away from `price` and the player has not accepted it yet */
  bookPrice?: number;
  /** false: the market is suspended or closed (the book said so); absent means open */
  open?: boolean;
}

/** The player's choices on the slip, kept with the selections. */
export interface SlipSettings {
  type: BetType;
  /** per bet, minor units; null while the field is empty */
  stake: number | null;
  /** system bets: the combination size */
  systemSize: number;
  priceChange: PriceChangePolicy;
}

const STORAGE_KEY = 'arena.sports.slip';
const SETTINGS_KEY = 'arena.sports.slip.settings';
const DEFAULT_SETTINGS: SlipSettings = { type: 'single', stake: null, systemSize: 2, priceChange: 'higher' };

function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function loadSelections(): SlipSelection[] {
  const stored = read(STORAGE_KEY);
  return Array.isArray(stored) ? (stored as SlipSelection[]) : [];
}

function loadSettings(): SlipSettings {
  const stored = read(SETTINGS_KEY);
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SETTINGS;
  const settings = { ...DEFAULT_SETTINGS, ...(stored as Partial<SlipSettings>) };
  return PRICE_CHANGE_POLICIES.includes(settings.priceChange) ? settings : { ...settings, priceChange: DEFAULT_SETTINGS.priceChange };
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full storage: the slip still works for this page's life
  }
}

const hasStorage = typeof localStorage !== 'undefined';
let selections: SlipSelection[] = hasStorage ? loadSelections() : [];
let settings: SlipSettings = hasStorage ? loadSettings() : DEFAULT_SETTINGS;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function set(next: SlipSelection[]) {
  selections = next;
  write(STORAGE_KEY, next);
  notify();
}

/** Whether the player's preference takes the move from `seen` to `now` without being asked. */
function acceptsByItself(policy: PriceChangePolicy, seen: number, now: number) {
  return policy === 'any' || (policy === 'higher' && now > seen);
}

/** `selection` at the book's price `now`: taken at once, or kept as a change to accept. */
function moved(selection: SlipSelection, now: number, byPreference: boolean): SlipSelection {
  const rest = { ...selection };
  delete rest.bookPrice;
  if (now === selection.price) return rest;
  return byPreference && acceptsByItself(settings.priceChange, selection.price, now) ? { ...rest, price: now } : { ...rest, bookPrice: now };
}

export const betSlip = {
  get: () => selections,
  settings: () => settings,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** adds the selection, or removes it when it is on the slip; one selection per market */
  toggle: (selection: SlipSelection) => {
    if (selections.some((s) => s.selectionId === selection.selectionId)) {
      set(selections.filter((s) => s.selectionId !== selection.selectionId));
    } else {
      set([...selections.filter((s) => s.marketId !== selection.marketId), selection]);
    }
  },
  remove: (selectionId: number) => set(selections.filter((s) => s.selectionId !== selectionId)),
  /**
   * Live prices from the catalogue: a move the player's preference accepts (any, or higher) is taken
   * at once; any other stays as old → new until the player accepts it.
   */
  reprice: (prices: ReadonlyMap<number, number>) => set(selections.map((s) => (prices.has(s.selectionId) ? moved(s, prices.get(s.selectionId)!, true) : s))),
  /** The book's answer to a refused slip (or a market suspended / re-opened): shown until accepted. */
  quote: (quotes: readonly SelectionQuote[]) => {
    const byId = new Map(quotes.map((q) => [q.selectionId, q]));
    set(
      selections.map((s) => {
        const quote = byId.get(s.selectionId);
        if (!quote) return s;
        const next = moved(s, quote.price, false);
        delete next.open;
        return quote.open ? next : { ...next, open: false };
      }),
    );
  },
  /** takes every moved price as the one to bet at */
  acceptChanges: () => set(selections.map(({ bookPrice, ...s }) => (bookPrice === undefined ? s : { ...s, price: bookPrice }))),
  /** puts back selections (the player keeps a placed slip's selections for another bet) */
  restore: (kept: readonly SlipSelection[]) => set([...kept]),
  clear: () => set([]),
  configure: (change: Partial<SlipSettings>) => {
    settings = { ...settings, ...change };
    write(SETTINGS_KEY, settings);
    notify();
  },
};

export function useBetSlip() {
  const current = useSyncExternalStore(betSlip.subscribe, betSlip.get, betSlip.get);
  const currentSettings = useSyncExternalStore(betSlip.subscribe, betSlip.settings, betSlip.settings);
  return {
    selections: current,
    settings: currentSettings,
    has: (selectionId: number) => current.some((s) => s.selectionId === selectionId),
    toggle: betSlip.toggle,
    remove: betSlip.remove,
    clear: betSlip.clear,
    acceptChanges: betSlip.acceptChanges,
    configure: betSlip.configure,
  };
}
