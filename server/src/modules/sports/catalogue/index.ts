// The catalogue's public surface inside the sports module (owned by the catalogue; see ../book.ts).
export { createSportsCatalogue, type CatalogueDeps } from './service';
export { sportsCatalogueRoutes } from './routes';
