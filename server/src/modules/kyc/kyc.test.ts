// KYC end to end through the HTTP API: a withdrawal refused before verification, documents checked by
// their bytes, size and the scanner, the operators' review (sessions, roles, audit, replay), the
// verification that opens withdrawals, payouts only to the verified name, and verification asked again
// at a deposit threshold and after the licence's months — under two licences.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, KYC_PAGE, LICENCE_PROFILES, type KycStatus, type OperatorKycDocument } from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, register } from '../../testing/players';
import type { AppConfig } from '../../config';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorAudit } from '../operators/schema';
import { expectOperatorOnly, operatorToken } from '../operators/testing';
import { kycDocuments } from './schema';

type Headers = Record<string, string>;

const REVIEWER = { username: 'kyc-reviewer', password: 'kyc-reviewer-password-1', role: 'risk' as const };
const SUPPORT = { username: 'kyc-support', password: 'kyc-support-password-1', role: 'support' as const };

/** the smallest files each kind of scanner and sniffer recognises, by their real signatures */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF photo of an ID card')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('utility bill')]);
const PDF = Buffer.from('%PDF-1.7\nbank statement\n%%EOF');
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

const TRY = 100;
const papara = (amount: number, holder = 'Ayşe Yılmaz') => ({
  id: 2,
  target: 'pay',
  detail: { Amount: amount, PaparaNo: '1234567890', AccountHolder: holder },
});

/** One app under `licence`, with the helpers every test of it uses. */
class Site {
  readonly config: AppConfig;
  readonly clock = manualClock(Date.now());
  app!: FastifyInstance;
  reviewer: Headers = {};
  keys = 0;

  constructor(licence: string) {
    this.config = testConfig({ ...process.env, LICENCE_PROFILE: licence });
  }

  async start() {
    this.app = await buildTestApp(this.config, undefined, { clock: this.clock });
    await createOperator(this.app.db, REVIEWER);
    this.reviewer = bearer(await operatorToken(this.app, REVIEWER, this.clock.now()));
  }

  async player(funds = 0) {
    const { auth, headers } = await register(this.app);
    const userId = (await this.app.sessions.resolve(auth.token))!.userId;
    if (funds > 0) await this.deposit(userId, funds);
    return { userId, headers: headers as Headers, token: auth.token, username: auth.username };
  }

  /** a deposit credited to the ledger, as the payment webhook credits one */
  deposit(userId: number, amount: number) {
    return this.app.wallet.deposit({ userId, amount, key: `kyc-test:${randomUUID()}`, reference: randomUUID(), description: 'test' });
  }

  withdraw(headers: Headers, amount: number, holder?: string, locale = 'en') {
    return this.app.inject({
      method: 'POST',
      url: '/api/payment/withdraw',
      payload: papara(amount, holder),
      headers: { ...headers, 'x-locale': locale, [IDEMPOTENCY_KEY_HEADER]: `kyc-wd-${(this.keys += 1)}` },
    });
  }

  upload(headers: Headers, kind: string, bytes: Buffer | string, locale = 'en') {
    return this.app.inject({
      method: 'POST',
      url: '/api/customer/kyc/documents',
      payload: { kind, content: Buffer.from(bytes).toString('base64') },
      headers: { ...headers, 'x-locale': locale },
    });
  }

  async status(headers: Headers, locale = 'en'): Promise<KycStatus> {
    const res = await this.app.inject({ method: 'GET', url: '/api/customer/kyc', headers: { ...headers, 'x-locale': locale } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: KycStatus }>().data;
  }

  async queue(): Promise<OperatorKycDocument[]> {
    const res = await this.app.inject({ method: 'GET', url: '/api/operator/kyc/documents', headers: this.reviewer });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: OperatorKycDocument[] }>().data;
  }

  review(id: string, body: object, headers: Headers = this.reviewer) {
    return this.app.inject({ method: 'POST', url: `/api/operator/kyc/documents/${id}/review`, payload: body, headers: { ...headers, 'x-locale': 'en' } });
  }

