import { Type, type Static } from '@sinclair/typebox';
import { gameSchema } from './entities';

/**
 * POST casino/games. `systemCategory` is a lobby slug (slot, live, games, bingo, tvbets) or a
 * category name (e.g. 'Live Roulette'); `live` keeps only live (true) or only non-live (false) games;
 * `search` matches the game name. Quick search sends take 5.
 */
export const casinoGamesRequestSchema = Type.Object(
  {
    systemCategory: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    live: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    skip: Type.Integer({ minimum: 0, maximum: 100000 }),
    take: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { $id: 'CasinoGamesRequest', additionalProperties: false },
);
export type CasinoGamesRequest = Static<typeof casinoGamesRequestSchema>;

export const casinoGamesReplySchema = Type.Object({
  games: Type.Array(gameSchema),
  /** matches before skip/take */
  total: Type.Integer({ minimum: 0 }),
});
export type CasinoGamesReply = Static<typeof casinoGamesReplySchema>;
