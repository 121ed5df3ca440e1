// The safer gambling team closes a review with its outcome and a note (audited with the review before
// and after). Paused deposits resume; detection then looks only at what the player does after the close.
import { eq } from 'drizzle-orm';
import type { HarmReviewOutcome } from '@arena/contracts';
import type { SaferGamblingContext } from './context';
import { lockOpenReview, type AuditRecorder } from './record-interaction';
import { harmReviews } from './schema';

export async function closeReview(
  ctx: SaferGamblingContext,
  audit: AuditRecorder,
  { reviewId, outcome, note, operatorId, ip }: { reviewId: number; outcome: HarmReviewOutcome; note: string; operatorId: number; ip?: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, reviewId);
    const closedAt = new Date(ctx.clock.now());
    await tx.update(harmReviews).set({ closedAt, closedBy: operatorId, outcome, closeNote: note }).where(eq(harmReviews.id, reviewId));
    await audit.record(tx, {
      ip,
      operatorId,
      action: 'safer-gambling.close',
      subject: `player:${review.userId}`,
      before: { reviewId, markers: review.markers.map((m) => m.code), depositsPaused: review.depositsPaused },
      after: { reviewId, outcome, note, closedAt: closedAt.toISOString() },
    });
  });
}
