// One step of a game's cycle: what is due at the clock's time (open a round, close its betting, pay the
// bets due while it runs, make its result final, settle it), answering how long until the next thing is due.
import { desc, eq } from 'drizzle-orm';
import { LIVE_ROOM_COMMANDS, type LiveGameCode } from '@arena/contracts';
import { openBets, settleBet } from '../bet-settlement';
import type { LiveRoundsContext, RoundRow } from '../context';
import { broadcastRound, nextRoundAt, openRoundOf } from '../round-view';
import { liveRounds } from '../schema';
import { openRound } from './open-round';
import { setPhase, settleRound } from './settle-round';

/** sends what the room sees of the running round, only when it changed since the last one sent (state.progressSent) */
async function publishProgress({ rules, publish, state: { progressSent } }: LiveRoundsContext, round: RoundRow, elapsedMs: number) {
  const progress = rules[round.game].progress?.(round.result, elapsedMs);
  if (progress === undefined) return;
  const text = JSON.stringify({ round: round.id, progress });
  if (progressSent.get(round.game) === text) return;
  progressSent.set(round.game, text);
  await publish(round.game, LIVE_ROOM_COMMANDS.progress, progress);
}

export async function stepRound(ctx: LiveRoundsContext, game: LiveGameCode): Promise<number> {
  const { db, clock, live, rules } = ctx;
  const at = clock.now();
  let round = await openRoundOf(ctx, game);
  if (!round) {
    const [last] = await db.select().from(liveRounds).where(eq(liveRounds.game, game)).orderBy(desc(liveRounds.id)).limit(1);
    const opensAt = last ? nextRoundAt(ctx, last)!.getTime() : at;
    if (at < opensAt) return opensAt - at;
    round = await openRound(ctx, game);
    await broadcastRound(ctx, round);
    return live.cycles[game].bettingMs;
  }
  if (round.phase === 'betting') {
    if (at < round.startsAt.getTime()) return round.startsAt.getTime() - at;
    const rule = rules[game];
    // the result the bets make is written with the phase: a crash from here on finds it in the round
    const closed = rule.close && (await rule.close(round.result, await openBets(ctx, round.id), round.hash));
    round = await setPhase(ctx, round, {
      phase: 'running',
      ...(closed && { result: closed, resultAt: new Date(round.startsAt.getTime() + rule.runningMs(closed)) }),
    });
    await broadcastRound(ctx, round);
  }
  if (round.phase === 'running') {
    const elapsed = at - round.startsAt.getTime();
    if (at < round.resultAt.getTime()) {
      const due = rules[game].due?.(await openBets(ctx, round.id), round.result, elapsed) ?? [];
      for (const { bet, multiplier } of due) await settleBet(ctx, game, bet, multiplier);
      await publishProgress(ctx, round, elapsed);
      return Math.min(live.tickMs, round.resultAt.getTime() - at);
    }
    // final from here: written before anyone hears it, so a crash now settles the round, never cancels it
    round = await setPhase(ctx, round, { phase: 'result' });
    await broadcastRound(ctx, round);
  }
  await settleRound(ctx, round);
  return live.cycles[game].pauseMs;
}
