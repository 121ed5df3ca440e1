// Know your customer (issue 31 §1): the player's verification state, the documents they upload from the
// account area, and the operators' review of them. The licence decides when verification is needed
// (LicenceProfile.kyc); the server decides what a document is, the browser only hints.
import { Type, type Static } from '@sinclair/typebox';
import { endpointCalls } from './calls';
import type { Endpoint } from './endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema, Nullable } from './schemas/envelope';

/**
 * none: nothing sent yet; pending: a document waits for review; verified: identity and address approved
 * and still valid; rejected: the last document of a kind was refused; expired: verified once, but older
 * than the licence allows or the player's deposits passed a threshold since (asked again).
 */
export const KYC_STATES = ['none', 'pending', 'verified', 'rejected', 'expired'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** identity: an ID card or passport; address: a utility bill or bank statement; payment: the card or account paid in with */
export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'payment'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** the kinds whose approval makes the player verified (a payment instrument's is asked for when one is in doubt) */
export const KYC_REQUIRED_KINDS: readonly KycDocumentKind[] = ['identity', 'address'];

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** why verification is asked now: never done, expired by age, or a deposit threshold passed since */
export const KYC_RENEWALS = ['age', 'threshold'] as const;
export type KycRenewal = (typeof KYC_RENEWALS)[number];

/**
 * The reasons an operator may give for a refusal: fixed so that the player reads each in their own
 * language (the translations hold every one).
 */
export const KYC_REJECTION_REASONS = {
  unreadable: 'The document cannot be read: send a sharper photo or scan showing all four corners.',
  expired: 'The document has expired: send one that is still valid.',
  nameMismatch: 'The name on the document is not the name on your account.',
  wrongKind: 'This is not the kind of document asked for here.',
  tooOld: 'The document is more than three months old: send a recent one.',
  altered: 'The document appears to have been altered.',
} as const;
export type KycRejectionReason = keyof typeof KYC_REJECTION_REASONS;
export const KYC_REJECTION_CODES = Object.keys(KYC_REJECTION_REASONS) as KycRejectionReason[];

/** the files the server takes, recognised by their first bytes whatever the name or the declared type */
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycContentType = (typeof KYC_CONTENT_TYPES)[number];
/** the largest document, bytes */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
/** base64 of KYC_MAX_BYTES and a little more: anything longer is refused before decoding */
const KYC_MAX_BASE64 = Math.ceil((KYC_MAX_BYTES + 1024) / 3) * 4;

/** the account area's verification page: refusals that need verification point here */
export const KYC_PAGE = '/dashboard/verification';

export const kycDocumentSchema = Type.Object(
  {
    /** random, never guessable from another player's */
    id: Type.String({ format: 'uuid' }),
    kind: literals(KYC_DOCUMENT_KINDS),
    status: literals(KYC_DOCUMENT_STATUSES),
    /** the refusal's reason, in the reader's language */
    reason: Nullable(Type.String()),
    uploadedAt: Type.String({ format: 'date-time' }),
    reviewedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'KycDocument', additionalProperties: false },
);
export type KycDocument = Static<typeof kycDocumentSchema>;

export const kycStatusSchema = Type.Object(
  {
    state: literals(KYC_STATES),
    /** a withdrawal now would be refused until verification */
    requiredToWithdraw: Type.Boolean(),
    /** a deposit now would be refused until verification (licences that verify before the first deposit) */
    requiredToDeposit: Type.Boolean(),
    /** why an expired verification is asked again */
    renewal: Nullable(literals(KYC_RENEWALS)),
    verifiedAt: Nullable(Type.String({ format: 'date-time' })),
    /** when the verification stops being valid */
    validUntil: Nullable(Type.String({ format: 'date-time' })),
    /** this verification round's documents, newest first */
    documents: Type.Array(kycDocumentSchema),
  },
  { $id: 'KycStatus', additionalProperties: false },
);
export type KycStatus = Static<typeof kycStatusSchema>;

export const kycUploadSchema = Type.Object(
  {
    kind: literals(KYC_DOCUMENT_KINDS),
    /** the file, base64 */
    content: Type.String({ minLength: 4, maxLength: KYC_MAX_BASE64 }),
  },
  { $id: 'KycUpload', additionalProperties: false },
);
export type KycUpload = Static<typeof kycUploadSchema>;

export const kycEndpoints = {
  kycStatus: {
    ...endpointCalls.kycStatus,
    summary: "The player's verification state, what it blocks now, and this round's documents",
    auth: true,
    reply: { 200: dataReply(kycStatusSchema), 401: failure },
  },
  kycUpload: {
    ...endpointCalls.kycUpload,
    summary: 'Upload a verification document (JPEG, PNG or PDF, at most 5 MB, base64): it waits for review',
    auth: true,
    body: kycUploadSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 409: failure },
  },
} as const satisfies Record<'kycStatus' | 'kycUpload', Endpoint>;

// ---- the back office ------------------------------------------------------------------------------

export const operatorKycDocumentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    userId: Type.Integer(),
    username: Type.String(),
    /** the name the player registered with, to compare with the document */
    fullName: Type.String(),
    kind: literals(KYC_DOCUMENT_KINDS),
    status: literals(KYC_DOCUMENT_STATUSES),
    contentType: literals(KYC_CONTENT_TYPES),
    size: Type.Integer(),
    reason: Nullable(Type.String()),
    uploadedAt: Type.String({ format: 'date-time' }),
    reviewedBy: Nullable(Type.String()),
    reviewedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'OperatorKycDocument', additionalProperties: false },
);
export type OperatorKycDocument = Static<typeof operatorKycDocumentSchema>;

export const operatorKycQuerySchema = Type.Object(
  { status: Type.Optional(literals(KYC_DOCUMENT_STATUSES)) },
  { $id: 'OperatorKycQuery', additionalProperties: false },
);
export type OperatorKycQuery = Static<typeof operatorKycQuerySchema>;

const documentParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const operatorKycReviewSchema = Type.Union(
  [
    Type.Object(
      {
        decision: Type.Literal('approve'),
        /** identity only: the name as the document prints it, when it differs in form from the registered one */
        verifiedName: Type.Optional(Type.String({ minLength: 2, maxLength: 120 })),
      },
      { additionalProperties: false },
    ),
    Type.Object({ decision: Type.Literal('reject'), reason: literals(KYC_REJECTION_CODES) }, { additionalProperties: false }),
  ],
  { $id: 'OperatorKycReview' },
);
export type OperatorKycReview = Static<typeof operatorKycReviewSchema>;

export const operatorKycEndpoints = {
  operatorKycDocuments: {
    method: 'GET',
    path: 'operator/kyc/documents',
    result: 'data',
    summary: 'Verification documents, oldest pending first (the review queue), or by status (OPERATOR_ACCESS.kyc)',
    auth: true,
    query: operatorKycQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorKycDocumentSchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorKycDocumentFile: {
    method: 'GET',
    path: 'operator/kyc/documents/:id/file',
    result: 'reply',
    summary: "A document's file, only in an operator's session; each view is audited (OPERATOR_ACCESS.kyc)",
    auth: true,
    params: documentParams,
    reply: { 200: Type.String(), 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorKycReview: {
    method: 'POST',
    path: 'operator/kyc/documents/:id/review',
    result: 'reply',
    summary: 'Approve or reject a pending document (a reason from the list when rejecting); audited, the player is notified (OPERATOR_ACCESS.kyc)',
    auth: true,
    params: documentParams,
    body: operatorKycReviewSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
} as const satisfies Record<string, Endpoint>;
