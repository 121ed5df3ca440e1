// An operator approves or rejects a pending document. Approving the last of the kinds a verification
// needs (KYC_REQUIRED_KINDS) verifies the player, in the same transaction; either way the player is told.
import { eq } from 'drizzle-orm';
import { KYC_REQUIRED_KINDS, NotificationType, type OperatorKycReview } from '@arena/contracts';
import { HttpError } from '../../http/errors';
import { LOCALES } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { depositsOf, documentsOf, KYC_MESSAGES, latestVerification, rejectionText, type KycContext } from './context';
import { roundComplete } from './kyc-status';
import { kycDocuments, kycVerifications, players } from './schema';

export interface ReviewSnapshot {
  id: string;
  userId: number;
  kind: string;
  status: string;
  reason: string | null;
}

export interface ReviewResult {
  before: ReviewSnapshot;
  after: ReviewSnapshot & { verified: { name: string } | null };
}

export async function reviewDocument(ctx: KycContext, id: string, review: OperatorKycReview, operatorId: number): Promise<ReviewResult> {
  const result = await ctx.db.transaction(async (tx) => {
    // locked: two operators deciding the same document at once, or a replayed decision, find it decided
    const [row] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for('update');
    if (!row) throw new HttpError(404, KYC_MESSAGES.documentNotFound);
    if (row.status !== 'pending') throw new HttpError(409, KYC_MESSAGES.documentReviewed);
    const at = new Date(ctx.clock.now());
    const reason = review.decision === 'reject' ? rejectionText(review.reason) : null;
    const [updated] = await tx
      .update(kycDocuments)
      .set({
        status: review.decision === 'approve' ? 'approved' : 'rejected',
        reason,
        verifiedName: review.decision === 'approve' && row.kind === 'identity' ? (review.verifiedName?.trim() ?? null) : null,
        reviewedBy: operatorId,
        reviewedAt: at,
      })
      .where(eq(kycDocuments.id, id))
      .returning();

    let verified: { name: string } | null = null;
    if (review.decision === 'approve') {
      const latest = await latestVerification(tx, row.userId);
      const facts = latest && { verifiedAt: latest.verifiedAt, depositsAt: latest.depositsAt };
      const documents = await documentsOf(tx, row.userId);
      // only the approval that completes the round verifies: a payment instrument's adds to a verification
      if (KYC_REQUIRED_KINDS.includes(row.kind) && roundComplete(facts, documents, KYC_REQUIRED_KINDS)) {
        const [player] = await tx.select().from(players).where(eq(players.id, row.userId));
        // the name as the identity document prints it when the operator gave one, else the registered one
        const identity = documents.find(
          (document) => document.kind === 'identity' && document.status === 'approved' && (facts === null || document.uploadedAt > facts.verifiedAt),
        );
        const name = identity?.verifiedName || `${player.name} ${player.surname}`;
        await tx.insert(kycVerifications).values({
          userId: row.userId,
          verifiedName: name,
          depositsAt: await depositsOf(tx, row.userId),
          verifiedBy: operatorId,
          verifiedAt: at,
        });
        verified = { name };
      }
    }
    const snapshot = (r: typeof row): ReviewSnapshot => ({ id: r.id, userId: r.userId, kind: r.kind, status: r.status, reason: r.reason });
    return { before: snapshot(row), after: { ...snapshot(updated), verified } };
  });

  const { after } = result;
  if (after.status === 'rejected' && review.decision === 'reject') {
    const key = rejectionText(review.reason);
    await ctx.notifications.notify(after.userId, {
      type: NotificationType.System,
      title: 'Document rejected',
      note: 'Your document was not accepted: {reason} Please upload a new one on the Verification page.',
      params: { reason: { text: Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, key)])) as Record<(typeof LOCALES)[number], string> } },
    });
  } else if (after.verified) {
    await ctx.notifications.notify(after.userId, {
      type: NotificationType.System,
      title: 'Identity verified',
      note: 'Your identity has been verified: withdrawals are open to you.',
    });
  } else {
    await ctx.notifications.notify(after.userId, {
      type: NotificationType.System,
      title: 'Document approved',
      note: 'Your document has been approved.',
    });
  }
  return result;
}