  /** uploads identity and address and approves both: the player is verified */
  async verify(headers: Headers, identityName?: string) {
    // a moment after anything before (the manual clock stands still otherwise)
    this.clock.advance(1_000);
    expect((await this.upload(headers, 'identity', JPEG)).statusCode).toBe(200);
    expect((await this.upload(headers, 'address', PDF)).statusCode).toBe(200);
    const mine = (await this.status(headers)).documents.filter(({ status }) => status === 'pending');
    for (const document of mine) {
      const body = document.kind === 'identity' && identityName ? { decision: 'approve', verifiedName: identityName } : { decision: 'approve' };
      expect((await this.review(document.id, body)).statusCode).toBe(200);
    }
  }
}

describe('KYC under the default licence (Curaçao)', () => {
  const s = new Site('curacao');
  const rules = LICENCE_PROFILES.curacao.kyc;

  beforeAll(() => s.start());
  afterAll(() => s.app.close());

  it('refuses a first withdrawal before verification, in the player language, pointing at the verification page; nothing is held', async () => {
    const { userId, headers } = await s.player(50_000);
    expect(await s.status(headers)).toMatchObject({ state: 'none', requiredToWithdraw: true, requiredToDeposit: false, documents: [] });
    const en = await s.withdraw(headers, 10_000);
    expect([en.statusCode, en.json()]).toEqual([
      400,
      { success: false, message: `Verify your identity before withdrawing: upload your documents on the Verification page of your account (${KYC_PAGE}).` },
    ]);
    const tr = await s.withdraw(headers, 10_000, undefined, 'tr');
    expect(tr.json().message).toBe(`Para çekmeden önce kimliğinizi doğrulayın: belgelerinizi hesabınızın Doğrulama sayfasından yükleyin (${KYC_PAGE}).`);
    expect(await s.app.wallet.balance(userId)).toBe(50_000);
    // a deposit needs none under this licence
    expect(rules.beforeFirstDeposit).toBe(false);
  });

  it('takes JPEG, PNG and PDF by their bytes, stored under a random name outside the web root; refuses a spoofed type, an oversized file and EICAR', async () => {
    const { headers, username } = await s.player();
    // HTML and an SVG sent as an "ID photo": no signature of a document
    for (const spoof of ['<html><script>alert(1)</script></html>', '<svg onload="alert(1)"/>', 'GIF89a not taken'])
      expect((await s.upload(headers, 'identity', spoof)).json()).toEqual({ success: false, message: 'Send a JPEG, PNG or PDF file.' });
    expect((await s.upload(headers, 'identity', 'not base64 at all!')).statusCode).toBe(400);
    // one byte over 5 MB with a JPEG's signature
    const oversized = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    JPEG.copy(oversized);
    const big = await s.upload(headers, 'identity', oversized, 'tr');
    expect([big.statusCode, big.json().message]).toEqual([400, 'Dosya 5 MB sınırından büyük.']);
    // a PDF carrying the anti-virus test string: refused, and no file is left behind
    const before = await readdir(s.config.kyc.documentsDir).catch(() => []);
    const infected = await s.upload(headers, 'address', Buffer.from(`%PDF-1.4\n${EICAR}\n%%EOF`));
    expect([infected.statusCode, infected.json().message]).toEqual([400, 'The file did not pass the virus check and was not kept.']);
    expect(await readdir(s.config.kyc.documentsDir).catch(() => [])).toEqual(before);
    expect((await s.status(headers)).documents).toEqual([]);

    for (const [kind, bytes] of [
      ['identity', JPEG],
      ['address', PNG],
      ['payment', PDF],
    ] as const) {
      const res = await s.upload(headers, kind, bytes);
      expect(res.json()).toEqual({ success: true, message: 'Your document has been received and will be reviewed.' });
    }
    const status = await s.status(headers);
    expect(status.state).toBe('pending');
    expect(status.documents.map(({ kind, status }) => [kind, status]).sort()).toEqual([
      ['address', 'pending'],
      ['identity', 'pending'],
      ['payment', 'pending'],
    ]);
    const rows = await s.app.db.select().from(kycDocuments).where(eq(kycDocuments.id, status.documents[0].id));
    expect(rows[0].fileName).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].fileName).not.toContain(username);
    const stored = await readFile(path.join(s.config.kyc.documentsDir, rows[0].fileName));
    expect([JPEG, PNG, PDF].some((bytes) => bytes.equals(stored))).toBe(true);
    // never under a folder the server serves
    for (const served of [s.config.paths.media, s.config.paths.shellDist, ...Object.values(s.config.paths.remoteDist), s.config.operators.appDist])
      expect(path.relative(served, s.config.kyc.documentsDir).startsWith('..')).toBe(true);
    // a few documents of one kind may wait, not a flood
    expect((await s.upload(headers, 'identity', JPEG)).statusCode).toBe(200);
    expect((await s.upload(headers, 'identity', JPEG)).statusCode).toBe(200);
    expect((await s.upload(headers, 'identity', JPEG)).statusCode).toBe(409);
  });

  it('ten uploads of one kind sent at once leave three waiting, the rest refused with no file kept', async () => {
    const { headers, userId } = await s.player();
    const before = await readdir(s.config.kyc.documentsDir).catch(() => []);
    const replies = await Promise.all(Array.from({ length: 10 }, () => s.upload(headers, 'address', PNG)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    const waiting = await s.app.db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.kind, 'address'), eq(kycDocuments.status, 'pending')));
    expect(waiting).toHaveLength(3);
    // the refused uploads' files are removed: the folder holds the three kept ones more than before
    expect((await readdir(s.config.kyc.documentsDir)).length).toBe(before.length + 3);
  });

  it('serves the queue and the files to reviewers only: 401 without an operator session, 403 to a role that does not review', async () => {
    const { headers, token } = await s.player();
    await s.upload(headers, 'identity', PNG);
    const [document] = (await s.status(headers)).documents;
    await createOperator(s.app.db, SUPPORT);
    const outsiderToken = await operatorToken(s.app, SUPPORT, s.clock.now());
    const guard = { player: token, outsider: SUPPORT, outsiderToken };
    await expectOperatorOnly(s.app, { method: 'GET', path: 'operator/kyc/documents' }, guard);
    await expectOperatorOnly(s.app, { method: 'GET', path: `operator/kyc/documents/${document.id}/file` }, guard);
    await expectOperatorOnly(s.app, { method: 'POST', path: `operator/kyc/documents/${document.id}/review` }, guard);

    const queued = (await s.queue()).find(({ id }) => id === document.id);
    expect(queued).toMatchObject({ kind: 'identity', status: 'pending', contentType: 'image/png', size: PNG.length, fullName: 'Ayşe Yılmaz' });
    const file = await s.app.inject({ method: 'GET', url: `/api/operator/kyc/documents/${document.id}/file`, headers: s.reviewer });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const viewed = await s.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `kyc-document:${document.id}`));
    expect(viewed.map(({ action }) => action)).toEqual(['kyc.view']);
    const unknown = await s.app.inject({ method: 'GET', url: `/api/operator/kyc/documents/${randomUUID()}/file`, headers: s.reviewer });
    expect(unknown.statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/api/operator/kyc/documents/..%2F..%2Fetc%2Fpasswd/file', headers: s.reviewer })).statusCode).toBe(400);
    // another player, knowing the id: no route of theirs serves or decides it
    const other = await s.player();
    const asOther = await s.app.inject({ method: 'GET', url: `/api/operator/kyc/documents/${document.id}/file`, headers: other.headers });
    expect(asOther.statusCode).toBe(401);
    expect((await s.review(document.id, { decision: 'approve' }, other.headers)).statusCode).toBe(401);
    expect((await s.status(other.headers)).documents).toEqual([]);
    expect((await s.status(headers)).documents[0]).toMatchObject({ id: document.id, status: 'pending' });
  });

  it('a rejection carries a reason from the list, which the player reads in their language and is notified of; a replayed decision is refused', async () => {
    const { userId, headers } = await s.player();
    await s.upload(headers, 'identity', JPEG);
    const [document] = (await s.status(headers)).documents;
    // a reason not on the list, or none: refused by the schema
    expect((await s.review(document.id, { decision: 'reject', reason: 'I just do not like it' })).statusCode).toBe(400);
    expect((await s.review(document.id, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = await s.review(document.id, { decision: 'reject', reason: 'unreadable' });
    expect(rejected.json()).toEqual({ success: true, message: 'The document is rejected.' });
    const again = await s.review(document.id, { decision: 'approve' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'The document has already been reviewed.']);

    const tr = await s.status(headers, 'tr');
    expect(tr.state).toBe('rejected');
    expect(tr.documents[0]).toMatchObject({
      status: 'rejected',
      reason: 'Belge okunamıyor: dört köşesi de görünen daha net bir fotoğraf veya tarama gönderin.',
    });
    expect((await s.status(headers, 'en')).documents[0].reason).toBe('The document cannot be read: send a sharper photo or scan showing all four corners.');
    const [notice] = await s.app.notifications.page(userId, 'tr', 0, 10);
    expect(notice).toMatchObject({ title: 'Belge reddedildi' });
    expect(notice.note).toContain('Belge okunamıyor');
    const audited = await s.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `kyc-document:${document.id}`));
    // the refused replay is recorded as refused: nothing an operator tries goes unaudited
    expect(audited.map(({ action }) => action).sort()).toEqual(['kyc.approve', 'kyc.reject']);
    expect(audited.find(({ action }) => action === 'kyc.approve')?.after).toEqual({ refused: 'The document has already been reviewed.' });
    expect(audited.find(({ action }) => action === 'kyc.reject')?.after).toMatchObject({ status: 'rejected', userId });
  });

  it('two reviewers deciding one document at once: one decision stands, the other is refused', async () => {
    const { headers } = await s.player();
    await s.upload(headers, 'address', PDF);
    const [document] = (await s.status(headers)).documents;
    const replies = await Promise.all([s.review(document.id, { decision: 'approve' }), s.review(document.id, { decision: 'reject', reason: 'tooOld' })]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('identity and address approved verify the player and open withdrawals; the player is notified', async () => {
    const { userId, headers } = await s.player(50_000);
    await s.upload(headers, 'identity', JPEG);
    await s.upload(headers, 'address', PDF);
    const [address, identity] = (await s.status(headers)).documents;
    expect((await s.review(identity.id, { decision: 'approve' })).statusCode).toBe(200);
    // one of the two: not yet
    expect((await s.status(headers)).state).toBe('pending');
    expect((await s.withdraw(headers, 10_000)).statusCode).toBe(400);
    expect((await s.review(address.id, { decision: 'approve' })).statusCode).toBe(200);
    const status = await s.status(headers);
    expect(status).toMatchObject({ state: 'verified', requiredToWithdraw: false, renewal: null });
    expect(Date.parse(status.validUntil!) - Date.parse(status.verifiedAt!)).toBeGreaterThan(rules.validMonths * 28 * 86_400_000);
    expect((await s.app.notifications.page(userId, 'en', 0, 2)).map(({ title }) => title)).toEqual(['Identity verified', 'Document approved']);
    expect((await s.withdraw(headers, 10_000)).statusCode).toBe(200);
    expect(await s.app.wallet.balance(userId)).toBe(40_000);
  });

  it('pays out only to the verified name as the identity document prints it: a mismatch is refused, nothing held', async () => {
    const { userId, headers } = await s.player(50_000);
    await s.verify(headers, 'Ayşe Nur Yılmaz');
    // the registered name alone is not the verified one
    const refused = await s.withdraw(headers, 10_000, 'Ayşe Yılmaz');
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Withdrawals are paid only to an account in your verified name: enter the account holder as your identity document shows it.',
    ]);
    expect((await s.withdraw(headers, 10_000, 'John Doe', 'tr')).json().message).toBe(
      'Çekimler yalnızca doğrulanmış adınıza olan bir hesaba ödenir: hesap sahibini kimlik belgenizdeki gibi girin.',
    );
    expect(await s.app.wallet.balance(userId)).toBe(50_000);
    // the same name as a bank prints it
    expect((await s.withdraw(headers, 10_000, 'AYSE NUR YILMAZ')).statusCode).toBe(200);
  });

  it('asks again once the deposits reach the licence threshold, and once only', async () => {
    const [threshold] = rules.depositThresholds;
    const { userId, headers } = await s.player(100_000);
    await s.verify(headers);
    await s.deposit(userId, threshold - 100_000 - 1);
    expect((await s.status(headers)).state).toBe('verified');
    await s.deposit(userId, 1);
    expect(await s.status(headers)).toMatchObject({ state: 'expired', renewal: 'threshold', requiredToWithdraw: true });
    const refused = await s.withdraw(headers, 10_000);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      `Your verification must be renewed before you withdraw: upload new documents on the Verification page of your account (${KYC_PAGE}).`,
    ]);
    // the documents of the first round do not count again: new ones
    await s.verify(headers);
    expect((await s.status(headers)).state).toBe('verified');
    await s.deposit(userId, 10 * TRY);
    expect((await s.status(headers)).state).toBe('verified');
    expect((await s.withdraw(headers, 10_000)).statusCode).toBe(200);
  });

  it(`expires after the licence's months (${rules.validMonths})`, async () => {
    const { userId, headers } = await s.player();
    await s.verify(headers);
    s.clock.advance(rules.validMonths * 31 * 86_400_000);
    const status = await s.app.kyc.status(userId, 'en');
    expect(status).toMatchObject({ state: 'expired', renewal: 'age', requiredToWithdraw: true });
    await expect(s.app.kyc.requireVerification(userId, 'withdraw')).rejects.toThrow('Your verification must be renewed');
  });
});

