// The back office's Games calls (operator/games/…): the casino catalogue (enable, order, categories,
// image), the game suppliers' credentials (written, never read back) and the Arena Originals' stake
// limits and seed rotations. Amounts are minor units.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema, Nullable } from '../schemas/envelope';
import { ORIGINALS_GAMES } from '../originals';

/** every game of the catalogue goes through one of these (the casino's providerName) */
export const CASINO_PROVIDER_NAMES = ['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain'] as const;
export type CasinoProviderName = (typeof CASINO_PROVIDER_NAMES)[number];
/** what a supplier gives us to launch its games */
export const PROVIDER_CREDENTIAL_FIELDS = ['baseUrl', 'operatorId', 'key', 'secret'] as const;
export type ProviderCredentialField = (typeof PROVIDER_CREDENTIAL_FIELDS)[number];

/** a site path or an https: address (it goes into the lobby's <img src> as it is) */
const imageUrl = Type.String({ minLength: 1, maxLength: 500, pattern: '^(?:/(?![/\\\\])\\S*|https://\\S+)$' });

export const operatorGamesQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    provider: Type.Optional(literals(CASINO_PROVIDER_NAMES)),
    category: Type.Optional(Type.Integer({ minimum: 1 })),
    skip: Type.Optional(Type.Integer({ minimum: 0 })),
    /** 50 when absent */
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { $id: 'OperatorGamesQuery', additionalProperties: false },
);
export type OperatorGamesQuery = Static<typeof operatorGamesQuerySchema>;

export const operatorGameSchema = Type.Object(
  {
    gameCode: Type.String(),
    name: Type.String(),
    providerName: Type.String(),
    /** the studio */
    system: Type.String(),
    image: Nullable(Type.String()),
    isLive: Type.Boolean(),
    /** a disabled game is in no lobby, search or launch of the players */
    enabled: Type.Boolean(),
    /** lower first */
    sort: Type.Integer(),
    categories: Type.Array(Type.Integer()),
  },
  { $id: 'OperatorGame', additionalProperties: false },
);
export type OperatorGame = Static<typeof operatorGameSchema>;

export const operatorGamesSchema = Type.Object(
  {
    games: Type.Array(operatorGameSchema),
    total: Type.Integer(),
    categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
  },
  { $id: 'OperatorGames', additionalProperties: false },
);
export type OperatorGames = Static<typeof operatorGamesSchema>;

export const operatorGameUpdateSchema = Type.Object(
  {
    gameCode: Type.String({ minLength: 1, maxLength: 200 }),
    enabled: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** null: the catalogue's own art */
    image: Nullable(imageUrl),
    categories: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, uniqueItems: true }),
  },
  { $id: 'OperatorGameUpdate', additionalProperties: false },
);
export type OperatorGameUpdate = Static<typeof operatorGameUpdateSchema>;

/** a credential is never sent back: only whether it is set, where from, and at most its last 4 characters */
export const providerCredentialStateSchema = Type.Object(
  {
    field: literals(PROVIDER_CREDENTIAL_FIELDS),
    set: Type.Boolean(),
    last4: Nullable(Type.String({ maxLength: 4 })),
    /** entered in the back office, or the server's environment */
    source: Nullable(literals(['backoffice', 'environment'] as const)),
  },
  { additionalProperties: false },
);
export const operatorCasinoProviderSchema = Type.Object(
  {
    name: literals(CASINO_PROVIDER_NAMES),
    games: Type.Integer(),
    enabledGames: Type.Integer(),
    credentials: Type.Array(providerCredentialStateSchema),
  },
  { $id: 'OperatorCasinoProvider', additionalProperties: false },
);
export type OperatorCasinoProvider = Static<typeof operatorCasinoProviderSchema>;

export const operatorProviderCredentialSchema = Type.Object(
  {
    provider: literals(CASINO_PROVIDER_NAMES),
    field: literals(PROVIDER_CREDENTIAL_FIELDS),
    /** null clears the back office's value (the environment's applies again) */
    value: Nullable(Type.String({ minLength: 1, maxLength: 4000 })),
  },
  { $id: 'OperatorProviderCredential', additionalProperties: false },
);
export type OperatorProviderCredential = Static<typeof operatorProviderCredentialSchema>;

export const operatorOriginalsGameSchema = Type.Object(
  {
    game: literals(ORIGINALS_GAMES),
    minBet: Type.Integer(),
    maxBet: Type.Integer(),
    /** the limits come from the back office (else the server's configured defaults) */
    overridden: Type.Boolean(),
    defaults: Type.Object({ minBet: Type.Integer(), maxBet: Type.Integer() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export const operatorOriginalsSchema = Type.Object(
  {
    games: Type.Array(operatorOriginalsGameSchema),
    rotations: Type.Object(
      {
        /** players who rotated their seed pair at least once */
        players: Type.Integer(),
        total: Type.Integer(),
        last: Type.Array(
          Type.Object(
            { username: Type.String(), serverSeedHash: Type.String(), rounds: Type.Integer(), at: Type.String({ format: 'date-time' }) },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'OperatorOriginals', additionalProperties: false },
);
export type OperatorOriginals = Static<typeof operatorOriginalsSchema>;

export const operatorOriginalsLimitsSchema = Type.Object(
  {
    game: literals(ORIGINALS_GAMES),
    /** null for both: back to the configured defaults */
    minBet: Nullable(Type.Integer({ minimum: 1 })),
    maxBet: Nullable(Type.Integer({ minimum: 1 })),
  },
  { $id: 'OperatorOriginalsLimits', additionalProperties: false },
);
export type OperatorOriginalsLimits = Static<typeof operatorOriginalsLimitsSchema>;

export const operatorGamesEndpoints = {
  operatorGames: {
    method: 'GET',
    path: 'operator/games',
    result: 'data',
    summary: 'The casino catalogue with search and provider/category filters, disabled games included (games operator)',
    auth: true,
    query: operatorGamesQuerySchema,
    reply: { 200: dataReply(operatorGamesSchema), 400: failure, 401: failure, 403: failure },
  },
  operatorUpdateGame: {
    method: 'POST',
    path: 'operator/games/game',
    result: 'reply',
    summary: "Enable or disable a game, its order, image and categories; the players' lobbies follow at once (games operator)",
    auth: true,
    body: operatorGameUpdateSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorCasinoProviders: {
    method: 'GET',
    path: 'operator/games/providers',
    result: 'data',
    summary: 'The game suppliers, their games and whether each credential is set (never the credential) (games operator)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorCasinoProviderSchema)), 401: failure, 403: failure },
  },
  operatorSetProviderCredential: {
    method: 'POST',
    path: 'operator/games/providers/credential',
    result: 'reply',
    summary: "Set or clear a supplier's credential (admin)",
    auth: true,
    body: operatorProviderCredentialSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
  operatorOriginals: {
    method: 'GET',
    path: 'operator/games/originals',
    result: 'data',
    summary: "Arena Originals' stake limits per game and the players' seed rotations (games operator)",
    auth: true,
    reply: { 200: dataReply(operatorOriginalsSchema), 401: failure, 403: failure },
  },
  operatorSetOriginalsLimits: {
    method: 'POST',
    path: 'operator/games/originals/limits',
    result: 'reply',
    summary: "An Arena Originals game's minimum and maximum stake (admin)",
    auth: true,
    body: operatorOriginalsLimitsSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;
