// Each genre's page in the simulator's one frame (../game-page.ts).
import type { GameGenre } from '../../casino';
import { baccaratView } from './baccarat';
import { blackjackView } from './blackjack';
import { crashView } from './crash';
import { gameShowView } from './game-show';
import { rouletteView } from './roulette';
import { slotView } from './slot';
import { videoPokerView } from './video-poker';
import type { GameView } from './view';

export const GAME_VIEWS: Record<GameGenre, GameView> = {
  slot: slotView,
  roulette: rouletteView,
  blackjack: blackjackView,
  baccarat: baccaratView,
  crash: crashView,
  'game-show': gameShowView,
  poker: videoPokerView,
};
