/** the sportsbook's pages the catalogue links to (contracts ROUTES) */
export const eventPath = (id: number) => `/spor/event/${id}`;

/** the three catalogue lists: the base path of each and what it lists */
export const CATALOGUES = {
  sports: { base: '/spor', esport: false, live: false },
  live: { base: '/livespor', esport: false, live: true },
  esports: { base: '/esports', esport: true, live: false },
} as const;
export type CatalogueKind = keyof typeof CATALOGUES;
