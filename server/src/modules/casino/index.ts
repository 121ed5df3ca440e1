// The casino catalogue's public surface for other modules: its games table and the studios' names.
export { casinoGames } from './schema';
export { ARENA_STUDIO, studioName } from './studios';
