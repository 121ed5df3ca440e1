// A game's lease taken (at start, or from a driver that stopped renewing): the round its last driver left
// open is settled (past its result), finished (handed over by a clean stop) or cancelled (cut off by a crash).
import type { LiveGameCode } from '@arena/contracts';
import type { LiveRoundsContext } from '../context';
import { openRoundOf } from '../round-view';
import { cancelRound, setPhase, settleRound } from './settle-round';

export async function recoverRound(ctx: LiveRoundsContext, game: LiveGameCode): Promise<void> {
  const { log } = ctx;
  const round = await openRoundOf(ctx, game);
  if (!round) return;
  if (round.phase === 'result') {
    await settleRound(ctx, round);
    log.info({ game, roundId: round.id }, 'live round left by a crash after its result: settled');
  } else if (round.handedOver) {
    // its result was committed when it opened and its driver let go cleanly: step() finishes it from here;
    // taken back so a crash of this driver before the result cancels it as any crash does
    await setPhase(ctx, round, { handedOver: false });
    log.info({ game, roundId: round.id }, 'live round handed over by a clean stop: finishing it');
  } else {
    await cancelRound(ctx, round);
    log.warn({ game, roundId: round.id }, 'live round cut off before its result: cancelled, its bets refunded');
  }
}
