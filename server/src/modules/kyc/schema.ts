// drizzle mirror of migrations/210_kyc.sql (the SQL file is the source of truth).
import { bigint, bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { KycContentType, KycDocumentKind, KycDocumentStatus } from '@arena/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const kycDocuments = pgTable('kyc_documents', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<KycDocumentKind>().notNull(),
  status: text('status').$type<KycDocumentStatus>().notNull(),
  contentType: text('content_type').$type<KycContentType>().notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  fileName: text('file_name').notNull(),
  reason: text('reason'),
  verifiedName: text('verified_name'),
  uploadedAt: timestamptz('uploaded_at').notNull(),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: timestamptz('reviewed_at'),
  /** migrations/250: the file was deleted at the end of its retention (records-retention); the row is kept */
  filePurgedAt: timestamptz('file_purged_at'),
});
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export const kycVerifications = pgTable('kyc_verifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  verifiedName: text('verified_name').notNull(),
  depositsAt: bigint('deposits_at', { mode: 'number' }).notNull(),
  verifiedBy: integer('verified_by'),
  verifiedAt: timestamptz('verified_at').notNull(),
});
export type KycVerificationRow = typeof kycVerifications.$inferSelect;

/** The players table's columns this module reads (owned by the auth module): the registered name, the queue's username. */
export const players = pgTable('users', {
  id: integer('id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
});

/** The operators table's column this module reads (owned by the operators module): who reviewed. */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey(),
  username: text('username').notNull(),
});
