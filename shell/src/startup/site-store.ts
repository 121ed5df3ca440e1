import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { CasinoCategory, DomainsSetting, Language, MenuItem } from '@arena/contracts';

/** SVG path data by icon name (24×24 view box), loaded as a start-up step. */
export type IconSet = Readonly<Record<string, string>>;

/** What the start-up sequence learns from the server that only the shell's chrome reads. */
export interface SiteContent {
  icons: IconSet;
  languages: Language[];
  /** enabled site options, keys lowercased (spec §3) */
  options: Readonly<Record<string, string>>;
  domains: DomainsSetting | null;
  casinoCategories: CasinoCategory[];
  mainMenu: MenuItem[];
  mobileMenu: MenuItem[];
}

export const EMPTY_SITE: SiteContent = {
  icons: {},
  languages: [],
  options: {},
  domains: null,
  casinoCategories: [],
  mainMenu: [],
  mobileMenu: [],
};

export interface SiteStore {
  get(): SiteContent;
  patch(patch: Partial<SiteContent>): void;
  subscribe(onChange: () => void): () => void;
}

export function createSiteStore(initial: Partial<SiteContent> = {}): SiteStore {
  const state$ = new BehaviorSubject<SiteContent>({ ...EMPTY_SITE, ...initial });
  return {
    get: () => state$.getValue(),
    patch: (patch) => state$.next({ ...state$.getValue(), ...patch }),
    subscribe(onChange) {
      const sub = state$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
  };
}

export const SiteStoreContext = createContext<SiteStore | null>(null);

/** A slice of the site content; re-renders only when the selected value changes. */
export function useSite<T>(selector: (site: SiteContent) => T): T {
  const store = useContext(SiteStoreContext);
  if (!store) throw new Error('useSite outside SiteStoreContext');
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, () => selectorRef.current(store.get()));
}
