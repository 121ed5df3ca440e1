// What the book needs from an odds feed, whichever it is: the fixtures it offers, and each event's state
// at a moment — status, score (the live incidents folded in), whether its markets are suspended, the
// fair probabilities of every market it offers, and once ended, the final result. Our simulator
// implements it (./simulator); a real feed would implement it over its own push or pull API.
import type { EventStatus, LiveScore, MarketType, SportId } from '@arena/contracts';

export interface FeedCompetition {
  ref: string;
  sportId: SportId;
  /** an English key, translated when served */
  name: string;
  /** ISO 3166 alpha-2, or 'EU' / 'WORLD' */
  country: string;
  sort: number;
}

/** One market the fixture is offered with: the outcomes a bet may back, in display order. */
export interface FeedMarketOffer {
  type: MarketType;
  /** hundredths; the map's number for map-winner; null where the market has no line */
  line: number | null;
  outcomes: string[];
}

export interface FeedFixture {
  ref: string;
  sportId: SportId;
  competition: FeedCompetition;
  home: string;
  away: string;
  /** ms since the epoch */
  startsAt: number;
  /** the markets offered, the sport's main market first */
  markets: FeedMarketOffer[];
}

export interface FeedEventState {
  status: EventStatus;
  /** null before kick-off and for a cancelled fixture */
  score: LiveScore | null;
  /** an incident just happened or is building up (a goal, a dangerous attack, a break): no bets now */
  suspended: boolean;
  /** per offered market (fixture.markets' order), per outcome: the fair probability, void chances taken out (1 / fair price) */
  probabilities: number[][];
  /**
   * likewise: the push share, the chance-weighted part of the stake the outcome returns without its price
   * (a void, half of a quarter line's half result), what a cash out values an open leg from besides its
   * fair price; left out by a feed whose markets never push
   */
  pushes?: number[][];
}

export interface FeedAdapter {
  /** the fixtures starting in [from, until), ms since the epoch */
  fixtures(from: number, until: number): FeedFixture[];
  /** the fixture's state at `at`; null for a ref the feed does not know */
  state(ref: string, at: number): FeedEventState | null;
}

/** The feed of a book that has none: no fixtures, no refs known (a production site that is no demo, a simulator without its key). */
export const NO_FEED: FeedAdapter = { fixtures: () => [], state: () => null };
