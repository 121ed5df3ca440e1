// Driving the feed: one instance holds a lease row (sports_feed_lease) it renews every step and steps
// the feed; another takes over when the lease lapses. With config.drive false nothing runs by itself: a
// test steps the feed with advanceFeed.
import { and, eq, lt, or } from 'drizzle-orm';
import type { CatalogueContext } from '../context';
import { sportsFeedLease } from '../schema';
import { stepFeed } from './step-feed';

const STEP_MS = 1_000;
const LEASE_MS = 5_000;
const LEASE = 'feed';

/** takes or renews the feed's lease: true while this instance drives the feed */
async function holdLease({ db, clock, holder }: CatalogueContext): Promise<boolean> {
  const held = await db
    .insert(sportsFeedLease)
    .values({ name: LEASE, holder, expiresAt: new Date(clock.now() + LEASE_MS) })
    .onConflictDoUpdate({
      target: sportsFeedLease.name,
      set: { holder, expiresAt: new Date(clock.now() + LEASE_MS) },
      where: or(eq(sportsFeedLease.holder, holder), lt(sportsFeedLease.expiresAt, new Date(clock.now()))),
    })
    .returning();
  return held.length > 0;
}

function drive(ctx: CatalogueContext): void {
  const { log, now, state } = ctx;
  state.running = (async () => {
    try {
      const holds = await holdLease(ctx);
      // taken over: what another instance stepped is read again
      if (holds && !state.holding) {
        state.tracked.clear();
        state.horizon = null;
      }
      state.holding = holds;
      if (holds) await stepFeed(ctx, now());
    } catch (error) {
      log.error({ err: error }, 'sports feed step failed');
    }
    if (!state.stopped) state.stepTimer = setTimeout(() => drive(ctx), STEP_MS);
  })();
}

/** steps the feed every STEP_MS while this instance holds the lease (once only, when config.drive is false) */
export async function startFeed(ctx: CatalogueContext): Promise<void> {
  const { config, log, now, publisher, state } = ctx;
  state.stopped = false;
  if (!config.drive) {
    await stepFeed(ctx, now());
    return;
  }
  drive(ctx);
  state.flushTimer = setInterval(() => {
    publisher.flush(now()).catch((error: unknown) => log.warn({ err: error }, 'sports updates not published'));
  }, config.publishIntervalMs);
}

/** stops stepping, waits for the step under way, and gives the lease up */
export async function stopFeed({ db, holder, state }: CatalogueContext): Promise<void> {
  state.stopped = true;
  if (state.stepTimer) clearTimeout(state.stepTimer);
  if (state.flushTimer) clearInterval(state.flushTimer);
  await state.running;
  if (state.holding) await db.delete(sportsFeedLease).where(and(eq(sportsFeedLease.name, LEASE), eq(sportsFeedLease.holder, holder)));
  state.holding = false;
}

/** a test's step: the feed's time moves `ms` forward (beyond the app's clock) and steps once */
export async function advanceFeed(ctx: CatalogueContext, ms: number): Promise<void> {
  ctx.state.advanced += ms;
  await stepFeed(ctx, ctx.now());
  await ctx.publisher.flush(ctx.now());
}
