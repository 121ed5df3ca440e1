// The live games' rules on the engine, by game code (their math is @arena/provably-fair's liveGames).
import type { LiveGameCode } from '@arena/contracts';
import { aviatorRules } from './aviator';
import type { LiveGameRules } from './engine';

export const liveGameRules: Record<LiveGameCode, LiveGameRules> = {
  aviator: aviatorRules,
};
