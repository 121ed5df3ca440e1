// Arena Originals, our own provably fair studio: the player's seed pair and the rounds of its games.
// Targets and multipliers are integer hundredths (198 = 1.98×), amounts minor units.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { SessionStatus } from './enums';
import { dataReply, failureReplySchema, Nullable } from './schemas/envelope';

/** every game of the studio; the single-step ones also have an entry in originalsPlayEndpoints */
export const ORIGINALS_GAMES = ['dice', 'limbo', 'aviator', 'wheel', 'auto-roulette', 'bingo'] as const;
export type OriginalsGame = (typeof ORIGINALS_GAMES)[number];

export const originalsSeedsSchema = Type.Object(
  {
    /** SHA-256 of the server seed in use, shown before any round is played with it */
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    /** the nonce of the next round */
    nonce: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type OriginalsSeeds = Static<typeof originalsSeedsSchema>;

export const originalsClientSeedRequestSchema = Type.Object(
  { clientSeed: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x21-\\x7e]+$' }) },
  { additionalProperties: false },
);

export const originalsRotationSchema = Type.Object(
  {
    previousServerSeed: Type.String(),
    previousServerSeedHash: Type.String(),
    previousClientSeed: Type.String(),
    /** the nonce of the last round played with the previous pair; null when none was */
    lastNonce: Nullable(Type.Integer({ minimum: 0 })),
    serverSeedHash: Type.String(),
  },
  { additionalProperties: false },
);
export type OriginalsRotation = Static<typeof originalsRotationSchema>;

export const diceOutcomeSchema = Type.Object(
  { roll: Type.Integer(), win: Type.Boolean(), multiplier: Type.Integer(), target: Type.Integer(), over: Type.Boolean() },
  { additionalProperties: false },
);
export const limboOutcomeSchema = Type.Object(
  { result: Type.Integer(), win: Type.Boolean(), multiplier: Type.Integer(), target: Type.Integer() },
  { additionalProperties: false },
);

/** one outcome schema per game, each with the player's choice (a game added to the studio adds its own) */
const ORIGINALS_OUTCOME_SCHEMAS = [diceOutcomeSchema, limboOutcomeSchema];

export const originalsRoundSchema = Type.Object(
  {
    id: Type.Integer(),
    game: Type.Union(ORIGINALS_GAMES.map((game) => Type.Literal(game))),
    /** the stake, minor units */
    amount: Type.Integer(),
    /** payout multiplier in hundredths, 0 on a loss */
    multiplier: Type.Integer(),
    /** minor units credited */
    win: Type.Integer(),
    /** the game's outcome with the player's choice (null until the round is completed) */
    outcome: Nullable(Type.Union(ORIGINALS_OUTCOME_SCHEMAS)),
    nonce: Type.Integer(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    /** revealed once the pair has been rotated */
    serverSeed: Nullable(Type.String()),
    status: Type.Enum(SessionStatus),
    createdAt: Type.String({ format: 'date-time' }),
    /** the player's cash balance after the round (minor units) */
    balance: Type.Integer(),
  },
  { additionalProperties: false },
);
export type OriginalsRound = Static<typeof originalsRoundSchema>;

export const dicePlayRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1 }),
    /** hundredths: 2.00 … 98.00 */
    target: Type.Integer({ minimum: 200, maximum: 9800 }),
    over: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const limboPlayRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1 }),
    /** hundredths: 1.01× … 1,000,000× */
    target: Type.Integer({ minimum: 101, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);
// path parameters arrive as text: the round id is its digits
export const originalsRoundParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) }, { additionalProperties: false });

const refusals = { 400: failureReplySchema, 401: failureReplySchema };
const roundReply = { 200: dataReply(Type.Object({ round: originalsRoundSchema }, { additionalProperties: false })), ...refusals };

/**
 * The play call of each single-step game, by game code: POST originals/{game}/play with the stake and
 * the player's choices; the studio settles the round at once and answers it.
 */
export const originalsPlayEndpoints = {
  dice: {
    method: 'POST',
    path: 'originals/dice/play',
    result: 'data',
    summary: 'Play a round of Dice: roll over or under the target',
    auth: true,
    body: dicePlayRequestSchema,
    reply: roundReply,
  },
  limbo: {
    method: 'POST',
    path: 'originals/limbo/play',
    result: 'data',
    summary: 'Play a round of Limbo: win the target multiplier when the result reaches it',
    auth: true,
    body: limboPlayRequestSchema,
    reply: roundReply,
  },
} as const satisfies Partial<Record<OriginalsGame, Endpoint>>;
export type OriginalsPlayGame = keyof typeof originalsPlayEndpoints;

export const originalsEndpoints = {
  originalsSeeds: {
    method: 'GET',
    path: 'originals/seeds',
    result: 'data',
    summary: "The player's current seed pair: the server seed's hash, the client seed and the next nonce",
    auth: true,
    reply: { 200: dataReply(originalsSeedsSchema), 401: failureReplySchema },
  },
  originalsClientSeed: {
    method: 'POST',
    path: 'originals/seeds/client',
    result: 'data',
    summary: 'Change the client seed of the current pair',
    auth: true,
    body: originalsClientSeedRequestSchema,
    reply: { 200: dataReply(originalsSeedsSchema), ...refusals },
  },
  originalsRotateSeeds: {
    method: 'POST',
    path: 'originals/seeds/rotate',
    result: 'data',
    summary: 'Reveal the current server seed and start a new seed pair',
    auth: true,
    body: Type.Object({}, { additionalProperties: false }),
    reply: { 200: dataReply(originalsRotationSchema), 401: failureReplySchema },
  },
  originalsRounds: {
    method: 'GET',
    path: 'originals/rounds',
    result: 'data',
    summary: "The player's last 50 Originals rounds, newest first",
    auth: true,
    reply: { 200: dataReply(Type.Array(originalsRoundSchema)), 401: failureReplySchema },
  },
  originalsRound: {
    method: 'GET',
    path: 'originals/rounds/:id',
    result: 'data',
    summary: 'One Originals round with its seeds (the server seed once the pair is rotated)',
    auth: true,
    params: originalsRoundParamsSchema,
    reply: { 200: dataReply(originalsRoundSchema), 401: failureReplySchema, 404: failureReplySchema },
  },
} as const satisfies Record<string, Endpoint>;
