// Arena Originals' live games: one round for everyone on a fixed cycle (betting → running → result →
// pause), its result drawn from a hash chain published in advance, broadcast to every watcher through
// the rooms hub. Amounts are minor units, multipliers integer hundredths.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { SessionStatus } from './enums';
import { LIVE_GAMES, LIVE_PHASES, LiveBetStatus, type LiveGameCode } from './live-room';
import { rouletteBetSchema } from './originals-roulette';
import { dataReply, failureReplySchema, Nullable } from './schemas/envelope';

// the room constants live apart, free of schemas, for the game clients' bundles
export * from './live-room';

const gameSchema = Type.Union(LIVE_GAMES.map((game) => Type.Literal(game)));
const freeObject = Type.Object({}, { additionalProperties: true });

export const liveRoundSchema = Type.Object(
  {
    id: Type.Integer(),
    game: gameSchema,
    chainId: Type.Integer(),
    /** k: the round uses the chain's hash h_k */
    index: Type.Integer(),
    phase: Type.Union(LIVE_PHASES.map((phase) => Type.Literal(phase))),
    status: Type.Enum(SessionStatus),
    /** betting closes and the round runs from here (server time) */
    startsAt: Type.String({ format: 'date-time' }),
    /** the next round opens for bets here; null until the result is known */
    nextRoundAt: Nullable(Type.String({ format: 'date-time' })),
    /** h_k, shown once the result is final (or the round cancelled) */
    hash: Nullable(Type.String()),
    /** the chain's salt (public from before round 1) */
    salt: Type.String(),
    /** the game's result (Aviator: { crashPoint }), shown once final */
    result: Nullable(freeObject),
  },
  { additionalProperties: false },
);
export type LiveRound = Static<typeof liveRoundSchema>;

export const liveBetSchema = Type.Object(
  {
    id: Type.Integer(),
    roundId: Type.Integer(),
    /** the player's username, masked (ab***z) */
    player: Type.String(),
    amount: Type.Integer(),
    /** the player's choices (Aviator: { autoCashOut }) */
    params: freeObject,
    status: Type.Enum(LiveBetStatus),
    /** hundredths, 0 until paid */
    multiplier: Type.Integer(),
    win: Type.Integer(),
  },
  { additionalProperties: false },
);
export type LiveBet = Static<typeof liveBetSchema>;

export const liveStateSchema = Type.Object(
  {
    game: gameSchema,
    /** the server's clock (ms since the epoch) when it answered: clients draw against it */
    serverTime: Type.Integer(),
    round: Nullable(liveRoundSchema),
    bets: Type.Array(liveBetSchema),
    /** the signed-in player's bet ids in this round */
    mine: Type.Array(Type.Integer()),
    /** what the running round shows so far, as the room's `progress` says it (bingo's balls called): a watcher joining mid-round sees it at once */
    progress: Nullable(freeObject),
  },
  { additionalProperties: false },
);
export type LiveState = Static<typeof liveStateSchema>;

export const liveChainSchema = Type.Object(
  {
    id: Type.Integer(),
    game: gameSchema,
    /** h_0: SHA-256 of round 1's hash */
    terminalHash: Type.String(),
    salt: Type.String(),
    /** rounds in the chain */
    length: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type LiveChain = Static<typeof liveChainSchema>;

export const liveBetReplySchema = Type.Object({ bet: liveBetSchema, balance: Type.Integer() }, { additionalProperties: false });
export type LiveBetReply = Static<typeof liveBetReplySchema>;

export const aviatorBetRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1 }),
    /** hundredths: paid at this multiplier when the flight reaches it (1.01× … 1,000,000×) */
    autoCashOut: Type.Optional(Type.Integer({ minimum: 101, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);
export type AviatorBetRequest = Static<typeof aviatorBetRequestSchema>;

export const wheelBetRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1 }),
    /** the wheel's numbers: each pays that many to 1 */
    number: Type.Union([1, 2, 5, 15, 47].map((number) => Type.Literal(number))),
  },
  { additionalProperties: false },
);

const liveGameParamsSchema = Type.Object({ game: gameSchema }, { additionalProperties: false });
const refusals = { 400: failureReplySchema, 401: failureReplySchema };
/** a bet call's Idempotency-Key reused for a different bet */
const betRefusals = { ...refusals, 409: failureReplySchema };

/**
 * The bet call of each live game, by game code: POST originals/live/{game}/bets with the stake and the
 * choices (bingo: bingoEndpoints). An optional Idempotency-Key header makes a retried call answer the
 * bet the first one placed.
 */
export const liveBetEndpoints = {
  aviator: {
    method: 'POST',
    path: 'originals/live/aviator/bets',
    result: 'data',
    summary: 'Bet on the next Aviator flight, before take-off, with an optional auto cash-out multiplier',
    auth: true,
    body: aviatorBetRequestSchema,
    reply: { 200: dataReply(liveBetReplySchema), ...betRefusals },
  },
  wheel: {
    method: 'POST',
    path: 'originals/live/wheel/bets',
    result: 'data',
    summary: 'Bet on a number of the next Lucky Wheel spin (1, 2, 5, 15 or 47, paid that many to 1), before the wheel spins',
    auth: true,
    body: wheelBetRequestSchema,
    reply: { 200: dataReply(liveBetReplySchema), ...betRefusals },
  },
  'auto-roulette': {
    method: 'POST',
    path: 'originals/live/auto-roulette/bets',
    result: 'data',
    summary: "Place one bet of the roulette table's layout on the next auto-roulette spin, before the ball is thrown",
    auth: true,
    body: rouletteBetSchema,
    reply: { 200: dataReply(liveBetReplySchema), ...betRefusals },
  },
} as const satisfies Partial<Record<LiveGameCode, Endpoint>>;
/** the live games bet on through liveBetEndpoints (bingo sells tickets through bingoEndpoints) */
export type LiveBetGame = keyof typeof liveBetEndpoints;

export const originalsLiveEndpoints = {
  liveChains: {
    method: 'GET',
    path: 'originals/live/chains',
    result: 'data',
    summary: "Each live game's hash chain commitments: the terminal hash h_0, the salt and the length, published before the chain's first round",
    reply: { 200: dataReply(Type.Array(liveChainSchema)) },
  },
  liveState: {
    method: 'GET',
    path: 'originals/live/:game',
    result: 'data',
    summary: "A live game's current round, its bets and the server's clock",
    params: liveGameParamsSchema,
    reply: { 200: dataReply(liveStateSchema), 400: failureReplySchema },
  },
  liveHistory: {
    method: 'GET',
    path: 'originals/live/:game/history',
    result: 'data',
    summary: "A live game's last 50 finished rounds with their results and hashes, newest first",
    params: liveGameParamsSchema,
    reply: { 200: dataReply(Type.Array(liveRoundSchema)), 400: failureReplySchema },
  },
  aviatorCashOut: {
    method: 'POST',
    path: 'originals/live/aviator/cashout',
    result: 'data',
    summary: 'Cash out an Aviator bet during the flight at the multiplier of the moment the server receives it',
    auth: true,
    body: Type.Object({ betId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    reply: { 200: dataReply(liveBetReplySchema), ...betRefusals },
  },
} as const satisfies Record<string, Endpoint>;
