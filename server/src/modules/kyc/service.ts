// `app.kyc`: the player's verification (kyc-status.ts is the rule), their documents, the operators'
// review, and the gates the payments module calls (require-verification.ts).
import { asc, desc, eq } from 'drizzle-orm';
import type { KycDocumentKind, KycDocumentStatus, KycStatus, OperatorKycDocument, OperatorKycReview } from '@arena/contracts';
import { translate } from '../../plugins/locale';
import type { Locale } from '../../i18n/translations';
import { standingOf, type KycContext } from './context';
import { requireVerification, verifiedName, type GatedAction } from './require-verification';
import { reviewDocument, type ReviewResult } from './review-document';
import { kycDocuments, operators, players } from './schema';
import { uploadDocument } from './upload-document';
import { purgeDocumentFiles } from './purge-document-files';

/** the player's page lists this many of their documents, newest first */
const PLAYER_DOCUMENTS = 30;
/** the back office's list is a queue to work through, not an archive */
const QUEUE_PAGE = 200;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export interface KycService {
  status(userId: number, locale: Locale): Promise<KycStatus>;
  upload(userId: number, kind: KycDocumentKind, content: string): Promise<{ id: string }>;
  /** 400 translated, naming the verification page, when `action` needs a verification the player lacks */
  requireVerification(userId: number, action: GatedAction): Promise<void>;
  /** the name of the verification that holds now, which payouts are made out to; null without one */
  verifiedName(userId: number): Promise<string | null>;
  /** pending ones oldest first (the queue); a status: that status, newest first */
  documents(status?: KycDocumentStatus): Promise<OperatorKycDocument[]>;
  /** the file of a document, for an operator's view; null when unknown */
  file(id: string): Promise<{ userId: number; contentType: string; bytes: Buffer } | null>;
  /** 404 unknown, 409 already decided */
  review(id: string, review: OperatorKycReview, operatorId: number): Promise<ReviewResult>;
  /** records retention: the files of `userIds`' documents uploaded before `before` deleted, the rows kept; how many */
  purgeFiles(userIds: readonly number[], before: Date, now: number): Promise<number>;
}

export function createKycService(ctx: KycContext): KycService {
  const { db } = ctx;
  return {
    async status(userId, locale) {
      const { standing, latest, documents } = await standingOf(ctx, userId);
      return {
        state: standing.state,
        requiredToWithdraw: standing.requiredToWithdraw,
        requiredToDeposit: standing.requiredToDeposit,
        renewal: standing.renewal,
        verifiedAt: standing.current && latest ? latest.verifiedAt.toISOString() : null,
        validUntil: iso(standing.validUntil),
        documents: documents.slice(0, PLAYER_DOCUMENTS).map((document) => ({
          id: document.id,
          kind: document.kind,
          status: document.status,
          reason: document.reason === null ? null : translate(locale, document.reason),
          uploadedAt: document.uploadedAt.toISOString(),
          reviewedAt: iso(document.reviewedAt),
        })),
      };
    },
    upload: (userId, kind, content) => uploadDocument(ctx, userId, kind, content),
    requireVerification: (userId, action) => requireVerification(ctx, userId, action),
    verifiedName: (userId) => verifiedName(ctx, userId),

    async documents(status) {
      const rows = await db
        .select({ document: kycDocuments, username: players.username, name: players.name, surname: players.surname, reviewer: operators.username })
        .from(kycDocuments)
        .innerJoin(players, eq(players.id, kycDocuments.userId))
        .leftJoin(operators, eq(operators.id, kycDocuments.reviewedBy))
        .where(eq(kycDocuments.status, status ?? 'pending'))
        .orderBy(status === undefined || status === 'pending' ? asc(kycDocuments.uploadedAt) : desc(kycDocuments.uploadedAt))
        .limit(QUEUE_PAGE);
      return rows.map(({ document, username, name, surname, reviewer }) => ({
        id: document.id,
        userId: document.userId,
        username,
        fullName: `${name} ${surname}`,
        kind: document.kind,
        status: document.status,
        contentType: document.contentType,
        size: document.size,
        reason: document.reason,
        uploadedAt: document.uploadedAt.toISOString(),
        reviewedBy: reviewer,
        reviewedAt: iso(document.reviewedAt),
      }));
    },

    async file(id) {
      const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
      // a file deleted at the end of its retention (records-retention) is not there to show
      if (!row || row.filePurgedAt !== null) return null;
      return { userId: row.userId, contentType: row.contentType, bytes: await ctx.store.read(row.fileName) };
    },

    review: (id, review, operatorId) => reviewDocument(ctx, id, review, operatorId),
    purgeFiles: (userIds, before, now) => purgeDocumentFiles(ctx, userIds, before, now),
  };
}
