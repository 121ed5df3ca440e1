// Detection's outcome: the markers a player's records show put them into the review queue (one open
// review per player; a later detection refreshes its markers). The records looked at start after the
// player's last closed review, when that is within the lookback: the team's check covered what came before.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SaferGamblingContext } from './context';
import { detectMarkers, loadRecords, LOOKBACK_MS, netDepositOf } from './detect-markers';
import { harmReviews } from './schema';

export interface ReviewFound {
  reviewId: number;
  /** false: the player was already in review and its markers were refreshed */
  opened: boolean;
}

/** Runs detection for one player; the review they are in after it, or null when nothing was found. */
export async function openReview(ctx: SaferGamblingContext, userId: number): Promise<ReviewFound | null> {
  const { db, clock, harm } = ctx;
  const now = clock.now();
  const [lastClosed] = await db
    .select({ closedAt: harmReviews.closedAt })
    .from(harmReviews)
    .where(and(eq(harmReviews.userId, userId), isNotNull(harmReviews.closedAt)))
    .orderBy(desc(harmReviews.closedAt))
    .limit(1);
  const since = Math.max(now - LOOKBACK_MS, lastClosed?.closedAt?.getTime() ?? 0);
  const records = await loadRecords(db, userId, new Date(since), now);
  const markers = detectMarkers(records, harm.netDeposit30dThreshold);
  if (markers.length === 0) return null;
  const netDeposit30d = netDepositOf(records.money);
  const at = new Date(now);
  // the partial unique index keeps one open review per player, also against a concurrent detection
  const [opened] = await db
    .insert(harmReviews)
    .values({ userId, markers, netDeposit30d, depositsPaused: harm.pauseDepositsInReview, openedAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: harmReviews.id });
  if (opened) {
    ctx.log.info({ userId, reviewId: opened.id, markers: markers.map((m) => m.code) }, 'safer gambling: player put into review');
    return { reviewId: opened.id, opened: true };
  }
  const [refreshed] = await db
    .update(harmReviews)
    .set({ markers, netDeposit30d, updatedAt: at })
    .where(and(eq(harmReviews.userId, userId), isNull(harmReviews.closedAt)))
    .returning({ id: harmReviews.id });
  return refreshed ? { reviewId: refreshed.id, opened: false } : null;
}
