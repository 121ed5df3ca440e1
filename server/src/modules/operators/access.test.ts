// The back office's access rules (issue 16): the TOTP second factor, roles on every operator call,
// operator accounts, the audit search, players and the dashboard.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  OPERATOR_ACCESS,
  OPERATOR_ROLES,
  operatorEndpoints,
  type OperatorAccount,
  type OperatorAuditEntry,
  type OperatorChallenge,
  type OperatorDashboard,
  type OperatorPlayer,
  type OperatorPlayerSummary,
  type OperatorRole,
} from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { users } from '../auth/plugin';
import { createOperator } from './accounts';
import { operators } from './schema';
import { nextCode, operatorToken } from './testing';
import { base32Decode, base32Encode, matchTotp, totpCode, totpStep } from './totp';

const MINUTE = 60_000;
const password = (role: string) => `${role}-password-1`;
const OPERATORS = OPERATOR_ROLES.map((role) => ({ username: `the-${role}`, password: password(role), role }));

/** who may call each of this module's endpoints (content and sportsbook calls are tested in their modules) */
const ALLOWED: Partial<Record<keyof typeof operatorEndpoints, readonly OperatorRole[]>> = {
  operatorLogout: OPERATOR_ROLES,
  operatorMe: OPERATOR_ROLES,
  operatorWithdrawals: OPERATOR_ACCESS.withdrawals,
  operatorApproveWithdrawal: OPERATOR_ACCESS.withdrawals,
  operatorRejectWithdrawal: OPERATOR_ACCESS.withdrawals,
  operatorAdjust: OPERATOR_ACCESS.adjust,
  operatorAdjustments: OPERATOR_ACCESS.adjust,
  operatorDecideAdjustment: OPERATOR_ACCESS.adjust,
  operatorResetTotp: OPERATOR_ACCESS.operators,
  operatorAudit: OPERATOR_ACCESS.audit,
  operatorAccounts: OPERATOR_ACCESS.operators,
  operatorCreate: OPERATOR_ACCESS.operators,
  operatorAccountRequests: OPERATOR_ACCESS.operators,
  operatorDecideAccountRequest: OPERATOR_ACCESS.operators,
  operatorDisable: OPERATOR_ACCESS.operators,
  operatorPlayers: OPERATOR_ACCESS.players,
  operatorPlayer: OPERATOR_ACCESS.players,
  operatorLockPlayer: OPERATOR_ACCESS.playerLock,
  operatorPlayerNote: OPERATOR_ACCESS.players,
  operatorDashboard: OPERATOR_ACCESS.dashboard,
  operatorPlayerLedger: OPERATOR_ACCESS.players,
  operatorPlayerRounds: OPERATOR_ACCESS.players,
  operatorPlayerBets: OPERATOR_ACCESS.players,
  operatorPlayerBonuses: OPERATOR_ACCESS.players,
  operatorPlayerProtection: OPERATOR_ACCESS.players,
  operatorPlayerPhoneReset: OPERATOR_ACCESS.players,
  operatorPlayerNotify: OPERATOR_ACCESS.players,
  operatorPaymentDeposits: OPERATOR_ACCESS.payments,
  operatorPaymentWithdrawals: OPERATOR_ACCESS.payments,
  operatorPaymentMethods: OPERATOR_ACCESS.payments,
  operatorSavePaymentMethod: OPERATOR_ACCESS.payments,
  operatorSavePaymentFields: OPERATOR_ACCESS.payments,
  operatorPaymentSettings: OPERATOR_ACCESS.payments,
  operatorSavePaymentSettings: OPERATOR_ACCESS.payments,
};

