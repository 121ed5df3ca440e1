// An interaction of the safer gambling team with a player in review (UKGC LCCP SR 3.4.3): a message
// the player reads in their account (and as a notification), the note of a call, or a restriction,
// which pauses the player's deposits until the review closes. Recorded and audited in one transaction.
import { eq } from 'drizzle-orm';
import type { HarmInteractionKind } from '@arena/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { SaferGamblingContext } from './context';
import { harmInteractions, harmReviews, type HarmReviewRow } from './schema';

export const SAFER_GAMBLING_MESSAGES = {
  noReview: 'There is no safer gambling review with this number.',
  reviewClosed: 'This review is closed.',
  depositsPaused: 'Deposits are paused while our safer gambling team reviews your account. They will be in touch with you.',
  recorded: 'The interaction is recorded.',
  closed: 'The review is closed.',
} as const;

/** what writes the operators' audit trail (app.operators.audit) */
export interface AuditRecorder {
  record(on: Db, entry: { operatorId: number; action: string; subject: string; before: unknown; after: unknown; ip?: string }): Promise<void>;
}

/** the open review, locked for the change; 404 unknown, 409 closed */
export async function lockOpenReview(tx: Db, reviewId: number): Promise<HarmReviewRow> {
  const [review] = await tx.select().from(harmReviews).where(eq(harmReviews.id, reviewId)).for('update');
  if (!review) throw new HttpError(404, SAFER_GAMBLING_MESSAGES.noReview);
  if (review.closedAt) throw new HttpError(409, SAFER_GAMBLING_MESSAGES.reviewClosed);
  return review;
}

export interface NewInteraction {
  reviewId: number;
  kind: HarmInteractionKind;
  body: string;
  operatorId: number;
  ip?: string;
}

/** Records it; the player's id (the caller sends a message on as a notification after the commit). */
export async function recordInteraction(ctx: SaferGamblingContext, audit: AuditRecorder, interaction: NewInteraction): Promise<{ userId: number }> {
  const { reviewId, kind, body, operatorId, ip } = interaction;
  return ctx.db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, reviewId);
    const [row] = await tx
      .insert(harmInteractions)
      .values({ reviewId, userId: review.userId, kind, body, operatorId, createdAt: new Date(ctx.clock.now()) })
      .returning({ id: harmInteractions.id });
    if (kind === 'restriction' && !review.depositsPaused) await tx.update(harmReviews).set({ depositsPaused: true }).where(eq(harmReviews.id, reviewId));
    await audit.record(tx, {
      ip,
      operatorId,
      action: `safer-gambling.${kind}`,
      subject: `player:${review.userId}`,
      before: { reviewId, depositsPaused: review.depositsPaused },
      after: { reviewId, interactionId: row.id, kind, body, depositsPaused: review.depositsPaused || kind === 'restriction' },
    });
    return { userId: review.userId };
  });
}
