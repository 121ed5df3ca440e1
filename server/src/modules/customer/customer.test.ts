import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMON_PASSWORD, SessionStatus } from '@arena/contracts';
import { manualClock } from '../../clock';
import { loadConfig } from '../../config';
import { bearer, lastCode, login, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { hashPassword, users } from '../auth/plugin';

const { auth } = loadConfig({ NODE_ENV: 'test' });

describe('customer routes', () => {
  let app: FastifyInstance;
  const clock = manualClock();

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const updatePhone = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/customer/updatephone', payload, headers: { ...headers, 'x-locale': 'en' } });
  /** the SMS resend countdown (60 s) between sends in one test */
  const afterCountdown = () => clock.advance(auth.limits.smsSendInterval.windowSeconds * 1000);

  describe('POST customer/updatephone', () => {
    it('sends an SMS code (step 1) and verifies it (step 2), setting phone and smsVerified', async () => {
      const { headers } = await register(app);
      const phone = '905551112233';
      const sent = await updatePhone(headers, { step: 1, phone });
      expect(sent.json()).toEqual({ success: true, message: 'The verification code has been sent to your phone.' });
      const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data;
      expect(outbox[0]).toMatchObject({ channel: 'sms', to: phone, body: expect.stringMatching(/\b\d{6}\b/) });
      const code = await lastCode(app, phone);
      const verified = await updatePhone(headers, { step: 2, phone, code });
      expect(verified.json()).toEqual({ success: true, message: 'Your phone number has been verified.' });
      const profile = await app.inject({ method: 'GET', url: '/api/customer/profile', headers });
      expect(profile.json().data).toMatchObject({ phone, smsVerified: true });
      // single use
      expect((await updatePhone(headers, { step: 2, phone, code })).statusCode).toBe(400);
    });

    it('refuses a code sent to another number, a wrong code, and a code after 5 minutes', async () => {
      const { headers, body } = await register(app);
      await updatePhone(headers, { step: 1, phone: body.phone });
      const code = await lastCode(app, body.phone);
      const otherPhone = await updatePhone(headers, { step: 2, phone: '905559998877', code });
      expect(otherPhone.json()).toEqual({ success: false, message: 'The code is invalid or has expired.' });
      clock.advance(auth.smsCodeTtlSeconds * 1000 + 1000);
      expect((await updatePhone(headers, { step: 2, phone: body.phone, code })).statusCode).toBe(400);
    });

    it('invalidates the SMS code after 5 wrong tries', async () => {
      const { headers, body } = await register(app);
      afterCountdown();
      await updatePhone(headers, { step: 1, phone: body.phone });
      const code = await lastCode(app, body.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < auth.codeMaxAttempts; i += 1) expect((await updatePhone(headers, { step: 2, phone: body.phone, code: wrong })).statusCode).toBe(400);
      expect((await updatePhone(headers, { step: 2, phone: body.phone, code })).statusCode).toBe(400);
    });

    it('limits SMS sends to one per countdown with 429 and Retry-After', async () => {
      const { headers, body } = await register(app);
      expect((await updatePhone(headers, { step: 1, phone: body.phone })).statusCode).toBe(200);
      const again = await updatePhone(headers, { step: 1, phone: body.phone });
      expect(again.statusCode).toBe(429);
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(auth.limits.smsSendInterval.windowSeconds);
      expect(again.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 1 minute(s).', retryAfterSeconds: retryAfter });
    });

    it("refuses another player's phone number", async () => {
      const first = await register(app);
      const second = await register(app);
      const res = await updatePhone(second.headers, { step: 1, phone: first.body.phone });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This phone number is already registered.');
    });

    it('throttles asking which phone numbers are taken as much as sending codes', async () => {
      const [first, other, prober] = [await register(app), await register(app), await register(app)];
      expect((await updatePhone(prober.headers, { step: 1, phone: first.body.phone })).statusCode).toBe(409);
      // within the resend countdown the next question gets no answer about the number
      expect((await updatePhone(prober.headers, { step: 1, phone: other.body.phone })).statusCode).toBe(429);
      // nor does a made-up code at step 2
      expect((await updatePhone(prober.headers, { step: 2, phone: other.body.phone, code: '000000' })).json().message).toBe(
        'The code is invalid or has expired.',
      );
      afterCountdown();
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a phone under 5 digits', { step: 1, phone: '9053' }, 'phone is too short.'],
      ['a phone over 20 digits', { step: 1, phone: '9'.repeat(21) }, 'phone is too long.'],
      ['a phone with letters', { step: 1, phone: '90abc12' }, 'phone has an invalid format.'],
      ['no phone', { step: 1 }, 'phone is required.'],
      ['an unknown step', { step: 3, phone: '905551112233' }, 'step has an invalid value.'],
      ['step 2 without a code', { step: 2, phone: '905551112233' }, 'code is required.'],
      ['a 5-character code', { step: 2, phone: '905551112233', code: '12345' }, 'code is too short.'],
      ['a 7-character code', { step: 2, phone: '905551112233', code: '1234567' }, 'code is too long.'],
    ])('refuses %s', async (_case, payload, message) => {
      const { headers } = await register(app);
      const res = await updatePhone(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('POST customer/changepassword', () => {
    const changePassword = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/customer/changepassword', payload, headers: { ...headers, 'x-locale': 'en' } });

    it('changes the password and revokes the other sessions but not the current one', async () => {
      const { headers, body } = await register(app);
      const other = bearer((await login(app, body.username, body.password)).json().data.token);
      const res = await changePassword(headers, { oldPassword: body.password, password: 'Arena-changed-1', confirmPassword: 'Arena-changed-1' });
      expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.' });
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers: other })).statusCode).toBe(401);
      expect((await login(app, body.username, 'Arena-changed-1')).statusCode).toBe(200);
      const history = (await app.inject({ method: 'GET', url: '/api/customer/sessionhistory', headers })).json().data;
      expect(history.map((s: { status: number }) => s.status)).toEqual([SessionStatus.Processing, SessionStatus.Cancelled, SessionStatus.Processing]);
    });

    it('lets a player whose password predates the 8-character floor change it', async () => {
      const { headers, body } = await register(app);
      const userId = (await app.sessions.resolve(headers.authorization.slice('Bearer '.length)))!.userId;
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword('old5c') })
        .where(eq(users.id, userId));
      const res = await changePassword(headers, { oldPassword: 'old5c', password: 'Arena-changed-1', confirmPassword: 'Arena-changed-1' });
      expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.' });
      expect((await login(app, body.username, 'Arena-changed-1')).statusCode).toBe(200);
    });

    it('refuses a wrong old password with 400 (never 401, which would log the player out)', async () => {
      const { headers } = await register(app);
      const res = await changePassword(headers, { oldPassword: 'not-mine', password: 'Arena-changed-1', confirmPassword: 'Arena-changed-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The old password is incorrect.' });
    });

    it('locks old-password guessing after 5 failures', async () => {
      const { headers, body } = await register(app);
      for (let i = 0; i < auth.limits.passwordCheckPerAccount.limit; i += 1) {
        await changePassword(headers, { oldPassword: `wrong${i}`, password: 'Arena-changed-1', confirmPassword: 'Arena-changed-1' });
      }
      const res = await changePassword(headers, { oldPassword: body.password, password: 'Arena-changed-1', confirmPassword: 'Arena-changed-1' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an empty old password', { oldPassword: '', password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }, 'oldPassword is too short.'],
      ['a password of 7 characters', { oldPassword: 'abcde', password: 'abcdefg', confirmPassword: 'abcdefg' }, 'password is too short.'],
      ['one of the most common passwords, in any case', { oldPassword: 'abcde', password: 'Qwerty123', confirmPassword: 'Qwerty123' }, COMMON_PASSWORD],
      ['a mismatched confirmation', { oldPassword: 'abcde', password: 'abcdefgh1', confirmPassword: 'abcdefgh2' }, 'confirmPassword has an invalid value.'],
      ['no old password', { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }, 'oldPassword is required.'],
      ['no confirmation', { oldPassword: 'abcde', password: 'abcdefgh1' }, 'confirmPassword is required.'],
    ])('refuses %s', async (_case, payload, message) => {
      const { headers } = await register(app);
      const res = await changePassword(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  describe('GET customer/sessionhistory', () => {
    it('records time, address, user agent and fingerprint of each session, newest first', async () => {
      const { body, remoteAddress } = await register(app, {}, { 'user-agent': 'RegisterBrowser/1.0', 'x-fingerprint': 'fp-one' });
      clock.advance(1000);
      const second = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: body.username, password: body.password },
        headers: { 'user-agent': 'Mozilla/5.0 Test', 'x-fingerprint': 'fp-two' },
        remoteAddress: '203.0.113.7',
      });
      const headers = bearer(second.json().data.token);
      const res = await app.inject({ method: 'GET', url: '/api/customer/sessionhistory', headers });
      expect(res.statusCode).toBe(200);
      const [latest, first] = res.json().data;
      expect(latest).toEqual({
        id: expect.any(Number),
        createdAt: new Date(clock.now()).toISOString(),
        lastSeenAt: new Date(clock.now()).toISOString(),
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 Test',
        fingerprint: 'fp-two',
        status: SessionStatus.Processing,
      });
      expect(first).toMatchObject({ ip: remoteAddress, userAgent: 'RegisterBrowser/1.0', fingerprint: 'fp-one', status: SessionStatus.Processing });
      // logging out shows as Completed
      await app.inject({ method: 'GET', url: '/api/auth/logout', headers });
      const again = await login(app, body.username, body.password);
      const statuses = (await app.inject({ method: 'GET', url: '/api/customer/sessionhistory', headers: bearer(again.json().data.token) })).json().data;
      expect(statuses.map((s: { status: number }) => s.status)).toEqual([SessionStatus.Processing, SessionStatus.Completed, SessionStatus.Processing]);
    });
  });

  describe('GET customer/profile', () => {
    it("returns the player's own details", async () => {
      const { headers, body, auth: authData } = await register(app);
      const res = await app.inject({ method: 'GET', url: '/api/customer/profile', headers });
      expect(res.json()).toEqual({
        success: true,
        message: '',
        data: {
          username: body.username,
          usercode: authData.usercode,
          name: body.name,
          surname: body.surname,
          email: body.email,
          phone: body.phone,
          smsVerified: false,
          birthDate: body.birthDate,
          country: 'Türkiye',
        },
      });
    });

    it('names the country in the player’s language', async () => {
      const { headers } = await register(app, { country: 85 });
      const country = async (locale: string) =>
        (await app.inject({ method: 'GET', url: '/api/customer/profile', headers: { ...headers, 'x-locale': locale } })).json().data.country;
      expect(await country('tr')).toBe('Almanya');
      expect(await country('en')).toBe('Germany');
    });
  });
});
