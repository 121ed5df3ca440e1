// What every use case of the catalogue side works with: the deps the sports plugin gives it, the feed,
// the trading desk, the publisher to the rooms, and what one instance keeps in memory between steps (the
// events it steps, the markets an operator holds, the feed's lease and timers).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SPORTS_ROOM_COMMAND, type EventStatus, type LiveScore, type MarketStatus, type MarketType, type SportId, type SportsUpdate } from '@arena/contracts';
import type { Clock } from '../../../clock';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { RoomsService } from '../../realtime/plugin';
import { createFeedSimulator, NO_FEED, type FeedAdapter } from '../feed';
import { feedSeedOf } from './feed-seed';
import { createPublisher, type Publisher } from './publisher';
import { createTradingDesk } from './trading';

export interface CatalogueDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  rooms: RoomsService;
  /** the odds feed; when left out, our simulator on a demo site (simulatedFeed), none otherwise */
  feed?: FeedAdapter;
  /** this instance's name on the feed's lease (app.leadership.holder); default: a random one */
  holder?: string;
}

/** fixtures are written this far ahead (a stepped feed: less, so every test's app starts quickly) */
const LOOKAHEAD_MS = 24 * 3_600_000;
const STEPPED_LOOKAHEAD_MS = 6 * 3_600_000;
/** rows per INSERT */
export const CHUNK = 500;
/** what is neither settled nor over */
export const OPEN_EVENT: EventStatus[] = ['prematch', 'live'];
export const OPEN_MARKET: MarketStatus[] = ['open', 'suspended'];

export interface TrackedSelection {
  id: number;
  outcome: string;
  price: number;
  fairPrice: number;
  push: number;
}
export interface TrackedMarket {
  id: number;
  type: MarketType;
  line: number | null;
  main: boolean;
  status: MarketStatus;
  selections: TrackedSelection[];
}
export interface TrackedEvent {
  id: number;
  ref: string;
  sportId: SportId;
  status: EventStatus;
  score: LiveScore | null;
  markets: TrackedMarket[];
}

/** What one instance of the catalogue keeps in memory between steps. */
export interface CatalogueState {
  /** the events stepped: loaded once, then kept until they end */
  tracked: Map<number, TrackedEvent>;
  /** competitions' ids by their feed ref */
  competitionIds: Map<string, number>;
  /** fixtures starting before this are written */
  horizon: number | null;
  /** what a test's advance() added to the app's clock */
  advanced: number;
  /** the markets an operator holds (on their own or by their event), as of the last step */
  held: Set<number>;
  /** driving the feed (./use-cases/drive-feed.ts) */
  stopped: boolean;
  holding: boolean;
  stepTimer: NodeJS.Timeout | null;
  flushTimer: NodeJS.Timeout | null;
  running: Promise<void>;
}

export interface CatalogueContext {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  feed: FeedAdapter;
  desk: ReturnType<typeof createTradingDesk>;
  publisher: Publisher;
  /** this instance's name on the feed's lease */
  holder: string;
  /** how far ahead fixtures are written */
  lookahead: number;
  settledListeners: ((marketIds: number[]) => void)[];
  changedListeners: ((update: SportsUpdate) => void)[];
  /** the feed's time: the app's clock plus what advance() added */
  now: () => number;
  state: CatalogueState;
}

/** our simulator with the feed's seed on a demo site; no feed on a site that is no demo, nor when the seed has no key to be sealed under */
async function simulatedFeed(db: Db, config: SportsConfig, log: FastifyBaseLogger): Promise<FeedAdapter> {
  if (!config.simulatedFeed) return NO_FEED;
  const seed = await feedSeedOf(db, config);
  if (seed === null) {
    log.error('ORIGINALS_CHAIN_KEY is not set: the simulated sports feed does not run (its secret seed is kept sealed under that key)');
    return NO_FEED;
  }
  return createFeedSimulator({ seed, matchSpeed: config.matchSpeed });
}

export async function createCatalogueContext(deps: CatalogueDeps): Promise<CatalogueContext> {
  const { db, clock, log, config, rooms } = deps;
  const feed = deps.feed ?? (await simulatedFeed(db, config, log));
  const state: CatalogueState = {
    tracked: new Map(),
    competitionIds: new Map(),
    horizon: null,
    advanced: 0,
    held: new Set(),
    stopped: true,
    holding: false,
    stepTimer: null,
    flushTimer: null,
    running: Promise.resolve(),
  };
  return {
    db,
    clock,
    log,
    config,
    feed,
    desk: createTradingDesk(db, config.marginBp),
    publisher: createPublisher(config.publishIntervalMs, (room, update) => rooms.publish(room, SPORTS_ROOM_COMMAND, update)),
    holder: deps.holder ?? randomUUID(),
    lookahead: config.drive ? LOOKAHEAD_MS : STEPPED_LOOKAHEAD_MS,
    settledListeners: [],
    changedListeners: [],
    now: () => clock.now() + state.advanced,
    state,
  };
}
