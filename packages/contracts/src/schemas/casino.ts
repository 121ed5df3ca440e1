import type { Game } from '../entities';
import type { JsonSchema } from './envelope';

/**
 * POST casino/games. `systemCategory` is a lobby slug (slot, live, games, bingo, tvbets) or a
 * category name (e.g. 'Live Roulette'); `live` keeps only live (true) or only non-live (false) games;
 * `search` matches the game name. Quick search sends take 5.
 */
export interface CasinoGamesRequest {
  systemCategory?: string;
  live?: boolean;
  search?: string;
  skip: number;
  take: number;
}
export const casinoGamesRequestSchema: JsonSchema = {
  $id: 'CasinoGamesRequest',
  type: 'object',
  additionalProperties: false,
  required: ['skip', 'take'],
  properties: {
    systemCategory: { type: 'string', minLength: 1, maxLength: 50 },
    live: { type: 'boolean' },
    search: { type: 'string', maxLength: 100 },
    skip: { type: 'integer', minimum: 0, maximum: 100000 },
    take: { type: 'integer', minimum: 1, maximum: 100 },
  },
};

export interface CasinoGamesReply {
  games: Game[];
  /** matches before skip/take */
  total: number;
}
