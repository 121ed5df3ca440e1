// What the use cases share: the database, the clock, the licence's rules, the files and the scanner.
import { and, desc, eq, sql } from 'drizzle-orm';
import { KYC_REJECTION_REASONS, type KycRejectionReason } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { NotificationService } from '../notifications/plugin';
import { ledgerTransactions } from '../wallet/plugin';
import type { DocumentScanner, DocumentStore } from './document-store';
import { kycStanding, type KycRules, type KycStanding, type VerificationFacts } from './kyc-status';
import { kycDocuments, kycVerifications, type KycDocumentRow } from './schema';

export interface KycContext {
  db: Db;
  clock: Clock;
  rules: KycRules;
  store: DocumentStore;
  scanner: DocumentScanner;
  notifications: NotificationService;
}

export const KYC_MESSAGES = {
  notADocument: 'Send a JPEG, PNG or PDF file.',
  tooLarge: 'The file is larger than {size} MB.',
  infected: 'The file did not pass the virus check and was not kept.',
  tooManyPending: 'You already have a document of this kind waiting for review.',
  documentNotFound: 'The document was not found.',
  documentReviewed: 'The document has already been reviewed.',
  verifyToWithdraw: 'Verify your identity before withdrawing: upload your documents on the Verification page of your account ({page}).',
  verifyAgainToWithdraw: 'Your verification must be renewed before you withdraw: upload new documents on the Verification page of your account ({page}).',
  verifyToDeposit: 'Verify your identity before depositing: upload your documents on the Verification page of your account ({page}).',
} as const;

/** a reason key's text in the player's language is found by the translations; unknown codes cannot come in (the schema lists them) */
export const rejectionText = (reason: KycRejectionReason): string => KYC_REJECTION_REASONS[reason];

/** the player's deposits so far, from the ledger (every credited deposit, whichever way it came) */
export async function depositsOf(on: Db, userId: number): Promise<number> {
  const [row] = await on
    .select({ total: sql<string | null>`SUM(${ledgerTransactions.amount})` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'deposit')));
  return Number(row?.total ?? 0);
}

export async function latestVerification(on: Db, userId: number) {
  const [row] = await on
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.userId, userId))
    .orderBy(desc(kycVerifications.verifiedAt), desc(kycVerifications.id))
    .limit(1);
  return row ?? null;
}

export const documentsOf = (on: Db, userId: number): Promise<KycDocumentRow[]> =>
  on.select().from(kycDocuments).where(eq(kycDocuments.userId, userId)).orderBy(desc(kycDocuments.uploadedAt));

/** Everything the rule needs about one player, read in `on`, and the rule's answer. */
export async function standingOf(ctx: KycContext, userId: number, on: Db = ctx.db) {
  const [latest, documents, deposits] = await Promise.all([latestVerification(on, userId), documentsOf(on, userId), depositsOf(on, userId)]);
  const facts: VerificationFacts | null = latest && { verifiedAt: latest.verifiedAt, depositsAt: latest.depositsAt };
  const standing: KycStanding = kycStanding(ctx.rules, facts, documents, deposits, ctx.clock.now());
  return { latest, facts, documents, deposits, standing };
}
