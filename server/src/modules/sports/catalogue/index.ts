// The catalogue's public surface inside the sports module (owned by the catalogue; see ../book.ts).
export { createSportsCatalogue, EVENT_NOT_FOUND, feedControl, type CatalogueDeps, type DrivableCatalogue, type FeedControl } from './service';
export { sportsCatalogueRoutes } from './routes';
export { sportsDevRoutes } from './dev-routes';
