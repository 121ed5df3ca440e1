// The game-rounds module's public surface for other modules: a player's game rounds as the player's
// game history shows them (the back office's player profile reads the same).
export { createGameHistory } from './game-history';
