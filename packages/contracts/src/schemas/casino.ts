import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './envelope';
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
    /** one studio only (the lobby's provider filter; Game.system) */
    system: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
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

/** GET casino/providers: the studios of a lobby for its provider filter (`system` is the filter value). */
export const casinoProvidersQuerySchema = Type.Object(
  { systemCategory: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })) },
  { $id: 'CasinoProvidersQuery', additionalProperties: false },
);
export type CasinoProvidersQuery = Static<typeof casinoProvidersQuerySchema>;
export const casinoProviderSchema = Type.Object({
  /** the studio's code (Game.system) */
  system: Type.String(),
  /** its display name, e.g. 'Pragmatic Play' */
  name: Type.String(),
  games: Type.Integer({ minimum: 0 }),
});
export type CasinoProvider = Static<typeof casinoProviderSchema>;

/** POST casino/togglefavorite (code, providerId). The reply says where the game now stands. */
export const toggleFavoriteRequestSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 120 }), providerId: Type.Integer({ minimum: 0 }) },
  { $id: 'ToggleFavoriteRequest', additionalProperties: false },
);
export type ToggleFavoriteRequest = Static<typeof toggleFavoriteRequestSchema>;
export const toggleFavoriteReplySchema = Type.Object({ favorite: Type.Boolean() });
export type ToggleFavoriteReply = Static<typeof toggleFavoriteReplySchema>;

/** GET casino/favorites: the player's favourites (the action state's userFavoriteList and the Favourites tab), newest first. */
export const casinoFavoritesSchema = Type.Object({ codes: Type.Array(Type.String()), games: Type.Array(gameSchema) });
export type CasinoFavorites = Static<typeof casinoFavoritesSchema>;

// ---- launch calls: the browser picks one by the game's providerName -------------------------

export const dtLaunchRequestSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 120 }) },
  { $id: 'DtLaunchRequest', additionalProperties: false },
);
export const emLaunchRequestSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 120 }), productId: Type.Integer({ minimum: 0 }) },
  { $id: 'EmLaunchRequest', additionalProperties: false },
);
export const amusnetLaunchRequestSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 120 }), isMobile: Type.Boolean() },
  { $id: 'AmusnetLaunchRequest', additionalProperties: false },
);
/** casino/egtlaunchurl and casino/hub88launchurl */
export const platformLaunchRequestSchema = Type.Object(
  {
    platform: Type.Union([Type.Literal(1), Type.Literal(2)]),
    gameCode: Type.String({ minLength: 1, maxLength: 120 }),
    language: Type.String({ minLength: 2, maxLength: 10 }),
    lobbyUrl: Type.String({ maxLength: 500 }),
  },
  { $id: 'PlatformLaunchRequest', additionalProperties: false },
);
/** casino/softgamingslaunchurl: `system` is the game's studio, `pageCode` its game code; the reply's data is HTML with a script. */
export const softGamingsLaunchRequestSchema = Type.Object(
  {
    system: Type.String({ minLength: 1, maxLength: 60 }),
    pageCode: Type.String({ minLength: 1, maxLength: 120 }),
    isMobile: Type.Union([Type.Literal(1), Type.Literal(0)]),
  },
  { $id: 'SoftGamingsLaunchRequest', additionalProperties: false },
);
export type DtLaunchRequest = Static<typeof dtLaunchRequestSchema>;
export type EmLaunchRequest = Static<typeof emLaunchRequestSchema>;
export type AmusnetLaunchRequest = Static<typeof amusnetLaunchRequestSchema>;
export type PlatformLaunchRequest = Static<typeof platformLaunchRequestSchema>;
export type SoftGamingsLaunchRequest = Static<typeof softGamingsLaunchRequestSchema>;

// ---- winners and history ------------------------------------------------------------------------------

/** POST transaction/topwinners (isLive false, count 40). */
export const topWinnersRequestSchema = Type.Object(
  { isLive: Type.Boolean(), count: Type.Integer({ minimum: 1, maximum: 100 }) },
  { $id: 'TopWinnersRequest', additionalProperties: false },
);
export type TopWinnersRequest = Static<typeof topWinnersRequestSchema>;
/** A top winner; `name` is masked (first letters and ***), `amount` in minor units. */
export const topWinnerSchema = Type.Object({
  image: Nullable(Type.String()),
  game: Type.String(),
  gameCode: Type.String(),
  name: Type.String(),
  amount: Type.Integer({ minimum: 0 }),
  currencySymbol: Type.String(),
});
export type TopWinner = Static<typeof topWinnerSchema>;

/** POST transaction/gamehistory: the player's game rounds, newest first; dates are ISO days (yyyy-mm-dd, inclusive). */
export const gameHistoryRequestSchema = Type.Object(
  {
    startDate: Type.Optional(Type.String({ format: 'date' })),
    endDate: Type.Optional(Type.String({ format: 'date' })),
    skip: Type.Integer({ minimum: 0, maximum: 100000 }),
    take: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { $id: 'GameHistoryRequest', additionalProperties: false },
);
export type GameHistoryRequest = Static<typeof gameHistoryRequestSchema>;
/** One movement of a round: Win 1 / Bet 2, minor units. */
export const gameTransactionSchema = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  amount: Type.Integer({ minimum: 0 }),
  date: Type.String(),
});
export const gameRoundSchema = Type.Object({
  /** the provider's round id (ours for Arena Originals) */
  roundId: Type.String(),
  gameCode: Type.String(),
  /** the game's name in the catalogue, in the player's words (never its code) */
  game: Type.String(),
  /** the studio behind the game, as players know it; null when the catalogue does not know the game */
  providerName: Nullable(Type.String()),
  /** Processing 1, Completed 2, Cancelled 3, Expired 4 */
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
  bet: Type.Integer({ minimum: 0 }),
  win: Type.Integer({ minimum: 0 }),
  date: Type.String(),
  transactions: Type.Array(gameTransactionSchema),
  /** our own games: the verify page of this round */
  proofUrl: Nullable(Type.String()),
});
export type GameRound = Static<typeof gameRoundSchema>;
export const gameHistoryReplySchema = Type.Object({ rounds: Type.Array(gameRoundSchema), total: Type.Integer({ minimum: 0 }) });
export type GameHistoryReply = Static<typeof gameHistoryReplySchema>;
