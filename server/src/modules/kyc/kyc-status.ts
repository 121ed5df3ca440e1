// The verification rule itself, with no database: from the player's newest verification, their documents
// and their deposits so far, under the licence's rules (LicenceProfile.kyc), what state they are in and
// what that blocks. Read with docs/product/accounts.md (Verification).
import type { KycDocumentKind, KycDocumentStatus, KycRenewal, KycState, LicenceProfile } from '@arena/contracts';

export type KycRules = LicenceProfile['kyc'];

export interface VerificationFacts {
  verifiedAt: Date;
  /** the player's deposits when verified */
  depositsAt: number;
}

export interface DocumentFacts {
  kind: KycDocumentKind;
  status: KycDocumentStatus;
  uploadedAt: Date;
}

export interface KycStanding {
  state: KycState;
  /** the newest verification still holds */
  current: boolean;
  renewal: KycRenewal | null;
  requiredToWithdraw: boolean;
  requiredToDeposit: boolean;
  validUntil: Date | null;
}

/** `at` plus `months` calendar months (a verification of 31 March with 1 month ends on 1 May, as Date rolls over) */
export function addMonths(at: Date, months: number): Date {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * A verification stops holding when it is older than `validMonths`, or when the player's deposits have
 * reached a threshold they had not reached when verified (each threshold asks once). Without a
 * verification, the licence says whether a withdrawal or a deposit needs one; a threshold reached asks
 * for one either way.
 */
export function kycStanding(
  rules: KycRules,
  latest: VerificationFacts | null,
  documents: readonly DocumentFacts[],
  deposits: number,
  now: number,
): KycStanding {
  const validUntil = latest ? addMonths(latest.verifiedAt, rules.validMonths) : null;
  const aged = validUntil !== null && now >= validUntil.getTime();
  const thresholdDue = rules.depositThresholds.some((threshold) => deposits >= threshold && (latest === null || latest.depositsAt < threshold));
  const current = latest !== null && !aged && !thresholdDue;
  const renewal: KycRenewal | null = latest === null || current ? null : aged ? 'age' : 'threshold';
  return {
    state: current ? 'verified' : roundState(latest, documents),
    current,
    renewal,
    requiredToWithdraw: !current && (rules.beforeFirstWithdrawal || thresholdDue || latest !== null),
    requiredToDeposit: !current && rules.beforeFirstDeposit,
    validUntil: current ? validUntil : null,
  };
}

/** Not verified now: what this round's documents (those sent since the last verification) say. */
function roundState(latest: VerificationFacts | null, documents: readonly DocumentFacts[]): KycState {
  const round = documents.filter((document) => latest === null || document.uploadedAt > latest.verifiedAt);
  if (round.some((document) => document.status === 'pending')) return 'pending';
  const newestOfKind = new Map<KycDocumentKind, DocumentFacts>();
  for (const document of [...round].sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime())) newestOfKind.set(document.kind, document);
  if ([...newestOfKind.values()].some((document) => document.status === 'rejected')) return 'rejected';
  return latest === null ? 'none' : 'expired';
}

/** Whether this round's approved documents cover every kind a verification needs. */
export function roundComplete(latest: VerificationFacts | null, documents: readonly DocumentFacts[], required: readonly KycDocumentKind[]): boolean {
  const approved = new Set(
    documents.filter((document) => document.status === 'approved' && (latest === null || document.uploadedAt > latest.verifiedAt)).map((d) => d.kind),
  );
  return required.every((kind) => approved.has(kind));
}
