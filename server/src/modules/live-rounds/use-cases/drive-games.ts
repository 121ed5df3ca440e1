// Driving the games: each game is driven by the one instance holding its lease (a row in live_leases),
// stepped on timers; a driver taking a lease first recovers the round its last driver left open.
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { LIVE_GAMES, SessionStatus, type LiveGameCode } from '@arena/contracts';
import type { LiveRoundsContext } from '../context';
import { liveLeases, liveRounds } from '../schema';
import { recoverRound } from './recover-round';
import { stepRound } from './step-round';

/** takes or renews the game's lease: true while this instance drives the game */
async function holdLease({ db, clock, live, holder, now }: LiveRoundsContext, game: LiveGameCode): Promise<boolean> {
  const expiresAt = new Date(clock.now() + live.leaseMs);
  const held = await db
    .insert(liveLeases)
    .values({ game, holder, expiresAt })
    .onConflictDoUpdate({
      target: liveLeases.game,
      set: { holder, expiresAt },
      where: or(eq(liveLeases.holder, holder), lt(liveLeases.expiresAt, now())),
    })
    .returning();
  return held.length > 0;
}

function drive(ctx: LiveRoundsContext, game: LiveGameCode, holding: boolean) {
  const { live, log, state } = ctx;
  const turn = (async () => {
    let wait = live.leaseMs / 3;
    let holds = false;
    try {
      holds = await holdLease(ctx, game);
      // taken over (at start, or from an instance that stopped renewing): its open round first
      if (holds && !holding) await recoverRound(ctx, game);
      if (holds) wait = Math.min(await stepRound(ctx, game), live.leaseMs / 3);
    } catch (error) {
      log.error({ err: error, game }, 'live game step failed');
    }
    if (!state.stopped)
      state.timers.set(
        game,
        setTimeout(() => drive(ctx, game, holds), Math.max(wait, 1)),
      );
  })();
  state.running.add(turn);
  void turn.finally(() => state.running.delete(turn));
}

/** drives every game this instance holds (or takes) the lease of */
export function startGames(ctx: LiveRoundsContext): void {
  const { live, state } = ctx;
  if (!live.drive || !state.stopped) return;
  state.stopped = false;
  for (const game of LIVE_GAMES) drive(ctx, game, false);
}

/** stops driving; the open rounds of the games it drove are handed over to the next driver */
export async function stopGames({ db, holder, state }: LiveRoundsContext): Promise<void> {
  state.stopped = true;
  for (const timer of state.timers.values()) clearTimeout(timer);
  await Promise.all(state.running);
  // no step is under way: the open rounds of the games this instance drives are handed over whole, and
  // another instance (or this one restarted) takes over at once and finishes them
  const held = (await db.select({ game: liveLeases.game }).from(liveLeases).where(eq(liveLeases.holder, holder))).map(({ game }) => game as LiveGameCode);
  if (held.length > 0)
    await db
      .update(liveRounds)
      .set({ handedOver: true })
      .where(and(inArray(liveRounds.game, held), eq(liveRounds.status, SessionStatus.Processing)));
  await db.delete(liveLeases).where(and(inArray(liveLeases.game, [...LIVE_GAMES]), eq(liveLeases.holder, holder)));
}
