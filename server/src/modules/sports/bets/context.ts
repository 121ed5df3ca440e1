// What every use case of the betting side works with: the deps the sports plugin gives it, the quote at
// the catalogue's prices now, and the in-memory state one instance keeps between calls (the settlement
// queue, a correction under way, the live changes gathered for the auto cash outs).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LicensableBetType } from '@arena/contracts';
import type { Clock } from '../../../clock';
import type { SportsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Locale } from '../../../i18n/translations';
import type { NotificationService } from '../../notifications/plugin';
import type { PaymentsService } from '../../payments/plugin';
import type { AfterCommit, WalletOps, WalletService } from '../../wallet/plugin';
import type { SportsCatalogue } from '../book';
import { statesById, type States } from './repository';
import type { IntegrityGate } from '../../integrity/plugin';

export interface BettingDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: SportsConfig;
  wallet: WalletService;
  catalogue: SportsCatalogue;
  notifications: Pick<NotificationService, 'notify'>;
  /** prices from a pricing module that failed the integrity check take no new bet */
  integrity: IntegrityGate;
  /** the bet types the site's licence does not allow (LicenceProfile.disallowed.betTypes) */
  disallowedBetTypes?: readonly LicensableBetType[];
  /** the bonus module's free bet tokens (app.bonus) */
  freeBets?: FreeBets;
  /** the bonus module's wagering, which counts a bet when it settles (app.bonus) */
  wagering?: SportsWagering;
  /** the player's pending withdrawals (app.payments): a correction takes its money back from them too */
  withdrawals?: Pick<PaymentsService, 'releaseForCorrection'>;
  /** true while this instance runs the settlement sweep (app.leadership, job sports-settlement); default: always */
  leadsSweep?: () => boolean;
}

/** A free bet token, as a bet uses it and its settlement ends it. */
export interface FreeBets {
  /** in the placement's transaction: the token's bonus id; refuses (HttpError 400) a bet out of its terms or no token */
  useFreeBet(tx: Db, userId: number, bet: { id: number; type: string; stake: number; price: number }): Promise<number>;
  /** in the settlement's transaction: a void bet gives the token back, a won or lost one ends its bonus */
  settleFreeBet(tx: Db, bonusId: number, settled: { void: boolean; winnings: number }): Promise<AfterCommit>;
}

/** Bonus wagering: a bet counts when it settles, for the stake it still risked. */
export interface SportsWagering {
  /** in a settlement's (or a correction's) transaction, after its money moved */
  sportsSettled(
    tx: Db,
    ops: WalletOps,
    bet: { id: number; userId: number; status: 'won' | 'lost' | 'void'; stake: number; price: number },
  ): Promise<AfterCommit | void>;
}

/** the markets and selections live changes touched since the auto cash out job last ran */
export interface Touched {
  markets: Set<number>;
  selections: Set<number>;
}

/** What one instance of the betting side keeps in memory between calls. */
export interface BettingState {
  /** the settlement and auto cash out jobs, run one at a time */
  queue: Promise<unknown>;
  stopped: boolean;
  timer: NodeJS.Timeout | undefined;
  /** operators' corrections under way: the nudges meanwhile wait in `deferred` */
  correcting: number;
  deferred: Set<number>;
  /** the live changes gathered while an auto cash out job waits (null: none waits) */
  pending: Touched | null;
}

export interface BetsContext extends BettingDeps {
  /** the book's settings, and whether the licence lets a bet be cashed out (offerOf gives no offer otherwise) */
  config: SportsConfig & { cashOutLicensed: boolean };
  /** whether the licence allows `type` */
  licensed: (type: LicensableBetType) => boolean;
  now: () => Date;
  /** the selections' states now (at the catalogue's prices), in `tx` if given */
  quote: (selectionIds: readonly number[], locale: Locale, tx?: Db) => Promise<States>;
  /** runs `job` after the jobs queued before it; a failure is logged and does not stop the queue */
  serial: <T>(job: () => Promise<T>) => Promise<T>;
  state: BettingState;
}

export const unique = <T>(values: readonly T[]) => [...new Set(values)];
/** a request's fingerprint: a retry under the same key must ask the same */
export const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

export function createBetsContext(deps: BettingDeps): BetsContext {
  const state: BettingState = { queue: Promise.resolve(), stopped: false, timer: undefined, correcting: 0, deferred: new Set(), pending: null };
  const disallowed = deps.disallowedBetTypes ?? [];
  return {
    ...deps,
    config: { ...deps.config, cashOutLicensed: !disallowed.includes('cash-out') },
    licensed: (type) => !disallowed.includes(type),
    state,
    now: () => new Date(deps.clock.now()),
    quote: async (selectionIds, locale, tx) => statesById(selectionIds.length === 0 ? [] : await deps.catalogue.quote(unique(selectionIds), locale, tx)),
    // settlement and auto cash outs run one job at a time: a nudge never races the sweep over the same bets
    serial: (job) => {
      const run = state.queue.then(job);
      state.queue = run.catch((error: unknown) => deps.log.error({ err: error }, 'sports: settlement job failed'));
      return run;
    },
  };
}
