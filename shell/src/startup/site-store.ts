import { createContext, useContext } from 'react';
import type { CasinoCategory, DomainsSetting, Language, LicenceProfile, MenuItem } from '@arena/contracts';
import { createStore, useStoreSlice, type Store } from '../app/store';

/** SVG path data by icon name (24×24 view box), loaded as a start-up step. */
export type IconSet = Readonly<Record<string, string>>;

/** What the start-up sequence learns from the server that only the shell's chrome reads. */
export interface SiteContent {
  icons: IconSet;
  languages: Language[];
  /** enabled site options, keys lowercased */
  options: Readonly<Record<string, string>>;
  domains: DomainsSetting | null;
  /** what the site's licence keeps on screen (the session strip); null until the start-up has it */
  licenceDisplay: LicenceProfile['display'] | null;
  casinoCategories: CasinoCategory[];
  mainMenu: MenuItem[];
  mobileMenu: MenuItem[];
}

export const EMPTY_SITE: SiteContent = {
  icons: {},
  languages: [],
  options: {},
  domains: null,
  licenceDisplay: null,
  casinoCategories: [],
  mainMenu: [],
  mobileMenu: [],
};

export type SiteStore = Store<SiteContent>;

export const createSiteStore = (initial: Partial<SiteContent> = {}): SiteStore => createStore({ ...EMPTY_SITE, ...initial });

export const SiteStoreContext = createContext<SiteStore | null>(null);

/** A slice of the site content; re-renders only when the selected value changes. */
export function useSite<T>(selector: (site: SiteContent) => T): T {
  const store = useContext(SiteStoreContext);
  if (!store) throw new Error('useSite outside SiteStoreContext');
  return useStoreSlice(store, selector);
}
