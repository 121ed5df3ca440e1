// The trading desk's calls (back office Sportsbook screen; OPERATOR_ACCESS.sportsbook): the book's events
// with their liability, an event's markets and prices, margins per sport and market type, an operator's
// suspension of an event or a market (the feed never lifts it), an event's result (the first one the
// feed never gave, or a correction), and the bet search. Prices are decimal odds in hundredths, amounts
// minor units.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema, Nullable } from '../schemas/envelope';
import { BET_STATUSES, BET_TYPES, EVENT_STATUSES, liveScoreSchema, MARKET_STATUSES, MARKET_TYPES, SELECTION_RESULTS, sportIdSchema } from '../schemas/sports';

const marketType = literals(MARKET_TYPES);

export const operatorSportsEventsQuerySchema = Type.Object(
  {
    sportId: Type.Optional(sportIdSchema),
    competitionId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(literals(EVENT_STATUSES)),
    /** a team's or competition's name, or part of it */
    q: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { $id: 'OperatorSportsEventsQuery', additionalProperties: false },
);
export type OperatorSportsEventsQuery = Static<typeof operatorSportsEventsQuerySchema>;

/** what the open bets on a selection (or the worst selection of an event) would pay */
const exposure = {
  openBets: Type.Integer({ minimum: 0 }),
  /** minor units still staked by the open bets */
  stake: Type.Integer({ minimum: 0 }),
  /** minor units: the sum of the open bets' potential payouts */
  liability: Type.Integer({ minimum: 0 }),
};

export const operatorSportsEventSchema = Type.Object(
  {
    id: Type.Integer(),
    sportId: sportIdSchema,
    competitionId: Type.Integer(),
    /** English key, as stored */
    competition: Type.String(),
    home: Type.String(),
    away: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    status: literals(EVENT_STATUSES),
    score: Nullable(liveScoreSchema),
    /** held by an operator */
    suspended: Type.Boolean(),
    marketCount: Type.Integer({ minimum: 0 }),
    /** of the event's selection with the highest liability */
    ...exposure,
  },
  { $id: 'OperatorSportsEvent', additionalProperties: false },
);
export type OperatorSportsEvent = Static<typeof operatorSportsEventSchema>;

export const operatorSportsSelectionSchema = Type.Object(
  {
    id: Type.Integer(),
    outcome: Type.String(),
    name: Type.String(),
    price: Type.Integer(),
    fairPrice: Type.Integer(),
    result: Nullable(literals(SELECTION_RESULTS)),
    ...exposure,
  },
  { $id: 'OperatorSportsSelection', additionalProperties: false },
);
export const operatorSportsMarketSchema = Type.Object(
  {
    id: Type.Integer(),
    type: marketType,
    line: Nullable(Type.Integer()),
    name: Type.String(),
    status: literals(MARKET_STATUSES),
    /** held by an operator on its own */
    suspended: Type.Boolean(),
    /** the margin in force for this market, basis points */
    marginBp: Type.Integer(),
    selections: Type.Array(operatorSportsSelectionSchema),
  },
  { $id: 'OperatorSportsMarket', additionalProperties: false },
);
export type OperatorSportsMarket = Static<typeof operatorSportsMarketSchema>;
export const operatorSportsEventDetailSchema = Type.Object(
  { event: operatorSportsEventSchema, markets: Type.Array(operatorSportsMarketSchema) },
  { $id: 'OperatorSportsEventDetail', additionalProperties: false },
);
export type OperatorSportsEventDetail = Static<typeof operatorSportsEventDetailSchema>;
export const operatorSportsEventParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** an event (every open market of it) or one of its markets: held (no bets, the feed cannot reopen it) or released */
export const operatorSportsSuspendSchema = Type.Object(
  {
    eventId: Type.Integer({ minimum: 1 }),
    marketId: Type.Optional(Type.Integer({ minimum: 1 })),
    suspended: Type.Boolean(),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { $id: 'OperatorSportsSuspend', additionalProperties: false },
);
export type OperatorSportsSuspend = Static<typeof operatorSportsSuspendSchema>;

export const SPORTS_MARGIN_MAX_BP = 5000;
export const operatorSportsMarginSchema = Type.Object(
  {
    sportId: sportIdSchema,
    /** null: the sport's margin (every market type without its own) */
    marketType: Nullable(marketType),
    /** basis points (600 = 6 %); null removes the margin (the sport's, then the site's default applies) */
    marginBp: Nullable(Type.Integer({ minimum: 0, maximum: SPORTS_MARGIN_MAX_BP })),
  },
  { $id: 'OperatorSportsMargin', additionalProperties: false },
);
export type OperatorSportsMargin = Static<typeof operatorSportsMarginSchema>;
export const operatorSportsMarginsSchema = Type.Object(
  {
    /** SPORTS_MARGIN_BP: where nothing else is set */
    defaultBp: Type.Integer(),
    margins: Type.Array(Type.Object({ sportId: sportIdSchema, marketType: Nullable(marketType), marginBp: Type.Integer() }, { additionalProperties: false })),
  },
  { $id: 'OperatorSportsMargins', additionalProperties: false },
);
export type OperatorSportsMargins = Static<typeof operatorSportsMarginsSchema>;

export const operatorSportsBetsQuerySchema = Type.Object(
  {
    /** the player's username or user code */
    player: Type.Optional(Type.String({ minLength: 2, maxLength: 50 })),
    eventId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(literals(BET_STATUSES)),
    /** placed at or after (inclusive) */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    /** placed before (exclusive) */
    to: Type.Optional(Type.String({ format: 'date-time' })),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { $id: 'OperatorSportsBetsQuery', additionalProperties: false },
);
export type OperatorSportsBetsQuery = Static<typeof operatorSportsBetsQuerySchema>;
export const operatorSportsBetSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    username: Type.String(),
    type: literals(BET_TYPES),
    status: literals(BET_STATUSES),
    placedStake: Type.Integer(),
    stake: Type.Integer(),
    price: Type.Integer(),
    potentialPayout: Type.Integer(),
    /** paid by the settlement in force; null while open */
    settledPayout: Nullable(Type.Integer()),
    cashedOut: Type.Integer(),
    placedAt: Type.String({ format: 'date-time' }),
    settledAt: Nullable(Type.String({ format: 'date-time' })),
    legs: Type.Array(
      Type.Object(
        {
          eventId: Type.Integer(),
          eventName: Type.String(),
          marketName: Type.String(),
          selectionName: Type.String(),
          price: Type.Integer(),
          result: Nullable(literals(SELECTION_RESULTS)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'OperatorSportsBet', additionalProperties: false },
);
export type OperatorSportsBet = Static<typeof operatorSportsBetSchema>;

/**
 * An event's final result, as a trader enters it: the book derives every market's result from it. For an
 * event the feed never settled (an abandoned feed) it is the first settlement (operatorSportsSettle); for
 * an ended event a correction that re-settles the bets whose outcome changed (operatorSportsResult).
 */
export const operatorSportsResultSchema = Type.Object(
  {
    eventId: Type.Integer({ minimum: 1 }),
    home: Type.Integer({ minimum: 0, maximum: 999 }),
    away: Type.Integer({ minimum: 0, maximum: 999 }),
    /** per period [home, away] (halves, sets, maps); they must add up to the score where the sport counts that way */
    periods: Type.Array(Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })]), { maxItems: 10 }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { $id: 'OperatorSportsResult', additionalProperties: false },
);
export type OperatorSportsResult = Static<typeof operatorSportsResultSchema>;

export const operatorResettlementSchema = Type.Object(
  {
    /** bets whose result changed */
    resettled: Type.Integer({ minimum: 0 }),
    /** minor units paid to players (positive) or taken back (negative) in all */
    net: Type.Integer(),
  },
  { additionalProperties: false },
);

export const operatorSportsbookEndpoints = {
  operatorSportsEvents: {
    method: 'GET',
    path: 'operator/sports/events',
    result: 'data',
    summary: "The book's events by sport, competition, status or name, soonest first, with their liability (trading)",
    auth: true,
    query: operatorSportsEventsQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorSportsEventSchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorSportsEvent: {
    method: 'GET',
    path: 'operator/sports/events/:id',
    result: 'data',
    summary: "An event's markets and selections: prices, margins, holds and the liability per selection (trading)",
    auth: true,
    params: operatorSportsEventParamsSchema,
    reply: { 200: dataReply(operatorSportsEventDetailSchema), 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSportsSuspend: {
    method: 'POST',
    path: 'operator/sports/suspend',
    result: 'reply',
    summary: 'Suspend or resume an event or one of its markets; the feed cannot reopen what an operator holds (trading)',
    auth: true,
    body: operatorSportsSuspendSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSportsMargins: {
    method: 'GET',
    path: 'operator/sports/margins',
    result: 'data',
    summary: 'The margins per sport and market type, and the default (trading)',
    auth: true,
    reply: { 200: dataReply(operatorSportsMarginsSchema), 401: failure, 403: failure },
  },
  operatorSportsSetMargin: {
    method: 'POST',
    path: 'operator/sports/margins',
    result: 'reply',
    summary: "Set or remove a sport's or a market type's margin; open prices follow at once (trading)",
    auth: true,
    body: operatorSportsMarginSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
  operatorSportsBets: {
    method: 'GET',
    path: 'operator/sports/bets',
    result: 'data',
    summary: 'Bets by player, event, status and date, newest first (trading)',
    auth: true,
    query: operatorSportsBetsQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorSportsBetSchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorSportsSettle: {
    method: 'POST',
    path: 'operator/sports/settle',
    result: 'reply',
    summary: "Enter the result of an event the feed never settled: its open markets are settled and its bets paid as the feed's would be (trading)",
    auth: true,
    body: operatorSportsResultSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorSportsResult: {
    method: 'POST',
    path: 'operator/sports/result',
    result: 'data',
    summary: "Correct an ended event's result and re-settle its bets (trading)",
    auth: true,
    body: operatorSportsResultSchema,
    reply: { 200: dataReply(operatorResettlementSchema), 400: failure, 401: failure, 403: failure, 404: failure },
  },
} as const satisfies Record<string, Endpoint>;
