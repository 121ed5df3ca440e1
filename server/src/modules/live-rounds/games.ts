// The live games' rules on the engine, by game code (their math is @arena/provably-fair's liveGames).
import type { LiveGameCode } from '@arena/contracts';
import { autoRouletteRules } from './auto-roulette';
import { aviatorRules } from './aviator';
import { bingoRules } from './bingo';
import type { LiveGameRules } from './engine';
import { wheelRules } from './wheel';

export const liveGameRules: Record<LiveGameCode, LiveGameRules> = {
  aviator: aviatorRules,
  wheel: wheelRules,
  'auto-roulette': autoRouletteRules,
  bingo: bingoRules,
};
