// Player protection end to end: limits (a decrease now, a raise or removal after 24 hours and a
// confirmation), their enforcement in the wallet (also under concurrency), the reality check's figures,
// time-out, self-exclusion and closure refusing deposits, bets, launches, claims and login, and the
// activity statement. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@arena/contracts';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { login, register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { WalletRefusal } from '../wallet/plugin';

type Headers = Record<string, string>;
const MINUTE = 60_000;
const IBAN = 'TR330006100519786457841326';
/** '01.12.2026 14:00' */
const DATE = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;

describe('player protection', () => {
  // a Tuesday morning in mid-month (Istanbul): the shifts and advances below stay inside the periods they count in
  const clock = manualClock(Date.parse('2026-11-10T07:00:00Z'));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, headers: Headers, locale = 'en') =>
    app.inject({ method: 'POST', url: `/api/protection/${url}`, payload, headers: { ...headers, 'x-locale': locale } });
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/protection/${url}`, headers: { ...headers, 'x-locale': 'en' } });
  const setLimit = (headers: Headers, kind: string, period: string, amount: number | null) => post('limit', { kind, period, amount }, headers);
  /** moves protection's clock only: the player's login session stays alive */
  const advanceHours = (hours: number) => app.inject({ method: 'POST', url: '/api/dev/protection/advance', payload: { hours } });

  const key = () => randomUUID();
  const deposit = (userId: number, amount: number) => app.wallet.deposit({ userId, amount, key: key(), reference: 'test', description: 'test' });
  const game = { roundId: 'r', gameCode: 'test-slot', provider: 'test' };
  const bet = (userId: number, amount: number, betKey = key()) => app.wallet.bet({ userId, amount, key: betKey, ...game });
  const win = (userId: number, amount: number, betKey: string) => app.wallet.win({ userId, amount, key: key(), betKey, ...game });
  const refusal = (reason: string | RegExp, status = 400) =>
    expect.objectContaining({ name: 'WalletRefusal', reason: typeof reason === 'string' ? reason : expect.stringMatching(reason), status });

  /** a logged-in player with a balance, their password and username */
  async function player(balance = 0) {
    const { body, auth, headers } = await register(app);
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    if (balance > 0) await deposit(userId, balance);
    return { userId, headers, username: body.username, password: body.password };
  }

  const launchAviator = (headers: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/casino/hub88launchurl',
      payload: { platform: 1, gameCode: 'aviator', language: 'en', lobbyUrl: '/' },
      headers: { ...headers, 'x-locale': 'en' },
    });
  const playDice = (headers: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/originals/dice/play',
      payload: { amount: 100, target: 5000, over: true },
      headers: { ...headers, 'x-locale': 'en' },
    });
  const depositRequest = (headers: Headers, amount: number, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      payload: { id: 1, target: 'pay', detail: { Amount: amount, AccountHolder: 'Ayşe Yılmaz', Iban: IBAN } },
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key(), 'x-locale': locale },
    });
  /** a session opened behind the login's back: what a stale or crafted token would be */
  const sessionOf = async (userId: number) => ({
    authorization: `Bearer ${await app.sessions.start(userId, { ip: '127.0.0.1', userAgent: 'test', fingerprint: null })}`,
  });

  describe('limits', () => {
    it('applies a first limit and a decrease at once; a raise waits 24 hours and a confirmation', async () => {
      const { userId, headers } = await player();
      const first = await setLimit(headers, 'deposit', 'day', 10_000);
      expect(first.json()).toMatchObject({
        success: true,
        message: 'Your limit has been saved.',
        data: { limits: [{ kind: 'deposit', period: 'day', amount: 10_000, used: 0, pending: null }] },
      });

      const lower = await setLimit(headers, 'deposit', 'day', 5_000);
      expect(lower.json().data.limits[0]).toMatchObject({ amount: 5_000, pending: null });

      const raise = await setLimit(headers, 'deposit', 'day', 20_000);
      expect(raise.json()).toMatchObject({
        success: true,
        message: 'Your new limit can be confirmed after 24 hours; until then your current limit stays in force.',
        data: { limits: [{ amount: 5_000, pending: { amount: 20_000, confirmable: false } }] },
      });
      const early = await post('limit/confirm', { kind: 'deposit', period: 'day' }, headers);
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toMatch(new RegExp(`^You can confirm this change from ${DATE.source}\\.$`));
      await expect(deposit(userId, 6_000)).rejects.toEqual(refusal(/daily deposit limit/));

      await advanceHours(23);
      expect((await post('limit/confirm', { kind: 'deposit', period: 'day' }, headers)).statusCode).toBe(400);
      await advanceHours(1);
      const confirmable = await get('settings', headers);
      expect(confirmable.json().data.limits[0].pending).toMatchObject({ amount: 20_000, confirmable: true });
      // not applied until the player confirms it
      expect(confirmable.json().data.limits[0].amount).toBe(5_000);
      const confirmed = await post('limit/confirm', { kind: 'deposit', period: 'day' }, headers);
      expect(confirmed.json()).toMatchObject({ success: true, message: 'Your new limit is in force.', data: { limits: [{ amount: 20_000, pending: null }] } });
      await expect(deposit(userId, 6_000)).resolves.toMatchObject({ replayed: false });
    });

    it('removes a limit only after 24 hours and a confirmation; a second confirm finds nothing', async () => {
      const { userId, headers } = await player();
      await setLimit(headers, 'deposit', 'week', 1_000);
      const removal = await setLimit(headers, 'deposit', 'week', null);
      expect(removal.json().data.limits[0]).toMatchObject({ amount: 1_000, pending: { amount: null, confirmable: false } });
      await expect(deposit(userId, 2_000)).rejects.toEqual(refusal(/weekly deposit limit/));
      await advanceHours(24);
      expect((await post('limit/confirm', { kind: 'deposit', period: 'week' }, headers)).json()).toMatchObject({ success: true, data: { limits: [] } });
      await expect(deposit(userId, 2_000)).resolves.toMatchObject({ replayed: false });
      const again = await post('limit/confirm', { kind: 'deposit', period: 'week' }, headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, message: 'There is no limit change waiting for your confirmation.' });
    });

    it('refuses a deposit over the limit with the amount left, in the player’s language, at the request and in the wallet', async () => {
      const { userId, headers } = await player();
      await setLimit(headers, 'deposit', 'day', 100_000);
      await deposit(userId, 60_000);
      const refused = await depositRequest(headers, 50_000);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: 'This deposit would exceed your daily deposit limit. You can deposit up to ₺400.00 more today.',
      });
      const turkish = await depositRequest(headers, 50_000, 'tr');
      expect(turkish.json().message).toBe('Bu yatırım günlük yatırım limitinizi aşar. Bugün en fazla ₺400,00 daha yatırabilirsiniz.');
      expect((await depositRequest(headers, 40_000)).json()).toMatchObject({ success: true });

      await expect(deposit(userId, 40_001)).rejects.toEqual(refusal(/daily deposit limit/));
      await deposit(userId, 40_000);
      await expect(deposit(userId, 1)).rejects.toEqual(refusal('You have reached your daily deposit limit.'));
      expect((await get('settings', headers)).json().data.limits[0]).toMatchObject({ amount: 100_000, used: 100_000 });
    });

    it('rejects a paid deposit that a limit set since its request refuses: nothing credited, the player told', async () => {
      const { userId, headers } = await player();
      const started = await depositRequest(headers, 20_000);
      const url = started.json().data as string;
      await setLimit(headers, 'deposit', 'day', 10_000);
      const paid = await app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/decision',
        payload: { reference: url.slice(url.lastIndexOf('/') + 1), decision: 'pay' },
        headers,
      });
      expect(paid.statusCode).toBe(200);
      expect(await app.wallet.balance(userId)).toBe(0);
      const notes = await app.inject({
        method: 'POST',
        url: '/api/customer/notification',
        headers: { ...headers, 'x-locale': 'en' },
        payload: { skip: 0, take: 10 },
      });
      expect((notes.json().data as { title: string }[]).map((note) => note.title)).toContain('Deposit refused');
    });

    it("holds a movement inside a caller's transaction (a deposit credited with its payment request) to the limit", async () => {
      const { userId, headers } = await player();
      await setLimit(headers, 'deposit', 'month', 10_000);
      const credit = (amount: number) =>
        app.wallet.transaction((_tx, ops) => ops.deposit({ userId, amount, key: key(), reference: 'test', description: 'test' }));
      await expect(credit(10_001)).rejects.toEqual(refusal(/monthly deposit limit/));
      await expect(credit(10_000)).resolves.toMatchObject({ balance: 10_000 });
    });

    it('lets concurrent deposits pass a limit only up to it', async () => {
      const { userId, headers } = await player();
      await setLimit(headers, 'deposit', 'day', 10_000);
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => deposit(userId, 3_000)));
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(refused).toHaveLength(2);
      for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(WalletRefusal);
      expect(await app.wallet.balance(userId)).toBe(9_000);
    });

    it('refuses a bet that would pass the loss limit (stakes − wins − returned stakes)', async () => {
      const { userId, headers } = await player(20_000);
      await setLimit(headers, 'loss', 'day', 5_000);
      const first = key();
      await bet(userId, 3_000, first);
      await win(userId, 1_000, first);
      await expect(bet(userId, 4_000)).rejects.toEqual(refusal('This bet would exceed your daily loss limit. You can stake up to {amount} more today.'));
      await bet(userId, 3_000);
      await expect(bet(userId, 1)).rejects.toEqual(refusal('You have reached your daily loss limit.'));
      // deposits are not held to a loss limit
      await expect(deposit(userId, 1_000)).resolves.toMatchObject({ replayed: false });
    });

    it('refuses bets, launches and play once the play time limit is used up', async () => {
      const { userId, headers } = await player(10_000);
      await setLimit(headers, 'session', 'day', 20);
      await bet(userId, 100);
      expect((await launchAviator(headers)).json()).toMatchObject({ success: true });
      clock.advance(21 * MINUTE);
      await expect(bet(userId, 100)).rejects.toEqual(refusal('You have used up your daily play time limit.'));
      expect((await launchAviator(headers)).json()).toEqual({ success: false, message: 'You have used up your daily play time limit.' });
      expect((await playDice(headers)).json()).toEqual({ success: false, message: 'You have used up your daily play time limit.' });
      expect((await get('settings', headers)).json().data.limits[0]).toMatchObject({ kind: 'session', amount: 20, used: 21 });
    });

    it('counts a session left unused only until its idle timeout', async () => {
      const { userId, headers } = await player(10_000);
      await setLimit(headers, 'session', 'day', 40);
      clock.advance(45 * MINUTE);
      // the session timed out after 30 idle minutes: 30 of the 40 are used
      await expect(bet(userId, 100)).resolves.toMatchObject({ replayed: false });
      expect((await app.protection.settings(userId)).limits[0]).toMatchObject({ kind: 'session', used: 30 });
    });

    it('refuses a removal of a limit the player does not have', async () => {
      const { headers } = await player();
      expect((await setLimit(headers, 'loss', 'month', null)).json()).toEqual({ success: false, message: 'You have no such limit.' });
    });
  });

  describe('reality check', () => {
    it("stores the interval and answers the session's elapsed time, stakes, wins and net position", async () => {
      const { userId, headers } = await player(10_000);
      expect((await post('reality-check', { minutes: 30 }, headers)).json()).toMatchObject({ success: true, data: { realityCheckMinutes: 30 } });
      const placed = key();
      await bet(userId, 1_000, placed);
      await win(userId, 300, placed);
      const rolledBack = key();
      await bet(userId, 500, rolledBack);
      await app.wallet.rollback({ userId, key: key(), betKey: rolledBack, ...game });
      clock.advance(10 * MINUTE);
      const session = (await get('session', headers)).json().data;
      expect(session).toMatchObject({ staked: 1_000, won: 300, net: -700, realityCheckMinutes: 30 });
      expect(session.elapsedSeconds).toBeGreaterThanOrEqual(600);
      expect((await post('reality-check', { minutes: null }, headers)).json().data.realityCheckMinutes).toBeNull();
      expect((await post('reality-check', { minutes: 7 }, headers)).statusCode).toBe(400);
    });
  });

  describe('time-out, self-exclusion and closure', () => {
    it('a time-out needs the password, logs the player out and refuses login, deposits, bets, launches, play and claims until it ends', async () => {
      const { userId, headers, username, password } = await player(10_000);
      expect((await post('time-out', { days: 1, password: 'wrong' }, headers)).json()).toEqual({ success: false, message: 'The password is incorrect.' });
      expect((await post('time-out', { days: 1, password }, headers)).json()).toEqual({ success: true, message: 'Your time-out has started.' });
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(401);

      const refused = await login(app, username, password, { 'x-locale': 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(new RegExp(`^Your account is in a time-out until ${DATE.source}\\.$`));
      expect((await login(app, username, password, { 'x-locale': 'tr' })).json().message).toMatch(/^Hesabınız .* tarihine kadar mola döneminde\.$/);

      const timedOut = refusal(/^Your account is in a time-out until \{date\}\.$/, 403);
      await expect(deposit(userId, 1_000)).rejects.toEqual(timedOut);
      await expect(bet(userId, 100)).rejects.toEqual(timedOut);
      await expect(app.wallet.admit({ action: 'claim', userId, amount: 0 })).rejects.toEqual(timedOut);
      // a crafted or stale session is refused the same way
      const stale = await sessionOf(userId);
      for (const reply of [await launchAviator(stale), await playDice(stale), await depositRequest(stale, 20_000)]) {
        expect(reply.statusCode).toBe(403);
        expect(reply.json().message).toMatch(/^Your account is in a time-out until /);
      }
      // the player's own money can always be taken out
      await expect(app.wallet.withdrawHold({ userId, amount: 1_000, key: key(), reference: 'w', description: 'test' })).resolves.toMatchObject({
        balance: 9_000,
      });

      await advanceHours(25);
      expect((await login(app, username, password)).json()).toMatchObject({ success: true });
      await expect(deposit(userId, 1_000)).resolves.toMatchObject({ replayed: false });
    });

    it('self-exclusion refuses login with its end date and is not shortened by a shorter time-out', async () => {
      const { userId, headers, username, password } = await player(5_000);
      expect((await post('self-exclusion', { months: 6, password }, headers)).json()).toEqual({ success: true, message: 'Your self-exclusion has started.' });
      const settings = await app.protection.settings(userId);
      const until = settings.exclusion!.until;
      expect(settings.exclusion).toMatchObject({ kind: 'self_exclusion' });
      expect(new Date(until).getTime() - new Date(settings.exclusion!.startedAt).getTime()).toBeGreaterThan(180 * 24 * 3600_000);

      await app.protection.timeOut(userId, password, 1);
      expect((await app.protection.settings(userId)).exclusion).toEqual(settings.exclusion);
      await advanceHours(48);
      const refused = await login(app, username, password, { 'x-locale': 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(new RegExp(`^Your account is self-excluded until ${DATE.source}\\.$`));
      await expect(bet(userId, 100)).rejects.toEqual(refusal(/self-excluded/, 403));
      expect(await app.protection.marketingAllowed(userId)).toBe(false);
    });

    it('closes an account with its reason: logged out, login and deposits refused', async () => {
      const { userId, headers, username, password } = await player();
      expect(await app.protection.marketingAllowed(userId)).toBe(true);
      const closed = await post('close-account', { reason: 'not_enjoying', note: 'too much time', password }, headers);
      expect(closed.json()).toEqual({ success: true, message: 'Your account has been closed.' });
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(401);
      expect((await login(app, username, password, { 'x-locale': 'en' })).json()).toEqual({ success: false, message: 'This account is closed.' });
      await expect(deposit(userId, 1_000)).rejects.toEqual(refusal('This account is closed.', 403));
    });
  });

  describe('activity statement', () => {
    it('sums deposits, withdrawals, stakes and wins per period, newest first, and over the lifetime', async () => {
      const { userId, headers } = await player(50_000);
      const placed = key();
      await bet(userId, 10_000, placed);
      await win(userId, 4_000, placed);
      const returned = key();
      await bet(userId, 2_000, returned);
      await app.wallet.rollback({ userId, key: key(), betKey: returned, ...game });
      await app.wallet.withdrawHold({ userId, amount: 5_000, key: 'hold-1', reference: 'w1', description: 'test' });
      await app.wallet.withdrawHold({ userId, amount: 1_000, key: 'hold-2', reference: 'w2', description: 'test' });
      await app.wallet.withdrawRelease({ userId, amount: 1_000, key: 'release-2', reference: 'w2', description: 'test' });

      const reply = await get('statement?period=month&count=3', headers);
      const figures = { deposits: 50_000, withdrawals: 5_000, staked: 10_000, won: 4_000, net: -6_000 };
      const { rows, lifetime } = reply.json().data;
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject(figures);
      expect(rows[1]).toMatchObject({ deposits: 0, withdrawals: 0, staked: 0, won: 0, net: 0 });
      expect(new Date(rows[1].to).getTime()).toBe(new Date(rows[0].from).getTime());
      expect(lifetime).toEqual(figures);
      expect((await get('statement?period=year', headers)).statusCode).toBe(400);
    });
  });
});