describe('KYC under the UKGC licence: before the first deposit, a lower threshold, a shorter validity', () => {
  const s = new Site('ukgc');
  const rules = LICENCE_PROFILES.ukgc.kyc;

  beforeAll(() => s.start());
  afterAll(() => s.app.close());

  it('refuses a deposit before verification and lets it through after', async () => {
    expect(rules.beforeFirstDeposit).toBe(true);
    const { headers } = await s.player();
    expect(await s.status(headers)).toMatchObject({ state: 'none', requiredToDeposit: true });
    const deposit = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/payment/deposit',
        payload: { id: 2, target: 'pay', detail: { Amount: 10_000, PaparaNo: '1234567890' } },
        headers: { ...headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: `kyc-dep-${(s.keys += 1)}` },
      });
    const refused = await deposit();
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      `Verify your identity before depositing: upload your documents on the Verification page of your account (${KYC_PAGE}).`,
    ]);
    await s.verify(headers);
    // the UKGC also wants a deposit limit first (protection/deposit-limit-required.test.ts proves that gate)
    const limit = await s.app.inject({
      method: 'POST',
      url: '/api/protection/limit',
      payload: { kind: 'deposit', period: 'month', amount: 1_000_000 },
      headers,
    });
    expect(limit.statusCode).toBe(200);
    expect((await deposit()).statusCode).toBe(200);
  });

  it("asks again at this licence's threshold, which the default licence's would not", async () => {
    const [threshold] = rules.depositThresholds;
    expect(threshold).toBeLessThan(LICENCE_PROFILES.curacao.kyc.depositThresholds[0]);
    const { userId, headers } = await s.player();
    await s.verify(headers);
    await s.deposit(userId, threshold);
    expect(await s.status(headers)).toMatchObject({ state: 'expired', renewal: 'threshold', requiredToWithdraw: true, requiredToDeposit: true });
  });

  it(`expires after ${rules.validMonths} months, where the default licence's would still hold`, async () => {
    const { userId, headers } = await s.player();
    await s.verify(headers);
    s.clock.advance(rules.validMonths * 31 * 86_400_000);
    expect((await s.app.kyc.status(userId, 'en')).state).toBe('expired');
    expect(rules.validMonths * 31).toBeLessThan(LICENCE_PROFILES.curacao.kyc.validMonths * 30);
  });
});
