export { FavoritesProvider, useFavorites, type Favorites } from './hooks/useFavorites';
export { FavoriteToggle } from './components/FavoriteToggle';
