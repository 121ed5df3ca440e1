// The engine of Arena Originals' live games: one round for everyone on a fixed cycle, driven from a
// published hash chain, with bets, payouts and crash recovery through the wallet. How it works and how
// to add a game: ./README.md. Each use case is its own file in ./use-cases; this file builds their
// context and wires them up.
import type { LiveBetReply, LiveChain, LiveGameCode, LiveRound, LiveState } from '@arena/contracts';
import { createLiveRoundsContext, type LiveRoundsDeps, type Result } from './context';
import { startGames, stopGames } from './use-cases/drive-games';
import { payNow } from './use-cases/pay-now';
import { placeLiveBet, placeLiveBets, type LiveBetsReply, type LiveStake, type PlaceOptions } from './use-cases/place-live-bet';
import { recoverRound } from './use-cases/recover-round';
import { listChains, roundHistory } from './use-cases/round-history';
import { roundState } from './use-cases/round-state';
import { sealPlainSeeds } from './use-cases/seal-plain-seeds';
import { stepRound } from './use-cases/step-round';

export type { BetRow, LiveGameRules, LiveRoundsDeps, RoundRow } from './context';
export { chainHashes } from './hash-chain';
export { BETTING_CLOSED, NO_OPEN_BET } from './messages';
export { maskName } from './round-view';
export type { LiveBetsReply, LiveStake, PlaceOptions } from './use-cases/place-live-bet';

export interface LiveRoundsService {
  /** the game's current (or last) round, its bets and the server's clock; `userId` marks the player's bets */
  state(game: LiveGameCode, userId?: number): Promise<LiveState>;
  /**
   * Refuses out of the limits or out of the betting phase (HttpError 400) and a refused debit (WalletError).
   * A call repeated with the same `requestKey` (its Idempotency-Key) answers the first call's bet and stakes
   * nothing; the same key with a different bet is refused (HttpError 409).
   */
  placeBet(game: LiveGameCode, userId: number, amount: number, params: Record<string, unknown>, requestKey?: string | null): Promise<LiveBetReply>;
  /**
   * Places several bets at once, all or nothing: one debit of their total (one wallet key, the first
   * bet's) in one transaction with their rows, refused as placeBet refuses; `limit` caps the player's
   * bets in the round (HttpError 400 `limit.refusal` with {max}), counted in the database.
   */
  placeBets(game: LiveGameCode, userId: number, stakes: LiveStake[], options?: PlaceOptions): Promise<LiveBetsReply>;
  /**
   * Pays the player's open bet of the running round at `multiplierAt(result, params, elapsedMs)`, elapsed
   * time taken from the server's clock now; the function answers null to refuse (`refusal`, HttpError 400).
   */
  payNow(
    game: LiveGameCode,
    userId: number,
    betId: number,
    multiplierAt: (result: Result, params: Record<string, unknown>, elapsedMs: number) => number | null,
    refusal: string,
  ): Promise<LiveBetReply>;
  /** every chain's commitment, newest first */
  chains(): Promise<LiveChain[]>;
  /** the game's last finished rounds with their hashes and results, newest first */
  history(game: LiveGameCode): Promise<LiveRound[]>;
  /** does what is due now for the game (open, run, finish, settle a round); answers ms until the next thing is due */
  step(game: LiveGameCode): Promise<number>;
  /** settles, takes over (handed over by a clean stop) or cancels the round its last driver left open */
  recover(game: LiveGameCode): Promise<void>;
  /** encrypts the seeds stored before encryption (ORIGINALS_CHAIN_KEY); answers how many there were */
  sealPlainSeeds(): Promise<number>;
  /** drives every game this instance holds (or takes) the lease of */
  start(): void;
  /** stops driving; the open rounds of the games it drove are handed over to the next driver */
  stop(): Promise<void>;
}

export function createLiveRoundsService(deps: LiveRoundsDeps): LiveRoundsService {
  const ctx = createLiveRoundsContext(deps);
  return {
    state: (game, userId) => roundState(ctx, game, userId),
    placeBets: (game, userId, stakes, options) => placeLiveBets(ctx, game, userId, stakes, options),
    placeBet: (game, userId, amount, params, requestKey) => placeLiveBet(ctx, game, userId, amount, params, requestKey),
    payNow: (game, userId, betId, multiplierAt, refusal) => payNow(ctx, game, userId, betId, multiplierAt, refusal),
    chains: () => listChains(ctx),
    history: (game) => roundHistory(ctx, game),
    step: (game) => stepRound(ctx, game),
    recover: (game) => recoverRound(ctx, game),
    sealPlainSeeds: () => sealPlainSeeds(ctx),
    start: () => startGames(ctx),
    stop: () => stopGames(ctx),
  };
}
