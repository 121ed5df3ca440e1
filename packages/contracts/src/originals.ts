// Arena Originals, our own provably fair studio: the player's seed pair and the rounds of its games.
// Targets and multipliers are integer hundredths (198 = 1.98×), amounts minor units.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { SessionStatus } from './enums';
import { rouletteBetsSchema } from './originals-roulette';
import { dataReply, failureReplySchema, Nullable } from './schemas/envelope';

/** every game of the studio; the single-step ones also have an entry in originalsPlayEndpoints */
export const ORIGINALS_GAMES = [
  'dice',
  'limbo',
  'sultan',
  'bosphorus',
  'roulette',
  'plinko',
  'blackjack',
  'aviator',
  'wheel',
  'auto-roulette',
  'bingo',
] as const;
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
/** a slot's line win: the payline's number, the paying symbol, how many in a row, hundredths of the total bet */
const slotLineWinSchema = Type.Object(
  { line: Type.Integer(), symbol: Type.String(), count: Type.Integer(), multiplier: Type.Integer() },
  { additionalProperties: false },
);
const slotSpinFields = {
  /** each reel's stop on its strip */
  stops: Type.Array(Type.Integer()),
  /** the symbols in view, grid[row][reel], rows top to bottom */
  grid: Type.Array(Type.Array(Type.String())),
  lines: Type.Array(slotLineWinSchema),
  scatter: Type.Object({ count: Type.Integer(), multiplier: Type.Integer() }, { additionalProperties: false }),
  /** the spin's wins, hundredths of the total bet */
  multiplier: Type.Integer(),
};
/** Sultan's Gold and Bosphorus Nights: the base spin, its free spins, and the round's total multiplier */
export const slotOutcomeSchema = Type.Object(
  {
    ...slotSpinFields,
    freeSpins: Type.Array(Type.Object(slotSpinFields, { additionalProperties: false })),
    win: Type.Boolean(),
    /** the RTP variant the round was played with (its paytable); absent on rounds before variants: the default */
    variant: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export const rouletteOutcomeSchema = Type.Object(
  {
    bets: rouletteBetsSchema,
    /** the pocket, 0 … 36 */
    number: Type.Integer(),
    colour: Type.Union([Type.Literal('red'), Type.Literal('black'), Type.Literal('green')]),
    /** per bet of the slip: won, and the minor units it returns (stake included) */
    results: Type.Array(Type.Object({ win: Type.Boolean(), payout: Type.Integer() }, { additionalProperties: false })),
    /** minor units the slip returns */
    total: Type.Integer(),
    win: Type.Boolean(),
    multiplier: Type.Integer(),
  },
  { additionalProperties: false },
);
const PLINKO_RISK_LEVELS = ['low', 'medium', 'high'] as const;
const plinkoRows = Type.Integer({ minimum: 8, maximum: 16 });
const plinkoRisk = Type.Union(PLINKO_RISK_LEVELS.map((risk) => Type.Literal(risk)));
export const plinkoOutcomeSchema = Type.Object(
  {
    rows: plinkoRows,
    risk: plinkoRisk,
    /** one step a row: 0 left, 1 right */
    path: Type.Array(Type.Integer()),
    /** the number of rights */
    bucket: Type.Integer(),
    win: Type.Boolean(),
    multiplier: Type.Integer(),
  },
  { additionalProperties: false },
);

/** Blackjack's actions; a card is its index 0 … 51 in Stake's list (rank = index / 4, suit = index % 4) */
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const;
export type BlackjackActionName = (typeof BLACKJACK_ACTIONS)[number];
const blackjackActionSchema = Type.Union(BLACKJACK_ACTIONS.map((action) => Type.Literal(action)));
const blackjackCardsSchema = Type.Array(Type.Integer({ minimum: 0, maximum: 51 }));
const blackjackHandSchema = Type.Object({ cards: blackjackCardsSchema, doubled: Type.Boolean() }, { additionalProperties: false });
/** a finished blackjack round: every card, and the actions taken (with the seeds, all a verifier needs) */
export const blackjackOutcomeSchema = Type.Object(
  {
    win: Type.Boolean(),
    /** what the round returned per 100 staked in all */
    multiplier: Type.Integer(),
    /** the first bet, minor units */
    bet: Type.Integer(),
    dealer: blackjackCardsSchema,
    hands: Type.Array(blackjackHandSchema),
    insurance: Nullable(Type.Boolean()),
    actions: Type.Array(blackjackActionSchema),
  },
  { additionalProperties: false },
);

/** one outcome schema per game, each with the player's choice (a game added to the studio adds its own) */
const ORIGINALS_OUTCOME_SCHEMAS = [
  diceOutcomeSchema,
  limboOutcomeSchema,
  slotOutcomeSchema,
  rouletteOutcomeSchema,
  plinkoOutcomeSchema,
  blackjackOutcomeSchema,
];

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
    /** a free spin of a bonus: the house paid the stake and the win is bonus money (absent otherwise) */
    freeSpin: Type.Optional(Type.Literal(true)),
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
/** a slot spin: the stake, spread over the paylines, and the RTP variant whose paytable the player was shown (refused once another is in force) */
export const slotPlayRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1 }),
    variant: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    /** spend one of the player's free spins (the house pays the stake, which must be the free spins' own) */
    freeSpin: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const roulettePlayRequestSchema = Type.Object(
  {
    /** the sum of the bets' stakes */
    amount: Type.Integer({ minimum: 1 }),
    bets: rouletteBetsSchema,
  },
  { additionalProperties: false },
);
export const plinkoPlayRequestSchema = Type.Object(
  { amount: Type.Integer({ minimum: 1 }), /** 8 … 16 */ rows: plinkoRows, risk: plinkoRisk },
  { additionalProperties: false },
);
// path parameters arrive as text: the round id is its digits
export const originalsRoundParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) }, { additionalProperties: false });

