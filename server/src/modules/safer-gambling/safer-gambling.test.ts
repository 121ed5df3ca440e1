// Safer gambling end to end over HTTP, under two licences: the UKGC's (net-deposit threshold ₺25,000,
// deposits paused in review) and Curaçao's (₺100,000, deposits not paused). Detection after a deposit
// and in the sweep, the operators' interactions (audited, the player reads the messages, nobody else),
// closing a review, the lifetime net deposit and the 12 months' history file.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, LICENCE_PROFILES, type HarmReview, type HarmReviewDetail, type SaferGamblingAccount } from '@arena/contracts';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorAudit } from '../operators/schema';
import { operatorToken } from '../operators/testing';

type Headers = Record<string, string>;
const TEAM = { username: 'sg-support', password: 'sg-support-password-1', role: 'support' as const };
const CONTENT = { username: 'sg-content', password: 'sg-content-password-1', role: 'content' as const };
const IBAN = 'TR330006100519786457841326';
const bankDeposit = (amount: number) => ({ id: 1, target: 'pay', detail: { Amount: amount, AccountHolder: 'Ayşe Yılmaz', Iban: IBAN } });

interface Site {
  app: FastifyInstance;
  team: Headers;
}

async function site(licence: 'ukgc' | 'curacao'): Promise<Site> {
  const app = await buildTestApp({}, { ...process.env, LICENCE_PROFILE: licence });
  await createOperator(app.db, TEAM);
  await createOperator(app.db, CONTENT);
  return { app, team: bearer(await operatorToken(app, TEAM)) };
}

const money = (app: FastifyInstance, userId: number) => {
  const key = () => `sg-${randomUUID()}`;
  const payment = (amount: number) => {
    const k = key();
    return { userId, amount, key: k, reference: k, description: 'test' };
  };
  return {
    deposit: (amount: number) => app.wallet.deposit(payment(amount)),
    /** a withdrawal held, then paid out (paid: true) or released back to the balance */
    withdraw: async (amount: number, paid: boolean) => {
      const move = payment(amount);
      await app.wallet.withdrawHold(move);
      if (paid) await app.wallet.withdrawPay({ ...move, key: `${move.key}:pay` });
      else await app.wallet.withdrawRelease({ ...move, key: `${move.key}:release` });
    },
    bet: (amount: number) => app.wallet.bet({ userId, amount, key: key(), roundId: key(), gameCode: 'dice', provider: 'arena-originals' }),
  };
};

const reviewsOf = async ({ app, team }: Site, userId: number) =>
  (await app.inject({ method: 'GET', url: `/api/operator/safer-gambling/reviews?userId=${userId}`, headers: team })).json<{ data: HarmReview[] }>().data;

const askDeposit = (app: FastifyInstance, headers: Headers, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/payment/deposit',
    payload: bankDeposit(50_000),
    headers: { ...headers, 'x-locale': locale, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });

const PAUSED_EN = 'Deposits are paused while our safer gambling team reviews your account. They will be in touch with you.';
const PAUSED_TR = 'Sorumlu oyun ekibimiz hesabınızı incelerken para yatırma işlemleri durduruldu. Ekibimiz sizinle iletişime geçecek.';

