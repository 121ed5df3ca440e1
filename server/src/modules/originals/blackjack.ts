// Blackjack's rounds: a round of several steps beside the single-step ones, on the same seed pairs, rounds
// table and wallet keys. The deal writes the round with its nonce, takes the bet and stores the state in
// one transaction; each action locks the round, takes its extra stake if any (…:bet-double-<hand>,
// …:bet-split, …:bet-insurance) and stores the next state in one transaction; the round's end credits the
// win (…:win) with the Completed status. So no step is ever half done: a round a restart interrupted is
// simply still open, and the player resumes it. A round left alone for the expiry time is finished by
// standing its open hands and marked Expired, at start and on a timer. The cards come only from the
// seeds (@arena/provably-fair/blackjack), and the player never sees the hole card before the end.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SessionStatus, type BlackjackActionName, type BlackjackPlay, type BlackjackTable } from '@arena/contracts';
import {
  act,
  actionStake,
  BLACKJACK_FLOATS,
  deal,
  floats,
  legalActions,
  settle,
  standAll,
  totalStake,
  type BlackjackAction,
  type BlackjackOutcome,
  type BlackjackState,
} from '@arena/provably-fair';
import type { Clock } from '../../clock';
import type { OriginalsConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { WalletOps, WalletService } from '../wallet/plugin';
import { originalsRounds, originalsSeeds } from './schema';
import { checkStake, openRound, roundView, walletKey, walletMove, type OriginalsService, type RoundRow } from './service';
import type { IntegrityGate } from '../integrity/plugin';

export const ILLEGAL_ACTION = 'That action is not allowed now.';
export const ROUND_NOT_OPEN = 'This round is not open.';
export const ROUND_ALREADY_OPEN = 'Finish your open Blackjack round first.';
export const STALE_STEP = 'The hand changed before your action arrived: here it is as it stands now.';

/** An action sent for a step the round has left (a double click, a second tab): nothing was applied; `play` is the hand now. */
export class StaleStepError extends HttpError {
  constructor(readonly play: BlackjackPlay) {
    super(409, STALE_STEP);
    this.name = 'StaleStepError';
  }
}
/** how often open rounds are checked for expiry */
const EXPIRY_SWEEP_MS = 60_000;

/** what the round row's params hold: the first bet */
interface BlackjackParams {
  bet: number;
}

export interface BlackjackService {
  /** refuses a stake out of limits and a second open round (HttpError 400) and a refused bet (WalletError) */
  deal(userId: number, amount: number): Promise<BlackjackPlay>;
  /**
   * Applies the action if the round is still at `step` (actions taken); refuses another step (StaleStepError, 409),
   * an action not allowed now (HttpError 400) and a refused extra stake (WalletError): then nothing changed
   */
  act(userId: number, roundId: number, action: BlackjackActionName, step: number): Promise<BlackjackPlay>;
  active(userId: number): Promise<BlackjackPlay | null>;
  /** finishes the rounds untouched for the expiry time; answers how many */
  expire(): Promise<number>;
  /** sweeps expired rounds now and then every minute until stop() (the minutely ones only on the instance leading the job) */
  start(): Promise<void>;
  stop(): void;
}

export interface BlackjackDeps {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OriginalsConfig;
  originals: OriginalsService;
  integrity: IntegrityGate;
  /** true while this instance runs the expiry sweep (app.leadership, job blackjack-expiry); default: always */
  leadsExpiry?: () => boolean;
}

/** The wallet key of an action's extra stake: the double names its hand. */
const stakeKey = (action: BlackjackAction, state: BlackjackState) => (action === 'double' ? `bet-double-${state.active}` : `bet-${action}`);

/** The round as the player may see it: the hole card stays hidden until the round is done. */
function tableOf(state: BlackjackState, bet: number): BlackjackTable {
  return {
    bet,
    phase: state.phase,
    dealer: state.phase === 'done' ? state.dealer : state.dealer.slice(0, 1),
    hands: state.hands,
    active: state.active,
    insurance: state.insurance,
    legal: legalActions(state),
    step: state.actions.length,
  };
}

export function createBlackjackService({ db, wallet, clock, log, config, originals, integrity, leadsExpiry = () => true }: BlackjackDeps): BlackjackService {
  const now = () => new Date(clock.now());
  const openRounds = and(eq(originalsRounds.game, 'blackjack'), eq(originalsRounds.status, SessionStatus.Processing));

  async function roundFloats(tx: Db, round: RoundRow) {
    const [seed] = await tx.select().from(originalsSeeds).where(eq(originalsSeeds.id, round.seedId));
    return floats(seed.serverSeed, round.clientSeed, round.nonce, BLACKJACK_FLOATS);
  }

  /** Stores the round's new state; a finished round is paid (capped at the max win) and closed with `closing`. */
  async function store(tx: Db, ops: WalletOps, round: RoundRow, state: BlackjackState, closing = SessionStatus.Completed): Promise<RoundRow> {
    const { bet } = round.params as BlackjackParams;
    const amount = totalStake(state, bet);
    const values: Partial<RoundRow> = { state, amount, touchedAt: now() };
    if (state.phase === 'done') {
      const win = Math.min(settle(state, bet), config.maxWin);
      if (win > 0) await ops.win({ ...walletMove(round), amount: win, key: walletKey(round.id, 'win'), betKey: walletKey(round.id, 'bet') });
      const multiplier = Math.floor((win * 100) / amount);
      const { dealer, hands, insurance, actions } = state;
      const outcome: BlackjackOutcome = { win: win > amount, multiplier, bet, dealer, hands, insurance, actions };
      Object.assign(values, { status: closing, win, multiplier, outcome, completedAt: now() });
    }
    const [stored] = await tx.update(originalsRounds).set(values).where(eq(originalsRounds.id, round.id)).returning();
    return stored;
  }

  async function view(round: RoundRow): Promise<BlackjackPlay> {
    const [seed] = await db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round.seedId));
    const balance = (await wallet.balance(round.userId)) ?? 0;
    return { round: roundView(round, seed, balance), table: tableOf(round.state as BlackjackState, (round.params as BlackjackParams).bet) };
  }

  /** the player's open round, locked for this transaction */
  const lockOpen = (tx: Db, where: ReturnType<typeof and>) => tx.select().from(originalsRounds).where(and(openRounds, where)).for('update');

  async function expire(): Promise<number> {
    const cutoff = new Date(clock.now() - config.blackjackExpiryMinutes * 60_000);
    const stale = lt(originalsRounds.touchedAt, cutoff);
    const due = await db.select({ id: originalsRounds.id }).from(originalsRounds).where(and(openRounds, stale)).orderBy(originalsRounds.id);
    let finished = 0;
    for (const { id } of due) {
      try {
        const stood = await wallet.transaction(async (tx, ops) => {
          // played meanwhile, or finished by another sweep (an instance handing the job over): no longer due
          const [round] = await lockOpen(tx, and(eq(originalsRounds.id, id), stale));
          if (!round) return false;
          await store(tx, ops, round, standAll(round.state as BlackjackState, await roundFloats(tx, round)), SessionStatus.Expired);
          return true;
        });
        if (!stood) continue;
        finished += 1;
        log.info({ roundId: id }, 'blackjack round left alone finished by standing: expired');
      } catch (error) {
        log.error({ err: error, roundId: id }, 'blackjack round could not be expired; trying again at the next sweep');
      }
    }
    return finished;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  return {
    async deal(userId, amount) {
      checkStake(config, 'blackjack', amount);
      integrity.assertOnline('blackjack');
      // the player's seed pair, made on the first round
      await originals.seeds(userId);
      const round = await wallet.transaction(async (tx, ops) => {
        const opened = await openRound(tx, now(), { userId, game: 'blackjack', amount, params: { bet: amount } satisfies BlackjackParams });
        // the player's one open round (a unique index) is there already: nothing is written, the nonce stays
        if (!opened) throw new HttpError(400, ROUND_ALREADY_OPEN);
        await ops.bet({ ...walletMove(opened), amount, key: walletKey(opened.id, 'bet') });
        return store(tx, ops, opened, deal(await roundFloats(tx, opened)));
      });
      return view(round);
    },

    async act(userId, roundId, action, step) {
      const acted = await wallet.transaction(async (tx, ops) => {
        // the row lock makes two actions at once take turns: the second sees the first one's state, and its step is gone
        const [open] = await lockOpen(tx, and(eq(originalsRounds.id, roundId), eq(originalsRounds.userId, userId)));
        if (!open) return { applied: null, stale: null };
        const state = open.state as BlackjackState;
        if (state.actions.length !== step) return { applied: null, stale: open };
        if (!legalActions(state).includes(action)) throw new HttpError(400, ILLEGAL_ACTION);
        const stake = actionStake(action, (open.params as BlackjackParams).bet);
        if (stake > 0) await ops.bet({ ...walletMove(open), amount: stake, key: walletKey(open.id, stakeKey(action, state)) });
        return { applied: await store(tx, ops, open, act(state, action, await roundFloats(tx, open))), stale: null };
      });
      if (acted.applied) return view(acted.applied);
      if (acted.stale) throw new StaleStepError(await view(acted.stale));
      // no longer open: if an action at this step (or the expiry) finished it, the player is shown how it ended
      const [ended] = await db
        .select()
        .from(originalsRounds)
        .where(and(eq(originalsRounds.id, roundId), eq(originalsRounds.userId, userId), eq(originalsRounds.game, 'blackjack')));
      if (!ended || (ended.state as BlackjackState).actions.length <= step) throw new HttpError(400, ROUND_NOT_OPEN);
      throw new StaleStepError(await view(ended));
    },

    async active(userId) {
      const [open] = await db
        .select()
        .from(originalsRounds)
        .where(and(openRounds, eq(originalsRounds.userId, userId)));
      return open ? view(open) : null;
    },

    expire,

    async start() {
      await expire();
      const sweep = () => {
        if (stopped) return;
        timer = setTimeout(() => void (leadsExpiry() ? expire() : Promise.resolve(0)).finally(sweep), EXPIRY_SWEEP_MS);
        timer.unref();
      };
      sweep();
    },

    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