describe('back office access', () => {
  let app: FastifyInstance;
  // now, not a fixed day: the dashboard's "today" is the clock's, the ledger's rows carry the database's date
  const clock = manualClock(Date.now());
  const tokens = {} as Record<OperatorRole, string>;

  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url: `/api/operator/${url}`, payload, headers: { 'x-locale': 'en', ...(token && bearer(token)) } });
  const get = (url: string, token: string) => app.inject({ method: 'GET', url: `/api/operator/${url}`, headers: { 'x-locale': 'en', ...bearer(token) } });
  const challengeOf = async (operator: { username: string; password: string }) =>
    (await post('login', { username: operator.username, password: operator.password })).json<{ data: OperatorChallenge }>().data;
  const secretOf = async (username: string) =>
    (await app.db.select({ id: operators.id, secret: operators.totpSecret }).from(operators).where(eq(operators.username, username)))[0];
  const audit = async (query = '') => (await get(`audit${query}`, tokens.admin)).json<{ data: OperatorAuditEntry[] }>().data;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    for (const operator of OPERATORS) {
      await createOperator(app.db, operator);
      tokens[operator.role] = await operatorToken(app, operator, clock.now());
    }
  });
  afterAll(async () => {
    await app.close();
  });

  describe('TOTP (RFC 6238)', () => {
    it("gives RFC 6238's SHA-1 test vectors and base32 round trips", () => {
      // RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8-digit codes end in these 6
      const secret = base32Encode(Buffer.from('12345678901234567890'));
      expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
      expect(base32Decode(secret).toString()).toBe('12345678901234567890');
      expect(totpCode(secret, totpStep(59_000))).toBe('287082');
      expect(totpCode(secret, totpStep(1_111_111_109_000))).toBe('081804');
      expect(totpCode(secret, totpStep(2_000_000_000_000))).toBe('279037');
      // one step of drift either way, no more
      expect(matchTotp(secret, '287082', 59_000 + 30_000)).toBe(1);
      expect(matchTotp(secret, '287082', 59_000 + 60_000)).toBeNull();
      expect(matchTotp(secret, 'abcdef', 59_000)).toBeNull();
    });
  });

  describe('login', () => {
    it('makes a new operator enrol an authenticator (secret and otpauth URI shown once), confirmed by a first code', async () => {
      const operator = { username: 'newcomer', password: 'newcomer-password-1', role: 'support' };
      await createOperator(app.db, operator);
      const { challenge, secondFactor } = await challengeOf(operator);
      expect(secondFactor).toBe('enrol');
      // no code before a secret exists
      expect((await post('totp/verify', { challenge, code: '123456' })).json()).toEqual({ success: false, message: 'Set up your authenticator first.' });
      const enrol = await post('totp/enrol', { challenge });
      const { secret, uri } = enrol.json<{ data: { secret: string; uri: string } }>().data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toBe(`otpauth://totp/Arena%20Back%20Office%3Anewcomer?secret=${secret}&issuer=Arena+Back+Office&algorithm=SHA1&digits=6&period=30`);
      // asked again for the same challenge: the same secret
      expect((await post('totp/enrol', { challenge })).json<{ data: { secret: string } }>().data.secret).toBe(secret);
      expect((await secretOf('newcomer')).secret).toBeNull();

      const session = await post('totp/verify', { challenge, code: totpCode(secret, totpStep(clock.now())) });
      expect(session.json()).toMatchObject({ success: true, data: { username: 'newcomer', role: 'support' } });
      expect((await secretOf('newcomer')).secret).toBe(secret);
      const token = session.json<{ data: { token: string } }>().data.token;
      expect((await get('me', token)).json()).toEqual({ success: true, message: '', data: { username: 'newcomer', role: 'support' } });
      expect((await audit('?operator=newcomer')).map((entry) => entry.action)).toEqual(['login', 'totp.enrol']);

      // enrolled: the next login verifies, and refuses a second enrolment
      const next = await challengeOf(operator);
      expect(next.secondFactor).toBe('verify');
      expect((await post('totp/enrol', { challenge: next.challenge })).json().message).toBe('An authenticator is already set up for this operator.');
    });

    it('refuses a replayed code, a wrong one (audited), a challenge after its tries or its time, and locks the account as wrong passwords do', async () => {
      const tester = { username: 'code-tester', password: 'code-tester-password-1', role: 'payments' };
      await createOperator(app.db, tester);
      await operatorToken(app, tester, clock.now());
      const { id, secret } = await secretOf(tester.username);
      clock.advance(MINUTE);
      const first = await challengeOf(tester);
      const code = await nextCode(app, id, secret!, clock.now());
      expect((await post('totp/verify', { challenge: first.challenge, code })).statusCode).toBe(200);
      // the same code again, on a fresh challenge: a replay
      const second = await challengeOf(tester);
      const replay = await post('totp/verify', { challenge: second.challenge, code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ success: false, message: 'The code is wrong or has already been used.' });
      // a used challenge is gone
      expect((await post('totp/verify', { challenge: first.challenge, code: '000000' })).json().message).toBe('The login has expired. Please log in again.');
      // a challenge lives 5 minutes
      const slow = await challengeOf(tester);
      clock.advance(6 * MINUTE);
      expect((await post('totp/verify', { challenge: slow.challenge, code: await nextCode(app, id, secret!, clock.now()) })).json().message).toBe(
        'The login has expired. Please log in again.',
      );
      // refused codes end the challenge, even for the right code after: the replay and four wrong ones are
      // the account's five tries, so the fifth wrong code finds the challenge ended unchecked
      const third = await challengeOf(tester);
      for (let i = 0; i < 5; i += 1) expect((await post('totp/verify', { challenge: third.challenge, code: '000000' })).statusCode).toBe(400);
      const late = await post('totp/verify', { challenge: third.challenge, code: await nextCode(app, id, secret!, clock.now()) });
      expect(late.json().message).toBe('The login has expired. Please log in again.');
      expect((await audit(`?operator=${tester.username}&action=login.code_refused`)).length).toBe(5);
      // and five refused codes lock the account's login, even with the right password, as five wrong passwords do
      const locked = await post('login', { username: tester.username, password: tester.password });
      expect(locked.statusCode).toBe(429);
      expect((await post('totp/verify', { challenge: slow.challenge, code: '12345' })).statusCode).toBe(400);
    });

    it('ends a session left idle for 15 minutes', async () => {
      const support = OPERATORS.find((operator) => operator.role === 'support')!;
      const token = await operatorToken(app, support, clock.now());
      clock.advance(14 * MINUTE);
      expect((await get('me', token)).statusCode).toBe(200);
      clock.advance(14 * MINUTE);
      expect((await get('me', token)).statusCode).toBe(200);
      clock.advance(16 * MINUTE);
      expect((await get('me', token)).statusCode).toBe(401);
      for (const operator of OPERATORS) tokens[operator.role] = await operatorToken(app, operator, clock.now());
    });

    it('logs out: the token is refused after', async () => {
      const content = OPERATORS.find((operator) => operator.role === 'content')!;
      const token = await operatorToken(app, content, clock.now());
      expect((await post('logout', {}, token)).json()).toEqual({ success: true, message: 'You have been logged out.' });
      expect((await get('me', token)).statusCode).toBe(401);
    });
  });

  describe('every operator call', () => {
    const calls = Object.entries(ALLOWED).map(([name, roles]) => {
      const endpoint = operatorEndpoints[name as keyof typeof operatorEndpoints];
      return { name, roles: roles, method: endpoint.method, url: `/api/${endpoint.path.replace(':id', '1')}` };
    });

    it("refuses a player's token, a login challenge (no second factor yet) and no token with 401", async () => {
      const player = await register(app);
      const { challenge } = await challengeOf(OPERATORS[0]);
      for (const { name, method, url } of calls) {
        for (const headers of [bearer(player.auth.token), bearer(challenge), {}]) {
          const res = await app.inject({ method, url, headers });
          expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
        }
      }
    });

    it('refuses every role the call is not for with 403', async () => {
      let refused = 0;
      for (const { name, roles, method, url } of calls) {
        for (const role of OPERATOR_ROLES.filter((candidate) => !roles.includes(candidate))) {
          const res = await app.inject({ method, url, headers: { ...bearer(tokens[role]), 'x-locale': 'en' } });
          expect({ name, role, status: res.statusCode, body: res.json() }).toEqual({
            name,
            role,
            status: 403,
            body: { success: false, message: 'Your operator role does not allow this.' },
          });
          refused += 1;
        }
      }
      expect(refused).toBeGreaterThan(40);
    });
  });

  describe('operator accounts', () => {
    it('lets an admin create an operator (audited, no password in the trail), who enrols at first login', async () => {
      const res = await post('operators', { username: 'editor-2', password: 'editor-password-2', role: 'content' }, tokens.admin);
      expect(res.json()).toMatchObject({ success: true, message: 'The operator has been created.', data: { id: expect.any(Number) } });
      const taken = await post('operators', { username: 'EDITOR-2', password: 'editor-password-2', role: 'content' }, tokens.admin);
      expect(taken.statusCode).toBe(409);
      expect((await post('operators', { username: 'x', password: 'short', role: 'content' }, tokens.admin)).statusCode).toBe(400);
      const list = (await get('operators', tokens.admin)).json<{ data: OperatorAccount[] }>().data;
      expect(list.find((operator) => operator.username === 'editor-2')).toMatchObject({ role: 'content', enrolled: false, disabled: false });
      const [entry] = await audit('?action=operator.create');
      expect(entry).toMatchObject({
        operator: 'the-admin',
        subject: `operator:${res.json<{ data: { id: number } }>().data.id}`,
        after: { username: 'editor-2', role: 'content' },
        ip: '127.0.0.1',
      });
      expect(JSON.stringify(entry)).not.toContain('editor-password-2');
      expect((await challengeOf({ username: 'editor-2', password: 'editor-password-2' })).secondFactor).toBe('enrol');
    });

    it('lets an admin disable an operator (sessions end, login refused) and enable them again, never themself', async () => {
      const trader = OPERATORS.find((operator) => operator.role === 'trading')!;
      const { id } = await secretOf(trader.username);
      expect((await post('operators/disable', { id, disabled: true }, tokens.admin)).json().message).toBe('The operator has been disabled.');
      expect((await get('me', tokens.trading)).statusCode).toBe(401);
      const refused = await post('login', { username: trader.username, password: trader.password });
      expect(refused.json()).toEqual({ success: false, message: 'This operator account is disabled.' });
      expect((await post('operators/disable', { id, disabled: false }, tokens.admin)).statusCode).toBe(200);
      clock.advance(MINUTE);
      tokens.trading = await operatorToken(app, trader, clock.now());
      expect((await get('me', tokens.trading)).statusCode).toBe(200);
      const self = (await secretOf('the-admin')).id;
      expect((await post('operators/disable', { id: self, disabled: true }, tokens.admin)).json().message).toBe('You cannot disable your own account.');
      expect((await post('operators/disable', { id: 99_999, disabled: true }, tokens.admin)).statusCode).toBe(404);
      expect((await audit(`?action=operator.`)).map(({ action, before, after }) => ({ action, before, after })).slice(0, 2)).toEqual([
        { action: 'operator.enable', before: { disabled: true }, after: { disabled: false } },
        { action: 'operator.disable', before: { disabled: false }, after: { disabled: true } },
      ]);
    });
  });

  it("lets an admin reset an operator's authenticator: sessions end, the next login enrols again", async () => {
    const risk = OPERATORS.find((operator) => operator.role === 'risk')!;
    const { id } = await secretOf(risk.username);
    expect((await post('operators/reset-totp', { id }, tokens.admin)).json()).toEqual({
      success: true,
      message: "The operator's authenticator has been reset.",
    });
    expect((await get('me', tokens.risk)).statusCode).toBe(401);
    expect((await secretOf(risk.username)).secret).toBeNull();
    expect((await challengeOf(risk)).secondFactor).toBe('enrol');
    const [entry] = await audit('?action=operator.totp_reset');
    expect(entry).toMatchObject({ operator: 'the-admin', subject: `operator:${id}`, before: { enrolled: true }, after: { enrolled: false } });
    clock.advance(MINUTE);
    tokens.risk = await operatorToken(app, risk, clock.now());
  });

  describe('audit search', () => {
    it('filters by operator, action (exact or by its start) and date range', async () => {
      const all = await audit();
      expect(all.length).toBeGreaterThan(5);
      expect((await audit('?operator=THE-SUPPORT')).every((entry) => entry.operator === 'the-support')).toBe(true);
      expect((await audit('?action=login')).every((entry) => entry.action === 'login')).toBe(true);
      expect(new Set((await audit('?action=login.')).map((entry) => entry.action))).toEqual(new Set(['login.code_refused']));
      const newest = all[0].createdAt;
      const from = encodeURIComponent(newest);
      expect((await audit(`?from=${from}`)).every((entry) => entry.createdAt >= newest)).toBe(true);
      expect((await audit(`?to=${from}`)).every((entry) => entry.createdAt < newest)).toBe(true);
      expect((await get('audit?from=yesterday', tokens.admin)).statusCode).toBe(400);
    });
  });

  describe('players', () => {
    it('finds a player by username, e-mail, phone, national ID and user code', async () => {
      const { body } = await register(app);
      const [{ id, usercode }] = await app.db.select({ id: users.id, usercode: users.usercode }).from(users).where(eq(users.username, body.username));
      for (const q of [body.username.slice(0, 8).toUpperCase(), body.email.toUpperCase(), `+${body.phone}`, body.PersonalNo, usercode!.toLowerCase()]) {
        const found = (await get(`players?q=${encodeURIComponent(q)}`, tokens.support)).json<{ data: OperatorPlayerSummary[] }>().data;
        expect({ q, ids: found.map((player) => player.id) }).toEqual({ q, ids: expect.arrayContaining([id]) });
      }
      expect((await get('players?q=x', tokens.support)).statusCode).toBe(400);
    });

    it('finds a player by name and surname, any part, in any case (Turkish capitals too); operators only', async () => {
      const { body, auth } = await register(app, { name: 'Ayşe Nur', surname: 'Şahinİoğlu' });
      const [{ id }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.username));
      const ids = async (q: string) =>
        (await get(`players?q=${encodeURIComponent(q)}`, tokens.support)).json<{ data: OperatorPlayerSummary[] }>().data.map((p) => p.id);
      for (const q of ['şahinioğlu', 'ŞAHİNİOĞLU', 'Nur Şahin', 'AYŞE NUR', ' ayşe  nur '])
        expect({ q, found: await ids(q) }).toEqual({ q, found: expect.arrayContaining([id]) });
      // the name as given, not letters that merely look alike
      expect(await ids('Sahinioglu')).not.toContain(id);
      // wildcards are the characters they are
      expect(await ids('Ay%Nur')).not.toContain(id);
      expect((await app.inject({ method: 'GET', url: '/api/operator/players?q=ayse', headers: bearer(auth.token) })).statusCode).toBe(401);
    });

    it("shows a player's profile: balances, sessions; the ledger in pages", async () => {
      const { body } = await register(app);
      const [{ id }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.username));
      await app.wallet.deposit({ userId: id, amount: 12_345, key: `profile-${id}`, reference: `profile-${id}`, description: 'test funds' });
      const res = await get(`players/${id}`, tokens.risk);
      const profile = res.json<{ data: OperatorPlayer }>().data;
      expect(profile).toMatchObject({ player: { id, username: body.username, locked: false }, balance: 12_345, lock: null });
      expect((await get(`players/${id}/ledger?skip=0&take=10`, tokens.risk)).json().data.items[0]).toMatchObject({ kind: 'deposit', amount: 12_345 });
      expect(profile.sessions.length).toBe(1);
      expect((await audit('?action=player.view'))[0]).toMatchObject({ operator: 'the-risk', subject: `player:${id}` });
      expect((await get('players/999999', tokens.risk)).statusCode).toBe(404);

      expect((await post('players/note', { id, text: 'called about a late payout' }, tokens.support)).json()).toEqual({
        success: true,
        message: 'The note has been added.',
      });
      const noted = (await get(`players/${id}`, tokens.risk)).json<{ data: OperatorPlayer }>().data;
      expect(noted.notes).toEqual([{ id: expect.any(Number), operator: 'the-support', text: 'called about a late payout', createdAt: expect.any(String) }]);
      expect((await audit('?action=player.note'))[0]).toMatchObject({
        operator: 'the-support',
        subject: `player:${id}`,
        after: { text: 'called about a late payout' },
      });
      expect((await post('players/note', { id: 999_999, text: 'nobody' }, tokens.support)).statusCode).toBe(404);
    });

    it('locks a player (sessions end, no money moves; audited) and unlocks them', async () => {
      const player = await register(app);
      const [{ id }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, player.body.username));
      const lock = await post('players/lock', { id, locked: true, reason: 'fraud check' }, tokens.risk);
      expect(lock.json()).toEqual({ success: true, message: 'The player has been locked.' });
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers: player.headers })).statusCode).toBe(401);
      await expect(app.wallet.deposit({ userId: id, amount: 100, key: `locked-${id}`, reference: `locked-${id}`, description: 'test' })).rejects.toMatchObject({
        reason: 'Your account is locked. Please contact support.',
      });
      expect((await get(`players/${id}`, tokens.admin)).json<{ data: OperatorPlayer }>().data.lock).toMatchObject({ reason: 'fraud check', by: 'the-risk' });

      expect((await post('players/lock', { id, locked: false, reason: 'cleared' }, tokens.admin)).statusCode).toBe(200);
      await app.wallet.deposit({ userId: id, amount: 100, key: `unlocked-${id}`, reference: `unlocked-${id}`, description: 'test' });
      expect(
        (await audit(`?action=player.`))
          .filter((entry) => entry.action !== 'player.view')
          .slice(0, 2)
          .map(({ operator, action, subject, before, after }) => ({ operator, action, subject, before, after })),
      ).toEqual([
        {
          operator: 'the-admin',
          action: 'player.unlock',
          subject: `player:${id}`,
          before: expect.objectContaining({ reason: 'fraud check' }),
          after: { reason: 'cleared' },
        },
        { operator: 'the-risk', action: 'player.lock', subject: `player:${id}`, before: null, after: expect.objectContaining({ reason: 'fraud check' }) },
      ]);
      expect((await post('players/lock', { id: 999_999, locked: true, reason: 'nobody' }, tokens.risk)).statusCode).toBe(404);
    });
  });

  describe('four-eyes adjustments', () => {
    it('holds an adjustment above the threshold for a second admin, who approves or rejects it once', async () => {
      const second = { username: 'second-admin', password: 'second-admin-password-1', role: 'admin' };
      await createOperator(app.db, second);
      const secondToken = await operatorToken(app, second, clock.now());
      const { body } = await register(app);
      const [{ id: userId }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.username));
      const adjust = (payload: object, key: string, token = tokens.admin) =>
        app.inject({ method: 'POST', url: '/api/operator/adjust', payload, headers: { ...bearer(token), 'x-locale': 'en', 'idempotency-key': key } });

      const asked = await adjust({ userId, amount: 2_000_000, reason: 'tournament prize' }, 'big-1');
      expect(asked.json()).toEqual({
        success: true,
        message: 'The adjustment waits for a second admin to approve it.',
        data: { balance: 0, pendingId: expect.any(Number) },
      });
      const { pendingId } = asked.json<{ data: { pendingId: number } }>().data;
      expect((await adjust({ userId, amount: 2_000_000, reason: 'tournament prize' }, 'big-1')).json()).toMatchObject({ data: { pendingId } });
      expect((await adjust({ userId, amount: 3_000_000, reason: 'tournament prize' }, 'big-1')).statusCode).toBe(409);
      expect(await app.wallet.balance(userId)).toBe(0);
      expect((await get('adjustments', secondToken)).json()).toMatchObject({
        data: [{ id: pendingId, userId, username: body.username, amount: 2_000_000, reason: 'tournament prize', requestedBy: 'the-admin' }],
      });

      const own = await post('adjustments/decide', { id: pendingId, approve: true }, tokens.admin);
      expect(own.json()).toEqual({ success: false, message: 'A second admin must approve this adjustment.' });
      expect((await post('adjustments/decide', { id: pendingId, approve: true }, secondToken)).json()).toEqual({
        success: true,
        message: 'The balance has been adjusted.',
      });
      expect(await app.wallet.balance(userId)).toBe(2_000_000);
      expect((await post('adjustments/decide', { id: pendingId, approve: false }, secondToken)).statusCode).toBe(409);

      const refused = (await adjust({ userId, amount: -1_500_000, reason: 'duplicate prize' }, 'big-2')).json<{ data: { pendingId: number } }>().data.pendingId;
      expect((await post('adjustments/decide', { id: refused, approve: false }, secondToken)).json().message).toBe('The adjustment has been rejected.');
      expect(await app.wallet.balance(userId)).toBe(2_000_000);
      expect((await get('adjustments', secondToken)).json<{ data: unknown[] }>().data).toEqual([]);
      expect((await post('adjustments/decide', { id: 99_999, approve: true }, secondToken)).statusCode).toBe(404);

      const trail = (await audit(`?action=balance.`))
        .filter((entry) => entry.subject === `player:${userId}`)
        .map(({ operator, action }) => `${operator} ${action}`);
      expect(trail).toEqual([
        'second-admin balance.adjust_rejected',
        'the-admin balance.adjust_requested',
        'second-admin balance.adjust_approved',
        'second-admin balance.adjust',
        'the-admin balance.adjust_requested',
      ]);
    });
  });

  describe('dashboard', () => {
    it("counts today's deposits, registrations, pending withdrawals and GGR per product", async () => {
      const before = (await get('dashboard', tokens.payments)).json<{ data: OperatorDashboard }>().data;
      const { body } = await register(app);
      const [{ id }] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.username));
      await app.wallet.deposit({ userId: id, amount: 50_000, key: `dash-${id}`, reference: `dash-${id}`, description: 'test funds' });
      await app.wallet.bet({ userId: id, amount: 1_000, key: `dash-bet-${id}`, roundId: 'r1', gameCode: 'sports', provider: 'arena-sports' });
      const after = (await get('dashboard', tokens.payments)).json<{ data: OperatorDashboard }>().data;
      expect(after.deposits).toEqual({ count: before.deposits.count + 1, amount: before.deposits.amount + 50_000 });
      expect(after.registrations).toBe(before.registrations + 1);
      expect(after.ggr.sports).toBe(before.ggr.sports + 1_000);
      expect(after.days).toHaveLength(7);
      expect(after.days[6]).toMatchObject({ day: new Date(clock.now()).toISOString().slice(0, 10) });
      expect(after.days[6].deposits).toBe(after.deposits.amount);
    });

    it('counts the players whose session was used in the last 5 minutes as online', async () => {
      const online = async () => (await get('dashboard', tokens.admin)).json<{ data: OperatorDashboard }>().data.playersOnline;
      clock.advance(6 * MINUTE);
      const before = await online();
      const { auth } = await register(app);
      expect(await online()).toBe(before + 1);
      clock.advance(4 * MINUTE);
      expect(await online()).toBe(before + 1);
      clock.advance(2 * MINUTE);
      expect(await online()).toBe(before);
      // the player comes back: seen again
      expect((await app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(auth.token) })).statusCode).toBe(200);
      expect(await online()).toBe(before + 1);
    });
  });
});
