// The sportsbook's wire: sports, competitions, events, markets and selections of our own book, the
// bet slip's placement, the player's bets and cash out. Prices are decimal odds in integer hundredths
// (185 = 1.85), lines integer hundredths (-25 = -0.25, 250 = 2.5), amounts minor units.
import { Type, type Static } from '@sinclair/typebox';
import { literals, Nullable } from './envelope';

export const SPORT_IDS = ['football', 'basketball', 'tennis', 'volleyball', 'cs2', 'dota2', 'lol', 'valorant'] as const;
export type SportId = (typeof SPORT_IDS)[number];
/** the e-sports among SPORT_IDS (shown on /esports, not on /spor) */
export const ESPORT_IDS = ['cs2', 'dota2', 'lol', 'valorant'] as const satisfies readonly SportId[];

export const MARKET_TYPES = ['1x2', 'match-winner', 'double-chance', 'over-under', 'btts', 'handicap', 'correct-score', 'map-winner'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const EVENT_STATUSES = ['prematch', 'live', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** open: bets taken; suspended: prices locked for a moment (an attack, a goal); settled/void: final */
export const MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
/** a selection's result once its market is settled (half-won / half-lost: quarter Asian lines) */
export const SELECTION_RESULTS = ['won', 'lost', 'void', 'half-won', 'half-lost'] as const;
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

export const sportIdSchema = literals(SPORT_IDS);
const marketTypeSchema = literals(MARKET_TYPES);
const eventStatusSchema = literals(EVENT_STATUSES);
const marketStatusSchema = literals(MARKET_STATUSES);
const selectionResultSchema = literals(SELECTION_RESULTS);

export const sportSchema = Type.Object(
  {
    id: sportIdSchema,
    /** in the request's language */
    name: Type.String(),
    esport: Type.Boolean(),
    /** events not yet ended: pre-match and live */
    eventCount: Type.Integer({ minimum: 0 }),
    liveCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type Sport = Static<typeof sportSchema>;

export const competitionSchema = Type.Object(
  {
    id: Type.Integer(),
    sportId: sportIdSchema,
    name: Type.String(),
    /** ISO 3166 alpha-2, or 'EU' / 'WORLD' for international competitions */
    country: Type.String(),
    eventCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type Competition = Static<typeof competitionSchema>;

export const selectionSchema = Type.Object(
  {
    id: Type.Integer(),
    /** what the selection backs, in the market's terms: home, draw, away, over, under, yes, no, 1X, X2, 12, '2-1', 'other' */
    outcome: Type.String(),
    /** shown on the button: a team's name, 'Over 2.5', '2-1' (in the request's language) */
    name: Type.String(),
    /** decimal odds in hundredths, the operator's margin applied */
    price: Type.Integer({ minimum: 101 }),
    /** null until the market is settled */
    result: Nullable(selectionResultSchema),
  },
  { additionalProperties: false },
);
export type Selection = Static<typeof selectionSchema>;

export const marketSchema = Type.Object(
  {
    id: Type.Integer(),
    eventId: Type.Integer(),
    type: marketTypeSchema,
    /** over-under and handicap: the line in hundredths (the home side's for a handicap); map-winner: the map's number; else null */
    line: Nullable(Type.Integer()),
    /** in the request's language: 'Match Result', 'Total Goals 2.5', 'Map 2 Winner' */
    name: Type.String(),
    status: marketStatusSchema,
    selections: Type.Array(selectionSchema),
  },
  { additionalProperties: false },
);
export type Market = Static<typeof marketSchema>;

/** What a live event shows: the score, its parts (halves, quarters, sets, maps) and the clock. */
export const liveScoreSchema = Type.Object(
  {
    home: Type.Integer({ minimum: 0 }),
    away: Type.Integer({ minimum: 0 }),
    /** per period [home, away]: halves, quarters, sets, maps */
    periods: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
    /** the period being played, a key to translate: '1H', 'HT', '2H', 'Q1'..'Q4', 'S1'..'S5', 'M1'..'M5' */
    period: Type.String(),
    /** seconds played in the match (football, basketball); null where no clock runs (tennis, volleyball, maps) */
    clockSeconds: Nullable(Type.Integer({ minimum: 0 })),
    /** football's red cards [home, away] */
    redCards: Type.Tuple([Type.Integer(), Type.Integer()]),
  },
  { additionalProperties: false },
);
export type LiveScore = Static<typeof liveScoreSchema>;

export const sportEventSchema = Type.Object(
  {
    id: Type.Integer(),
    sportId: sportIdSchema,
    competitionId: Type.Integer(),
    competitionName: Type.String(),
    home: Type.String(),
    away: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    status: eventStatusSchema,
    /** null before kick-off */
    score: Nullable(liveScoreSchema),
    /** the sport's main market (1X2 or match winner); null when it is not offered */
    mainMarket: Nullable(marketSchema),
    /** markets offered in all */
    marketCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SportEvent = Static<typeof sportEventSchema>;

/** GET sports/events: pre-match (live false), live (live true); of one sport or of all (sportId absent) */
export const sportEventsQuerySchema = Type.Object(
  {
    sportId: Type.Optional(sportIdSchema),
    competitionId: Type.Optional(Type.Integer({ minimum: 1 })),
    live: Type.Optional(Type.Boolean()),
    /** e-sports only (true) or no e-sports (false) */
    esport: Type.Optional(Type.Boolean()),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type SportEventsQuery = Static<typeof sportEventsQuerySchema>;

export const sportEventsReplySchema = Type.Object(
  { competitions: Type.Array(competitionSchema), events: Type.Array(sportEventSchema) },
  { additionalProperties: false },
);
export type SportEventsReply = Static<typeof sportEventsReplySchema>;

/** GET sports/highlights: the home page's sports rail, live events first (score and clock), then the next kick-offs; no e-sports */
export const sportHighlightsSchema = Type.Object(
  {
    /** at most SPORT_HIGHLIGHTS.live live events (the earliest started first), then pre-match ones by kick-off, SPORT_HIGHLIGHTS.size in all (../sports.ts) */
    events: Type.Array(sportEventSchema),
    /** every live event of the book (e-sports aside): what the rail's link to live betting holds */
    liveCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SportHighlights = Static<typeof sportHighlightsSchema>;

export const sportEventParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** GET sports/event/:id: the event with every market it offers */
export const sportEventDetailSchema = Type.Object({ event: sportEventSchema, markets: Type.Array(marketSchema) }, { additionalProperties: false });
export type SportEventDetail = Static<typeof sportEventDetailSchema>;

export const SPORTSBOOK_MODES = ['own', 'external'] as const;
export type SportsbookMode = (typeof SPORTSBOOK_MODES)[number];

/** GET sports/settings: how the book takes bets (the slip checks these before it asks the server) */
export const sportsSettingsSchema = Type.Object(
  {
    /** external: /spor/fcg, /livespor/fcg and /esports/betco frame the outside sportsbook with the login data's tokens */
    mode: literals(SPORTSBOOK_MODES),
    minStake: Type.Integer({ minimum: 1 }),
    maxStake: Type.Integer({ minimum: 1 }),
    maxPayout: Type.Integer({ minimum: 1 }),
    maxSelections: Type.Integer({ minimum: 1 }),
    /** a bet with a live selection is accepted after this delay, if no price moved and no market closed meanwhile */
    liveDelayMs: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SportsSettings = Static<typeof sportsSettingsSchema>;

export const BET_TYPES = ['single', 'accumulator', 'system'] as const;
export type BetType = (typeof BET_TYPES)[number];
/** what the player accepts when a price moved between the slip and the book: any move, only higher prices, or none */
export const PRICE_CHANGE_POLICIES = ['any', 'higher', 'none'] as const;
export type PriceChangePolicy = (typeof PRICE_CHANGE_POLICIES)[number];

const slipSelectionSchema = Type.Object(
  {
    selectionId: Type.Integer({ minimum: 1 }),
    /** the price the player saw */
    price: Type.Integer({ minimum: 101 }),
  },
  { additionalProperties: false },
);

/**
 * POST sports/placebet. single: one bet per selection, each of `stake`; accumulator: one bet on all
 * selections (one per event); system: every combination of `systemSize` selections, each of `stake`.
 * `slipId` makes placement idempotent: the same slip placed twice is one set of bets.
 */
export const placeBetRequestSchema = Type.Object(
  {
    slipId: Type.String({ format: 'uuid' }),
    type: literals(BET_TYPES),
    selections: Type.Array(slipSelectionSchema, { minItems: 1, maxItems: 20 }),
    /** per bet, minor units */
    stake: Type.Integer({ minimum: 1 }),
    systemSize: Type.Optional(Type.Integer({ minimum: 2, maximum: 19 })),
    priceChange: literals(PRICE_CHANGE_POLICIES),
    /** use the player's free bet token instead of a debit (one single or accumulator bet at the token's stake) */
    freeBet: Type.Optional(Type.Boolean()),
  },
  { $id: 'PlaceBetRequest', additionalProperties: false },
);
export type PlaceBetRequest = Static<typeof placeBetRequestSchema>;

/** A selection whose price or state differs from the slip's: what the book offers now. */
export const selectionQuoteSchema = Type.Object(
  {
    selectionId: Type.Integer(),
    price: Type.Integer({ minimum: 101 }),
    /** false: its market is suspended or closed, or its event ended */
    open: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SelectionQuote = Static<typeof selectionQuoteSchema>;

export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed-out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const betLegSchema = Type.Object(
  {
    selectionId: Type.Integer(),
    eventId: Type.Integer(),
    sportId: sportIdSchema,
    /** 'Galatasaray - Fenerbahçe' */
    eventName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    marketName: Type.String(),
    selectionName: Type.String(),
    /** the price the bet took */
    price: Type.Integer({ minimum: 101 }),
    /** the selection was live when the bet was placed */
    live: Type.Boolean(),
    result: Nullable(selectionResultSchema),
  },
  { additionalProperties: false },
);
export type BetLeg = Static<typeof betLegSchema>;

export const betHistoryEntrySchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    /** placed, settled, resettled, cash-out, partial-cash-out, auto-cash-out-set, void */
    action: Type.String(),
    /** minor units that moved with it (stake, payout, cash out); 0 when none */
    amount: Type.Integer(),
    status: literals(BET_STATUSES),
  },
  { additionalProperties: false },
);

export const betSchema = Type.Object(
  {
    id: Type.Integer(),
    slipId: Type.String(),
    type: literals(BET_TYPES),
    /** system bets: the combination size and the number of combinations in the slip */
    systemSize: Nullable(Type.Integer()),
    /** what is still staked (a partial cash out lowers it) */
    stake: Type.Integer({ minimum: 0 }),
    /** the legs' prices multiplied, hundredths (rounded down) */
    price: Type.Integer({ minimum: 101 }),
    /** stake × price, capped at the maximum payout */
    potentialPayout: Type.Integer({ minimum: 0 }),
    status: literals(BET_STATUSES),
    /** what the bet paid back in all (settlement and cash outs); null while open and nothing cashed out */
    payout: Nullable(Type.Integer({ minimum: 0 })),
    placedAt: Type.String({ format: 'date-time' }),
    settledAt: Nullable(Type.String({ format: 'date-time' })),
    legs: Type.Array(betLegSchema),
    /** the full cash out offer now; null when cash out is not offered (settled, a market suspended) */
    cashOutOffer: Nullable(Type.Integer({ minimum: 0 })),
    /** cash out by itself once the offer reaches this amount */
    autoCashOut: Nullable(Type.Integer({ minimum: 1 })),
    history: Type.Array(betHistoryEntrySchema),
  },
  { additionalProperties: false },
);
export type Bet = Static<typeof betSchema>;

/**
 * placed: the bets taken (the balance already changed). price-changed / unavailable: nothing was
 * taken; `changes` lists what the book offers now, for the player to accept with a new slip.
 */
export const placeBetReplySchema = Type.Object(
  {
    status: literals(['placed', 'price-changed', 'unavailable'] as const),
    bets: Type.Array(betSchema),
    changes: Type.Array(selectionQuoteSchema),
  },
  { additionalProperties: false },
);
export type PlaceBetReply = Static<typeof placeBetReplySchema>;

/** GET sports/bets: open bets, or settled ones (won, lost, void, cashed out), newest first */
export const myBetsQuerySchema = Type.Object(
  {
    status: literals(['open', 'settled'] as const),
    skip: Type.Integer({ minimum: 0, maximum: 100000 }),
    take: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type MyBetsQuery = Static<typeof myBetsQuerySchema>;

export const myBetsReplySchema = Type.Object({ items: Type.Array(betSchema), total: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type MyBetsReply = Static<typeof myBetsReplySchema>;

/**
 * POST sports/cashout: take `offer` (the full offer the player saw) for the whole bet, or `portion`
 * of it (a partial cash out: that much is paid, the rest of the bet stays on).
 */
export const cashOutRequestSchema = Type.Object(
  {
    betId: Type.Integer({ minimum: 1 }),
    offer: Type.Integer({ minimum: 1 }),
    portion: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type CashOutRequest = Static<typeof cashOutRequestSchema>;

/** cashed-out: done; offer-changed: nothing moved, `offer` is the new one; unavailable: a market is suspended or the bet settled */
export const cashOutReplySchema = Type.Object(
  {
    status: literals(['cashed-out', 'offer-changed', 'unavailable'] as const),
    /** minor units paid (cashed-out) or offered now */
    offer: Nullable(Type.Integer({ minimum: 0 })),
    bet: betSchema,
  },
  { additionalProperties: false },
);
export type CashOutReply = Static<typeof cashOutReplySchema>;

/** POST sports/autocashout: set (amount) or clear (null) the bet's automatic cash out */
export const autoCashOutRequestSchema = Type.Object(
  { betId: Type.Integer({ minimum: 1 }), amount: Nullable(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type AutoCashOutRequest = Static<typeof autoCashOutRequestSchema>;
