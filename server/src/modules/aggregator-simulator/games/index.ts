// The simulator's games, one per genre the catalogue gives a game (casino game-genre.ts), and what each
// returns to the player: one figure, or the range over its bets.
import type { GameGenre } from '../../casino';
import { BACCARAT_RTP, baccarat } from './baccarat';
import { BLACKJACK_RTP, blackjack } from './blackjack';
import { CRASH_RTP, crash } from './crash';
import type { SimulatedGame } from './game';
import { GAME_SHOW_RTP, gameShow } from './game-show';
import { ROULETTE_RTP, roulette } from './roulette';
import { PAYTABLE_RTP, slot } from './slot';
import { VIDEO_POKER_RTP, videoPoker } from './video-poker';

export type { PlayChoice, RoundResult, SimulatedGame } from './game';
export { roundDraws, type Draws } from './draws';

export const SIMULATED_GAMES: Record<GameGenre, SimulatedGame<unknown>> = {
  slot,
  roulette,
  blackjack,
  baccarat,
  crash,
  'game-show': gameShow,
  poker: videoPoker,
};

export const SIMULATED_RTP: Record<GameGenre, { min: number; max: number }> = {
  slot: { min: PAYTABLE_RTP, max: PAYTABLE_RTP },
  roulette: { min: ROULETTE_RTP, max: ROULETTE_RTP },
  blackjack: { min: BLACKJACK_RTP, max: BLACKJACK_RTP },
  baccarat: { min: Math.min(...Object.values(BACCARAT_RTP)), max: Math.max(...Object.values(BACCARAT_RTP)) },
  crash: { min: CRASH_RTP, max: CRASH_RTP },
  'game-show': { min: GAME_SHOW_RTP, max: GAME_SHOW_RTP },
  poker: { min: VIDEO_POKER_RTP, max: VIDEO_POKER_RTP },
};
