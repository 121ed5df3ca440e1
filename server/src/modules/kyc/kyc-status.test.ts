// The verification rule against an oracle written from docs/product/accounts.md (Verification), over
// every licence and a grid of ages, deposits and document histories.
import { describe, expect, it } from '@jest/globals';
import { LICENCE_CODES, LICENCE_PROFILES, type KycDocumentKind, type KycDocumentStatus } from '@arena/contracts';
import { kycStanding, roundComplete, type DocumentFacts } from './kyc-status';

const DAY = 86_400_000;
const VERIFIED_AT = Date.UTC(2026, 0, 15, 12);

/** the calendar month count between two instants, as a person counts them (15 Jan → 15 Mar is 2) */
function wholeMonthsBetween(from: number, to: number): number {
  const a = new Date(from);
  const b = new Date(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getTime() < Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), a.getUTCDate(), a.getUTCHours(), a.getUTCMinutes())) months -= 1;
  return months;
}

describe('kycStanding', () => {
  for (const code of LICENCE_CODES) {
    const rules = LICENCE_PROFILES[code].kyc;
    const [threshold] = rules.depositThresholds;

    it(`${code}: verified, expired by age or by a threshold passed since, as the rule says`, () => {
      const ages = [0, 1, 30, 364, 365, 366, 730, 731, 800].map((days) => days * DAY);
      const depositsAtVerification = [0, threshold - 1, threshold, threshold + 1];
      const depositsNow = [0, threshold - 1, threshold, threshold * 2];
      for (const age of ages)
        for (const depositsAt of depositsAtVerification)
          for (const deposits of depositsNow) {
            if (deposits < depositsAt) continue;
            const now = VERIFIED_AT + age;
            const standing = kycStanding(rules, { verifiedAt: new Date(VERIFIED_AT), depositsAt }, [], deposits, now);
            const aged = wholeMonthsBetween(VERIFIED_AT, now) >= rules.validMonths;
            const crossed = depositsAt < threshold && deposits >= threshold;
            const expected = {
              state: aged || crossed ? 'expired' : 'verified',
              renewal: aged ? 'age' : crossed ? 'threshold' : null,
              requiredToWithdraw: aged || crossed,
              requiredToDeposit: (aged || crossed) && rules.beforeFirstDeposit,
            };
            expect([code, age / DAY, depositsAt, deposits, standing]).toEqual([code, age / DAY, depositsAt, deposits, expect.objectContaining(expected)]);
          }
    });

    it(`${code}: never verified: what the licence asks before a first withdrawal or deposit, and a threshold either way`, () => {
      for (const deposits of [0, threshold - 1, threshold]) {
        const standing = kycStanding(rules, null, [], deposits, VERIFIED_AT);
        expect(standing).toMatchObject({
          state: 'none',
          renewal: null,
          requiredToWithdraw: rules.beforeFirstWithdrawal || deposits >= threshold,
          requiredToDeposit: rules.beforeFirstDeposit,
          validUntil: null,
        });
      }
    });
  }

  const rules = LICENCE_PROFILES.curacao.kyc;
  const doc = (kind: KycDocumentKind, status: KycDocumentStatus, minutes: number): DocumentFacts => ({
    kind,
    status,
    uploadedAt: new Date(VERIFIED_AT + minutes * 60_000),
  });

  it("reads the round's documents: pending first, then the newest of each kind rejected, else none or expired", () => {
    const state = (documents: DocumentFacts[], latest: { verifiedAt: Date; depositsAt: number } | null = null) =>
      kycStanding(rules, latest, documents, 0, VERIFIED_AT + 30 * 365 * DAY).state;
    expect(state([])).toBe('none');
    expect(state([doc('identity', 'pending', 1)])).toBe('pending');
    expect(state([doc('identity', 'rejected', 1), doc('address', 'pending', 2)])).toBe('pending');
    expect(state([doc('identity', 'rejected', 1)])).toBe('rejected');
    // a newer identity document approved after a refused one: nothing is refused now
    expect(state([doc('identity', 'rejected', 1), doc('identity', 'approved', 2)])).toBe('none');
    expect(state([doc('identity', 'approved', 2), doc('identity', 'rejected', 1)])).toBe('none');
    // an old verification (long expired): the last round's documents do not count
    const old = { verifiedAt: new Date(VERIFIED_AT + 10 * 60_000), depositsAt: 0 };
    expect(state([doc('identity', 'rejected', 1)], old)).toBe('expired');
    expect(state([doc('identity', 'pending', 11)], old)).toBe('pending');
  });

  it('a round is complete when identity and address are approved since the last verification', () => {
    const required: KycDocumentKind[] = ['identity', 'address'];
    expect(roundComplete(null, [doc('identity', 'approved', 1)], required)).toBe(false);
    expect(roundComplete(null, [doc('identity', 'approved', 1), doc('address', 'approved', 2)], required)).toBe(true);
    expect(roundComplete(null, [doc('identity', 'approved', 1), doc('address', 'rejected', 2)], required)).toBe(false);
    const last = { verifiedAt: new Date(VERIFIED_AT + 5 * 60_000), depositsAt: 0 };
    expect(roundComplete(last, [doc('identity', 'approved', 1), doc('address', 'approved', 6)], required)).toBe(false);
    expect(roundComplete(last, [doc('identity', 'approved', 7), doc('address', 'approved', 6)], required)).toBe(true);
  });
});
