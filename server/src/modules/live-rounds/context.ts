// What every use case of the live games works with: the deps the plugin gives the engine, the games'
// rules, and what one instance keeps in memory (each chain's hashes, the progress last sent, the drive's
// timers and turns under way).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveGameCode } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import type { Db } from '../../db/client';
import type { WalletService } from '../wallet/plugin';
import type { liveBets, liveChains, liveRounds } from './schema';
import type { IntegrityGate } from '../integrity/plugin';

export type RoundRow = typeof liveRounds.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;
export type ChainRow = typeof liveChains.$inferSelect;
export type Result = Record<string, unknown>;

/** What a live game tells the engine besides its math in @arena/provably-fair's liveGames. */
export interface LiveGameRules {
  /** how long the running phase of a round with this result lasts, ms */
  runningMs(result: Result): number;
  /** what an open bet pays once the result is final, hundredths (0: lost) */
  settle(params: Record<string, unknown>, result: Result, bet: BetRow): number;
  /** while the round runs, `elapsedMs` after its start: the open bets to pay now, with their multipliers */
  due?(bets: BetRow[], result: Result, elapsedMs: number): { bet: BetRow; multiplier: number }[];
  /** a bet's choices the schema cannot judge: the refusal (a text key, 400) or null when it may be placed */
  refusal?(params: Record<string, unknown>): string | null;
  /**
   * when betting closes, the bets placed (a game whose prizes depend on them all, bingo's pot): the
   * result they make with the round's hash; the running phase then lasts runningMs of that result
   */
  close?(result: Result, bets: BetRow[], hash: string): Promise<Result>;
  /** what the room sees of the running round `elapsedMs` after its start, sent as `progress` whenever it changes */
  progress?(result: Result, elapsedMs: number): unknown;
}

export interface LiveRoundsDeps {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OriginalsConfig;
  rules: Record<LiveGameCode, LiveGameRules>;
  /** a game whose maths failed the integrity check takes no new bet */
  integrity: IntegrityGate;
  publish: (room: string, command: string, payload: unknown) => Promise<void>;
  /** the player's username (shown to others masked) */
  username: (userId: number) => Promise<string>;
  /** this instance's name in live_leases */
  instanceId?: string;
}

/** What one instance of the engine keeps in memory. */
export interface LiveRoundsState {
  /** each chain's hashes, recomputed once from its seed */
  hashCache: Map<number, string[]>;
  /** each game's last `progress` sent, so the room hears only changes */
  progressSent: Map<LiveGameCode, string>;
  /** driving the games (./use-cases/drive-games.ts) */
  stopped: boolean;
  timers: Map<LiveGameCode, NodeJS.Timeout>;
  running: Set<Promise<void>>;
}

export interface LiveRoundsContext extends LiveRoundsDeps {
  live: OriginalsConfig['live'];
  /** this instance's name in live_leases */
  holder: string;
  now: () => Date;
  state: LiveRoundsState;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createLiveRoundsContext(deps: LiveRoundsDeps): LiveRoundsContext {
  return {
    ...deps,
    live: deps.config.live,
    holder: deps.instanceId ?? randomBytes(8).toString('hex'),
    now: () => new Date(deps.clock.now()),
    state: { hashCache: new Map(), progressSent: new Map(), stopped: true, timers: new Map(), running: new Set() },
  };
}
