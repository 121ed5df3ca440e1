// Game recall and interrupted games (docs/product/originals.md, "Game recall and unfinished rounds"):
// a game's last rounds as they were played, built from the stored records alone (the round's state kept
// at settlement, the ledger's cash balance after each movement), for the player and for an operator;
// and the money held in rounds not finished yet, for the back office.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { dataReply, failureReplySchema as failure, literals, Nullable } from './schemas/envelope';

/** how many of a game's rounds recall shows, newest first */
export const RECALL_ROUNDS = 10;
/** a supplier's round with a stake and neither a win nor a rollback this long is voided, its stake returned (the games' rules say so) */
export const SUPPLIER_ROUND_VOID_HOURS = 24;

/** the game of a recall request: a catalogue code, as the ledger names it */
export const recallQuerySchema = Type.Object(
  { gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { $id: 'RecallQuery', additionalProperties: false },
);
export type RecallQuery = Static<typeof recallQuerySchema>;

const cards = Type.Array(Type.String(), { description: 'cards as rank and suit, e.g. "A♠", "10♥"' });

/** what the game's screen showed at the round's end, per family of games */
export const recallScreenSchema = Type.Union(
  [
    // Blackjack; an unfinished round shows the dealer's up card only
    Type.Object(
      {
        kind: Type.Literal('cards'),
        dealer: cards,
        hands: Type.Array(Type.Object({ cards, doubled: Type.Boolean() }, { additionalProperties: false })),
        insurance: Nullable(Type.Boolean()),
        actions: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    ),
    // the video slots: the symbols in view (grid[row][reel]) and each reel's stop
    Type.Object(
      {
        kind: Type.Literal('reels'),
        grid: Type.Array(Type.Array(Type.String())),
        stops: Type.Array(Type.Integer()),
        winningLines: Type.Integer({ minimum: 0 }),
        freeSpins: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    // roulette and auto roulette: where the ball landed
    Type.Object({ kind: Type.Literal('ball'), number: Type.Integer({ minimum: 0, maximum: 36 }), colour: Type.String() }, { additionalProperties: false }),
    // dice: the roll against the player's target (hundredths)
    Type.Object({ kind: Type.Literal('roll'), roll: Type.Integer(), target: Type.Integer(), over: Type.Boolean() }, { additionalProperties: false }),
    // limbo (the drawn multiplier against the target) and aviator (the crash point; cashedOutAt per bet): hundredths
    Type.Object(
      { kind: Type.Literal('multiplier'), result: Type.Integer(), target: Nullable(Type.Integer()), cashedOutAt: Type.Array(Type.Integer()) },
      { additionalProperties: false },
    ),
    // plinko: the ball's path (0 left, 1 right) and its bucket
    Type.Object(
      { kind: Type.Literal('plinko'), path: Type.Array(Type.Integer()), bucket: Type.Integer(), rows: Type.Integer(), risk: Type.String() },
      { additionalProperties: false },
    ),
    // the lucky wheel: the number drawn (null: every spin a bonus) and the bonus factor
    Type.Object({ kind: Type.Literal('wheel'), number: Nullable(Type.Integer()), bonus: Type.Integer() }, { additionalProperties: false }),
    // bingo: the balls called, in order
    Type.Object({ kind: Type.Literal('balls'), balls: Type.Array(Type.Integer()) }, { additionalProperties: false }),
  ],
  { $id: 'RecallScreen' },
);
export type RecallScreen = Static<typeof recallScreenSchema>;

/** win: returned more than staked; push: the stake back; loss: less; void: stake refunded; open: not finished */
export const RECALL_OUTCOMES = ['win', 'push', 'loss', 'void', 'open'] as const;
export type RecallOutcome = (typeof RECALL_OUTCOMES)[number];

export const recallRoundSchema = Type.Object(
  {
    roundId: Type.String(),
    gameCode: Type.String(),
    startedAt: Type.String({ format: 'date-time' }),
    settledAt: Nullable(Type.String({ format: 'date-time' })),
    /** minor units, every stake of the round together (a double, a split, several bets) */
    stake: Type.Integer({ minimum: 0 }),
    payout: Type.Integer({ minimum: 0 }),
    outcome: literals(RECALL_OUTCOMES),
    /** null: the game's supplier tells us only the money (its wallet calls), or the round is not shown yet */
    screen: Nullable(recallScreenSchema),
    /** the cash balance just before the round's first movement and just after its last; null: no movement (a free spin) */
    balanceBefore: Nullable(Type.Integer()),
    balanceAfter: Nullable(Type.Integer()),
    /** Processing 1, Completed 2, Cancelled 3, Expired 4 */
    status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
    freeSpin: Type.Boolean(),
  },
  { $id: 'RecallRound', additionalProperties: false },
);
export type RecallRound = Static<typeof recallRoundSchema>;

export const recallGameSchema = Type.Object(
  { gameCode: Type.String(), game: Type.String(), lastPlayedAt: Type.String({ format: 'date-time' }) },
  { $id: 'RecallGame', additionalProperties: false },
);
export type RecallGame = Static<typeof recallGameSchema>;

export const gameRecallSchema = Type.Object(
  {
    /** the games the player has played, the last played first */
    games: Type.Array(recallGameSchema),
    /** the game recalled: the one asked for, else the last played; null when the player never played */
    gameCode: Nullable(Type.String()),
    rounds: Type.Array(recallRoundSchema, { maxItems: RECALL_ROUNDS }),
  },
  { $id: 'GameRecall', additionalProperties: false },
);
export type GameRecall = Static<typeof gameRecallSchema>;

// ---- unfinished rounds (the back office) ------------------------------------------------------------

export const unfinishedRoundSchema = Type.Object(
  {
    roundId: Type.String(),
    gameCode: Type.String(),
    game: Type.String(),
    userId: Type.Integer(),
    usercode: Type.String(),
    /** minor units the player staked and has not been paid or refunded yet */
    held: Type.Integer({ minimum: 0 }),
    startedAt: Type.String({ format: 'date-time' }),
    /** when the published rule completes or voids it; null: the next restart recovers it (a crash's leftover) */
    resolvesAt: Nullable(Type.String({ format: 'date-time' })),
    /** what happens then: Blackjack stands its open hands, a supplier's round is voided, a live round settles at its result, a crash's leftover is recovered at start */
    resolution: literals(['stand', 'void', 'settle', 'recover'] as const),
  },
  { $id: 'UnfinishedRound', additionalProperties: false },
);
export type UnfinishedRound = Static<typeof unfinishedRoundSchema>;

export const unfinishedRoundsSchema = Type.Object(
  {
    held: Type.Integer({ minimum: 0 }),
    games: Type.Array(
      Type.Object({ gameCode: Type.String(), game: Type.String(), rounds: Type.Integer(), held: Type.Integer() }, { additionalProperties: false }),
    ),
    /** the oldest first, at most 200 */
    rounds: Type.Array(unfinishedRoundSchema),
  },
  { $id: 'UnfinishedRounds', additionalProperties: false },
);
export type UnfinishedRounds = Static<typeof unfinishedRoundsSchema>;

export const operatorGameRecallEndpoints = {
  operatorPlayerRecall: {
    method: 'GET',
    path: 'operator/players/:id/recall',
    result: 'data',
    summary: "A game's last rounds for the player as they were played, from the records; the view is audited (players desk)",
    auth: true,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    query: recallQuerySchema,
    reply: { 200: dataReply(gameRecallSchema), 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorUnfinishedRounds: {
    method: 'GET',
    path: 'operator/unfinished-rounds',
    result: 'data',
    summary: 'The money held in rounds not finished yet: in all, per game, and the rounds with when each is completed or voided (dashboard roles)',
    auth: true,
    reply: { 200: dataReply(unfinishedRoundsSchema), 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;