describe('safer gambling', () => {
  let ukgc: Site;
  let curacao: Site;

  beforeAll(async () => {
    // two sites, one per licence: each builds its own database
    [ukgc, curacao] = [await site('ukgc'), await site('curacao')];
  }, 180_000);
  afterAll(async () => {
    await Promise.all([ukgc?.app.close(), curacao?.app.close()]);
  });

  it("puts a player over the licence's net-deposit threshold into review: ₺30,000 is over the UKGC's ₺25,000, not Curaçao's ₺100,000", async () => {
    expect([LICENCE_PROFILES.ukgc.harm.netDeposit30dThreshold, LICENCE_PROFILES.curacao.harm.netDeposit30dThreshold]).toEqual([2_500_000, 10_000_000]);
    const inUk = await fundedPlayer(ukgc.app, 0);
    const inCuracao = await fundedPlayer(curacao.app, 0);
    for (const [s, p] of [
      [ukgc, inUk],
      [curacao, inCuracao],
    ] as const) {
      // two deposits a day apart in effect (no rapid-deposit marker: two are not three)
      await money(s.app, p.userId).deposit(1_500_000);
      await money(s.app, p.userId).deposit(1_500_000);
    }
    const [review] = await reviewsOf(ukgc, inUk.userId);
    expect(review).toMatchObject({
      userId: inUk.userId,
      netDeposit30d: 3_000_000,
      depositsPaused: true,
      closedAt: null,
      markers: [{ code: 'net_deposit_30d', params: { amount: '30000.00', threshold: '25000.00' } }],
    });
    expect(await reviewsOf(curacao, inCuracao.userId)).toEqual([]);
    // the queue lists it among the open reviews
    const open = (await ukgc.app.inject({ method: 'GET', url: '/api/operator/safer-gambling/reviews?state=open', headers: ukgc.team })).json<{
      data: HarmReview[];
    }>();
    expect(open.data.map((r) => r.id)).toContain(review.id);
  });

  it('pauses deposits in review under the UKGC (a translated 400) but not under Curaçao; a restriction pauses them anywhere', async () => {
    const uk = await fundedPlayer(ukgc.app, 0);
    await money(ukgc.app, uk.userId).deposit(2_600_000);
    expect((await reviewsOf(ukgc, uk.userId))[0].depositsPaused).toBe(true);
    const refused = await askDeposit(ukgc.app, uk.headers);
    expect([refused.statusCode, refused.json()]).toEqual([400, { success: false, message: PAUSED_EN }]);
    expect((await askDeposit(ukgc.app, uk.headers, 'tr')).json().message).toBe(PAUSED_TR);

    const cw = await fundedPlayer(curacao.app, 0);
    await money(curacao.app, cw.userId).deposit(10_000_001);
    const [review] = await reviewsOf(curacao, cw.userId);
    expect(review).toMatchObject({ depositsPaused: false, markers: [{ code: 'net_deposit_30d' }] });
    expect((await askDeposit(curacao.app, cw.headers)).statusCode).toBe(200);

    const restrict = await curacao.app.inject({
      method: 'POST',
      url: `/api/operator/safer-gambling/reviews/${review.id}/interactions`,
      headers: curacao.team,
      payload: { kind: 'restriction', body: 'Deposits paused until the affordability documents arrive.' },
    });
    expect(restrict.statusCode).toBe(200);
    expect((await askDeposit(curacao.app, cw.headers)).json()).toEqual({ success: false, message: PAUSED_EN });
  });

  it('records each interaction with an audit entry; the player reads the messages, no other player does; closing resumes deposits', async () => {
    const { app, team } = ukgc;
    const player = await fundedPlayer(app, 0);
    const other = await fundedPlayer(app, 0);
    // the UKGC wants a deposit limit before a deposit is asked (protection/deposit-limit-required.test.ts)
    const limit = { kind: 'deposit', period: 'month', amount: 10_000_000 };
    expect((await app.inject({ method: 'POST', url: '/api/protection/limit', payload: limit, headers: player.headers })).statusCode).toBe(200);
    await money(app, player.userId).deposit(2_600_000);
    const [review] = await reviewsOf(ukgc, player.userId);
    const interact = (payload: object, headers: Headers = team, id = review.id) =>
      app.inject({ method: 'POST', url: `/api/operator/safer-gambling/reviews/${id}/interactions`, headers: { ...headers, 'x-locale': 'en' }, payload });

    const message = 'We noticed you have deposited a lot this month. Can we talk about your limits?';
    expect((await interact({ kind: 'message', body: message })).json()).toEqual({ success: true, message: 'The interaction is recorded.' });
    expect((await interact({ kind: 'call', body: 'Called the player: says it is affordable, will send payslips.' })).statusCode).toBe(200);

    const audit = await app.db
      .select({ action: operatorAudit.action, after: operatorAudit.after })
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `player:${player.userId}`))
      .orderBy(operatorAudit.id);
    expect(audit).toEqual([
      { action: 'safer-gambling.message', after: expect.objectContaining({ reviewId: review.id, kind: 'message', body: message }) },
      { action: 'safer-gambling.call', after: expect.objectContaining({ reviewId: review.id, kind: 'call' }) },
    ]);

    const account = async (headers: Headers) =>
      (await app.inject({ method: 'GET', url: '/api/safer-gambling/account', headers })).json<{ data: SaferGamblingAccount }>().data;
    expect((await account(player.headers)).messages).toEqual([{ id: expect.any(Number), body: message, sentAt: expect.any(String) }]);
    // the call note is the team's, and another player sees nothing of it
    expect((await account(other.headers)).messages).toEqual([]);
    // the message also arrives as a notification
    const notes = await app.inject({
      method: 'POST',
      url: '/api/customer/notification',
      headers: { ...player.headers, 'x-locale': 'en' },
      payload: { skip: 0, take: 10 },
    });
    expect(notes.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'A message from our safer gambling team', note: message })]));

    // the operators' side refuses players and the roles without the players' area
    const detail = `/api/operator/safer-gambling/reviews/${review.id}`;
    expect((await app.inject({ method: 'GET', url: detail, headers: player.headers })).statusCode).toBe(401);
    expect((await interact({ kind: 'message', body: 'Hello from a player' }, player.headers)).statusCode).toBe(401);
    const content = bearer(await operatorToken(app, CONTENT));
    expect((await interact({ kind: 'message', body: 'Hello from content' }, content)).statusCode).toBe(403);
    expect((await interact({ kind: 'message', body: 'Nobody' }, team, 999_999)).json()).toEqual({
      success: false,
      message: 'There is no safer gambling review with this number.',
    });
    expect((await interact({ kind: 'shout', body: 'Nope' })).statusCode).toBe(400);

    const got = (await app.inject({ method: 'GET', url: detail, headers: team })).json<{ data: HarmReviewDetail }>().data;
    expect(got.interactions.map((i) => [i.kind, i.operator])).toEqual([
      ['message', TEAM.username],
      ['call', TEAM.username],
    ]);

    // closing: audited with the outcome; deposits resume; a closed review takes nothing more
    expect((await askDeposit(app, player.headers)).statusCode).toBe(400);
    const close = (payload: object) => app.inject({ method: 'POST', url: `${detail}/close`, headers: { ...team, 'x-locale': 'en' }, payload });
    expect((await close({ outcome: 'no_concern', note: 'Payslips show it is affordable.' })).json()).toEqual({
      success: true,
      message: 'The review is closed.',
    });
    expect((await close({ outcome: 'monitor', note: 'Again' })).json()).toEqual({ success: false, message: 'This review is closed.' });
    expect((await interact({ kind: 'message', body: 'Too late' })).statusCode).toBe(409);
    const [closing] = await app.db
      .select({ after: operatorAudit.after })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subject, `player:${player.userId}`), eq(operatorAudit.action, 'safer-gambling.close')));
    expect(closing.after).toMatchObject({ reviewId: review.id, outcome: 'no_concern', note: 'Payslips show it is affordable.' });
    expect((await askDeposit(app, player.headers)).statusCode).toBe(200);
    // the check covered what came before the close: the next deposit alone opens nothing
    await money(app, player.userId).deposit(10_000);
    expect((await reviewsOf(ukgc, player.userId)).map((r) => r.closedAt !== null)).toEqual([true]);
  });

  it('the sweep finds a withdrawal returned to the balance and staked again within the day', async () => {
    const { app } = curacao;
    const player = await fundedPlayer(app, 0);
    const m = money(app, player.userId);
    await m.deposit(100_000);
    await m.withdraw(60_000, false);
    await m.bet(40_000);
    await m.bet(20_000);
    expect(await reviewsOf(curacao, player.userId)).toEqual([]);
    await app.saferGambling.sweep(new Date(Date.now() - 60_000));
    const [review] = await reviewsOf(curacao, player.userId);
    expect(review.markers).toEqual([expect.objectContaining({ code: 'reversed_withdrawal_regambled', params: { amount: '600.00', staked: '600.00' } })]);
  });

  it('opens one review however many detections run at once', async () => {
    const { app } = curacao;
    const player = await fundedPlayer(app, 0);
    const m = money(app, player.userId);
    await m.deposit(100_000);
    await m.withdraw(60_000, false);
    await m.bet(60_000);
    const found = await Promise.all([1, 2, 3, 4].map(() => app.saferGambling.detect(player.userId)));
    expect(found.filter((f) => f?.opened)).toHaveLength(1);
    expect(new Set(found.map((f) => f?.reviewId)).size).toBe(1);
    expect(await reviewsOf(curacao, player.userId)).toHaveLength(1);
  });

  it("the sweep reads the limit increases a player asked for from player protection's log", async () => {
    const { app } = curacao;
    const player = await fundedPlayer(app, 10_000);
    const limit = (amount: number) =>
      app.inject({ method: 'POST', url: '/api/protection/limit', headers: player.headers, payload: { kind: 'deposit', period: 'day', amount } });
    expect((await limit(10_000)).statusCode).toBe(200);
    for (const raise of [20_000, 30_000]) expect((await limit(raise)).statusCode).toBe(200);
    await app.saferGambling.sweep(new Date(Date.now() - 60_000));
    // two raises are not yet a pattern
    expect(await reviewsOf(curacao, player.userId)).toEqual([]);
    expect((await limit(40_000)).statusCode).toBe(200);
    await app.saferGambling.sweep(new Date(Date.now() - 60_000));
    const [review] = await reviewsOf(curacao, player.userId);
    expect(review.markers).toEqual([expect.objectContaining({ code: 'limit_increases', params: { count: 3 } })]);
  });

  it('shows the lifetime net deposit: deposits less withdrawals paid out, a released withdrawal not counted', async () => {
    const { app } = curacao;
    const player = await fundedPlayer(app, 0);
    const m = money(app, player.userId);
    await m.deposit(100_000);
    await m.deposit(50_000);
    await m.withdraw(30_000, true);
    await m.withdraw(20_000, false);
    await m.bet(10_000);
    const res = await app.inject({ method: 'GET', url: '/api/safer-gambling/account', headers: player.headers });
    // 100,000 + 50,000 − 30,000
    expect(res.json()).toMatchObject({ success: true, data: { lifetimeNetDeposit: 120_000, messages: [] } });
    expect((await app.inject({ method: 'GET', url: '/api/safer-gambling/account' })).statusCode).toBe(401);
  });

  it("downloads the player's own 12 months of history as CSV: UTF-8 with BOM, Istanbul time, major units; a day older is left out", async () => {
    const { app } = curacao;
    const player = await fundedPlayer(app, 0);
    const other = await fundedPlayer(app, 0);
    const now = new Date();
    // the window's start, built independently: the same wall moment a year earlier (today is not 29 February)
    const from = Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds());
    const record = (
      userId: number,
      kind: string,
      amount: number,
      balance: number,
      at: number,
      extra = { game: null as string | null, round: null as string | null },
    ) =>
      app.db.execute(sql`
        INSERT INTO ledger_transactions (key, fingerprint, kind, user_id, amount, balance_after, description, game_code, round_id, created_at)
        VALUES (${`sg-${randomUUID()}`}, 'test', ${kind}, ${userId}, ${amount}, ${balance}, ${kind === 'deposit' ? 'Havale / EFT' : '=HYPERLINK("x")'},
                ${extra.game}, ${extra.round}, ${new Date(at).toISOString()}::timestamptz)`);
    await record(player.userId, 'deposit', 70_000, 70_000, from - 60_000); // a minute too old
    await record(player.userId, 'deposit', 50_000, 50_000, from + 60_000);
    await record(player.userId, 'bet', 1_250, 48_750, from + 120_000, { game: 'dice', round: 'round-7' });
    await record(other.userId, 'deposit', 99_900, 99_900, from + 60_000);

    const res = await app.inject({ method: 'GET', url: '/api/safer-gambling/history.csv', headers: { ...player.headers, 'x-locale': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const istanbul = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(res.body.slice(1).split('\r\n')).toEqual([
      '"Time (Istanbul, UTC+03:00)","Type","Description","Game","Round","Amount (TRY)","Balance after (TRY)"',
      `${istanbul(from + 60_000)},"Deposit","Havale / EFT","","",500.00,500.00`,
      // a description a spreadsheet would run as a formula is defused
      `${istanbul(from + 120_000)},"Stake","'=HYPERLINK(""x"")","dice","round-7",-12.50,487.50`,
      '',
    ]);
    const tr = await app.inject({ method: 'GET', url: '/api/safer-gambling/history.csv', headers: { ...player.headers, 'x-locale': 'tr' } });
    expect(tr.body.split('\r\n')[0]).toBe('\uFEFF"Zaman (İstanbul, UTC+03:00)","Tür","Açıklama","Oyun","Tur","Tutar (TRY)","Sonraki bakiye (TRY)"');
    expect((await app.inject({ method: 'GET', url: '/api/safer-gambling/history.csv' })).statusCode).toBe(401);
  });
});
