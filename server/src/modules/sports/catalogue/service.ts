// The catalogue side of the book: the feed's fixtures written into our tables, their live state stepped
// from the feed (scores, suspensions, prices with the margin), markets settled when an event ends (or is
// called off), when a trader enters the result the feed never gave, and again when an operator corrects
// a result, and every change batched to the rooms (an operator's change is sent at once).
//
// One instance drives the feed: it holds a lease row (sports_feed_lease) it renews every step; another
// instance takes over when the lease lapses. Every instance reads the same feed (the simulator from the
// database's one secret seed, feed-seed.ts): the one that takes over plays the matches on, and any one
// reprices a margin change from it. With config.drive false nothing runs by itself: a test
// steps the feed with advance(ms) (see feedControl).
//
// Each use case is its own file in ./use-cases; this file builds their context and wires them up.
import type { SportsCatalogue, SportsTrading } from '../book';
import { createCatalogueContext, type CatalogueDeps } from './context';
import { correctResult } from './use-cases/correct-result';
import { advanceFeed, startFeed, stopFeed } from './use-cases/drive-feed';
import { enterResult } from './use-cases/enter-result';
import { quoteSelections } from './use-cases/quote-selections';
import { setMargin } from './use-cases/set-margin';
import { suspendMarkets } from './use-cases/suspend-markets';

export type { CatalogueDeps } from './context';
export {
  EVENT_HAS_RESULT,
  EVENT_NOT_ENDED,
  EVENT_NOT_FOUND,
  EVENT_NOT_STARTED,
  NO_WINNER,
  NOT_A_FINAL,
  PERIOD_LEVEL,
  PERIODS_DO_NOT_ADD_UP,
  PERIODS_NEEDED,
  TOO_MANY_HALVES,
} from './messages';

/** How a test drives the feed when config.drive is false. */
export interface FeedControl {
  /** moves the feed's time `ms` forward (beyond the app's clock) and steps it once */
  advance(ms: number): Promise<void>;
  /** the feed's time: the app's clock plus what advance() added */
  now(): number;
}

export type DrivableCatalogue = SportsCatalogue & SportsTrading & FeedControl;

/** the feed control of the app's catalogue (tests) */
export function feedControl(catalogue: SportsCatalogue): FeedControl {
  if (!('advance' in catalogue)) throw new Error('this catalogue has no feed control');
  return catalogue as DrivableCatalogue;
}

export async function createSportsCatalogue(deps: CatalogueDeps): Promise<DrivableCatalogue> {
  const ctx = await createCatalogueContext(deps);
  const { desk, settledListeners, changedListeners } = ctx;
  return {
    quote: (selectionIds, locale, tx) => quoteSelections(ctx, selectionIds, locale, tx),
    onSettled: (listener) => settledListeners.push(listener),
    onChanged: (listener) => changedListeners.push(listener),
    correctResult: (input) => correctResult(ctx, input),
    suspend: (input, audit) => suspendMarkets(ctx, input, audit),
    setMargin: (input, audit) => setMargin(ctx, input, audit),
    enterResult: (input, audit) => enterResult(ctx, input, audit),
    margins: () => desk.margins(),
    start: () => startFeed(ctx),
    stop: () => stopFeed(ctx),
    advance: (ms) => advanceFeed(ctx, ms),
    now: ctx.now,
  };
}