const refusals = { 400: failureReplySchema, 401: failureReplySchema };

/** A blackjack round as the player sees it: the dealer's hole card only once the round is done, never a card not dealt. */
export const blackjackTableSchema = Type.Object(
  {
    /** the first bet, minor units */
    bet: Type.Integer(),
    /** insurance: the dealer shows an ace; player: hands[active] is played; done: settled */
    phase: Type.Union([Type.Literal('insurance'), Type.Literal('player'), Type.Literal('done')]),
    /** the up card, and the rest once the round is done */
    dealer: blackjackCardsSchema,
    hands: Type.Array(blackjackHandSchema),
    active: Type.Integer({ minimum: 0 }),
    insurance: Nullable(Type.Boolean()),
    /** the actions allowed now */
    legal: Type.Array(blackjackActionSchema),
    /** how many actions the round has taken: the next action is sent with it as its `step` */
    step: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type BlackjackTable = Static<typeof blackjackTableSchema>;
const blackjackPlaySchema = Type.Object({ round: originalsRoundSchema, table: blackjackTableSchema }, { additionalProperties: false });
export type BlackjackPlay = Static<typeof blackjackPlaySchema>;

/** Blackjack's calls: a round of several steps (deal, then the player's actions), resumable while open. */
export const originalsBlackjackEndpoints = {
  originalsBlackjackDeal: {
    method: 'POST',
    path: 'originals/blackjack/deal',
    result: 'data',
    summary: 'Bet and deal a round of Blackjack',
    auth: true,
    body: Type.Object({ amount: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    reply: { 200: dataReply(blackjackPlaySchema), ...refusals },
  },
  originalsBlackjackAction: {
    method: 'POST',
    path: 'originals/blackjack/action',
    result: 'data',
    summary:
      'Hit, stand, double, split or answer insurance in an open Blackjack round; applied only at the step the player saw (the number of actions taken), else 409 with the hand as it stands',
    auth: true,
    body: Type.Object(
      {
        roundId: Type.Integer({ minimum: 1 }),
        action: blackjackActionSchema,
        /** the table's `step` the action was chosen on: a duplicate or late action finds another one and is refused */
        step: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    reply: {
      200: dataReply(blackjackPlaySchema),
      ...refusals,
      /** the round moved on since that step: the hand as it stands now */
      409: Type.Object({ success: Type.Literal(false), message: Type.String(), data: blackjackPlaySchema }, { additionalProperties: false }),
    },
  },
  originalsBlackjackActive: {
    method: 'GET',
    path: 'originals/blackjack/active',
    result: 'data',
    summary: "The player's open Blackjack round, or null",
    auth: true,
    reply: { 200: dataReply(Nullable(blackjackPlaySchema)), 401: failureReplySchema },
  },
} as const satisfies Record<string, Endpoint>;
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
  sultan: {
    method: 'POST',
    path: 'originals/sultan/play',
    result: 'data',
    summary: "Spin Sultan's Gold: 5 reels, 10 paylines, a wild",
    auth: true,
    body: slotPlayRequestSchema,
    reply: roundReply,
  },
  bosphorus: {
    method: 'POST',
    path: 'originals/bosphorus/play',
    result: 'data',
    summary: 'Spin Bosphorus Nights: 5 reels, 20 paylines, a wild, and moons that trigger free spins',
    auth: true,
    body: slotPlayRequestSchema,
    reply: roundReply,
  },
  roulette: {
    method: 'POST',
    path: 'originals/roulette/play',
    result: 'data',
    summary: 'Play a round of European roulette: a slip of bets whose stakes sum to the amount',
    auth: true,
    body: roulettePlayRequestSchema,
    reply: roundReply,
  },
  plinko: {
    method: 'POST',
    path: 'originals/plinko/play',
    result: 'data',
    summary: 'Play a round of Plinko: the ball falls through the chosen rows; the bucket it lands in pays by the risk table',
    auth: true,
    body: plinkoPlayRequestSchema,
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
    summary: 'Reveal the current server seed and start a new seed pair (refused while a round on it is unfinished)',
    auth: true,
    body: Type.Object({}, { additionalProperties: false }),
    reply: { 200: dataReply(originalsRotationSchema), 401: failureReplySchema, 409: failureReplySchema },
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
