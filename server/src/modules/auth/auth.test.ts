import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMON_PASSWORD, CONSENT_REQUIRED, SessionStatus, TERMS_CHANGED, TERMS_VERSION } from '@arena/contracts';
import { manualClock } from '../../clock';
import { loadConfig } from '../../config';
import { bearer, lastCode, login, register, registration } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { ALREADY_REGISTERED } from './routes';
import { users, verificationCodes } from './schema';

const MINUTE = 60_000;
const { auth } = loadConfig({ NODE_ENV: 'test' });

describe('auth routes', () => {
  let app: FastifyInstance;
  const clock = manualClock();
  let ipCounter = 0;
  /** a fresh client address, so per-address limits of one test do not spill into another */
  const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers, remoteAddress });

  describe('GET auth/form', () => {
    it('lists the countries with Türkiye under id 235', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/form' });
      expect(res.statusCode).toBe(200);
      const { countries } = res.json().data;
      expect(countries).toContainEqual({ id: 235, name: 'Türkiye' });
      expect(Object.keys(countries[0]).sort()).toEqual(['id', 'name']);
    });

    it('names them in the player’s language and in its order', async () => {
      const list = async (locale: string) =>
        (await app.inject({ method: 'GET', url: '/api/auth/form', headers: { 'x-locale': locale } })).json<{
          data: { countries: { id: number; name: string }[] };
        }>().data.countries;
      const [tr, en] = [await list('tr'), await list('en')];
      expect(tr).toContainEqual({ id: 85, name: 'Almanya' });
      expect(tr).toContainEqual({ id: 242, name: 'Birleşik Krallık' });
      expect(tr.map(({ name }) => name)).not.toContain('Germany');
      expect(tr.map(({ name }) => name)).toEqual([...tr.map(({ name }) => name)].sort(new Intl.Collator('tr').compare));
      expect(en).toContainEqual({ id: 85, name: 'Germany' });
      expect(en.map(({ id }) => id).sort()).toEqual(tr.map(({ id }) => id).sort());
    });
  });

  describe('POST auth/register', () => {
    it('creates the player, logs them in and returns AuthData', async () => {
      const body = registration();
      const res = await post('register', body, { 'x-fingerprint': 'fp-register', 'x-locale': 'en' });
      expect(res.statusCode).toBe(200);
      const reply = res.json();
      expect(reply).toMatchObject({ success: true, message: 'Registration successful.' });
      expect(reply.data).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        username: body.username,
        usercode: expect.stringMatching(/^A\d{7}$/),
        balance: 0,
        phone: body.phone,
        smsVerified: false,
        betsyCid: null,
        betsyUrl: null,
        betsyToken: null,
        betcoToken: null,
        betcoUrl: null,
        fingerprint: 'fp-register',
      });
      const balance = await app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(reply.data.token) });
      expect(balance.json()).toEqual({ success: true, message: '', data: { balance: 0 } });
    });

    it('answers in Turkish by default', async () => {
      const res = await post('register', registration());
      expect(res.json().message).toBe('Kayıt başarılı.');
    });

    const tooLong = (n: number, char = 'a') => char.repeat(n);
    // each rule of each field
    it.each<[string, Record<string, unknown>, string]>([
      ['name too short', { name: 'A' }, 'name is too short.'],
      ['name too long', { name: tooLong(101) }, 'name is too long.'],
      ['name with a digit', { name: 'Ali2' }, 'name has an invalid format.'],
      ['name with a double space', { name: 'Ali  Veli' }, 'name has an invalid format.'],
      ['name with a leading space', { name: ' Ali' }, 'name has an invalid format.'],
      ['surname too short', { surname: 'B' }, 'surname is too short.'],
      ['surname too long', { surname: tooLong(101) }, 'surname is too long.'],
      ['surname with a symbol', { surname: 'Yılmaz-Demir' }, 'surname has an invalid format.'],
      ['username too short', { username: 'abcd' }, 'username is too short.'],
      ['username too long', { username: tooLong(31) }, 'username is too long.'],
      ['username with a symbol', { username: 'ali_veli' }, 'username has an invalid format.'],
      ['email too short', { email: 'a@b' }, 'email is too short.'],
      ['email too long', { email: `${tooLong(95)}@x.com` }, 'email is too long.'],
      ['email malformed', { email: 'not-an-email' }, 'email has an invalid format.'],
      ['phone too short', { phone: '9053' }, 'phone is too short.'],
      ['phone too long', { phone: tooLong(21, '9') }, 'phone is too long.'],
      ['phone with letters', { phone: '90532abc12' }, 'phone has an invalid format.'],
      ['PersonalNo of 10 digits', { PersonalNo: '1234567890' }, 'PersonalNo has an invalid format.'],
      ['PersonalNo of 12 digits', { PersonalNo: '123456789012' }, 'PersonalNo has an invalid format.'],
      ['PersonalNo with a letter', { PersonalNo: '1234567890a' }, 'PersonalNo has an invalid format.'],
      ['country zero', { country: 0 }, 'country is too small.'],
      ['country as text', { country: '235' }, 'country must be an integer.'],
      ['birthDate unpadded', { birthDate: '1990-5-17' }, 'birthDate has an invalid format.'],
      ['a password of 7 characters', { password: 'abcdefg', password2: 'abcdefg' }, 'password is too short.'],
      ['one of the most common passwords, in any case', { password: 'PassWord1', password2: 'PassWord1' }, COMMON_PASSWORD],
      ['password too long', { password: tooLong(101), password2: tooLong(101) }, 'password is too long.'],
      ['passwords that differ', { password2: 'secret2' }, 'password2 has an invalid value.'],
      ['an unknown field', { admin: true }, 'Unknown field: admin.'],
      ['an invalid calendar day', { birthDate: '2001-02-30' }, 'The birth date is not a valid date.'],
      ['a birth date in the future', { birthDate: '2999-01-01' }, 'The birth date is not a valid date.'],
      ['a country that does not exist', { country: 99999 }, 'The selected country does not exist.'],
      ['another currency', { currencyId: 2 }, 'The selected currency is not supported.'],
    ])('refuses %s', async (_case, overrides, message) => {
      const res = await post('register', { ...registration(), ...overrides }, { 'x-locale': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it.each(['name', 'surname', 'username', 'email', 'phone', 'PersonalNo', 'country', 'currencyId', 'birthDate', 'password', 'password2'])(
      'requires %s',
      async (field) => {
        const body: Record<string, unknown> = { ...registration() };
        delete body[field];
        const res = await post('register', body, { 'x-locale': 'en' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`${field} is required.`);
      },
    );

    it('stores the version of the terms accepted and when', async () => {
      const body = registration();
      expect((await post('register', body, {}, freshIp())).statusCode).toBe(200);
      const [row] = await app.db
        .select({ termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt })
        .from(users)
        .where(eq(users.username, body.username));
      expect(row).toEqual({ termsVersion: TERMS_VERSION, termsAcceptedAt: new Date(clock.now()) });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['without the terms accepted', { termsVersion: undefined }, CONSENT_REQUIRED],
      ['without being 18 or older confirmed', { adult: undefined }, CONSENT_REQUIRED],
      ['with 18 or older denied', { adult: false }, CONSENT_REQUIRED],
      ['accepting other terms than those in force', { termsVersion: '2000-01-01' }, TERMS_CHANGED],
    ])('refuses a sign-up %s, in the player’s language, and creates nobody', async (_case, overrides, message) => {
      const body = { ...registration(), ...overrides };
      const en = await post('register', body, { 'x-locale': 'en' }, freshIp());
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({ success: false, message });
      const tr = await post('register', body, { 'x-locale': 'tr' }, freshIp());
      expect(tr.statusCode).toBe(400);
      expect(tr.json().message).not.toBe(message);
      expect(await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.username))).toEqual([]);
    });

    it('refuses a player under 18 on the birth date and accepts one who turns 18 today', async () => {
      const today = new Date(clock.now());
      const iso = (years: number, days = 0) => {
        const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
        return d.toISOString().slice(0, 10);
      };
      const minor = await post('register', registration({ birthDate: iso(18, 1) }), { 'x-locale': 'en' });
      expect(minor.statusCode).toBe(400);
      expect(minor.json()).toEqual({ success: false, message: 'You must be at least 18 years old to register.' });
      const adult = await post('register', registration({ birthDate: iso(18) }));
      expect(adult.statusCode).toBe(200);
    });

    it('gives one answer whichever of username, e-mail, phone or national ID is taken', async () => {
      const { body } = await register(app);
      const en = ALREADY_REGISTERED;
      const tr = 'Bu bilgilerle kayıt olunamıyor. Zaten bir hesabınız varsa giriş yapın veya şifrenizi sıfırlayın; yoksa başka bir kullanıcı adı seçin.';
      const clashes = [{ username: body.username.toUpperCase() }, { email: body.email.toUpperCase() }, { phone: body.phone }, { PersonalNo: body.PersonalNo }];
      for (const clash of clashes) {
        const candidate = registration(clash);
        const res = await post('register', candidate, { 'x-locale': 'en' }, freshIp());
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ success: false, message: en });
        expect((await post('register', candidate, { 'x-locale': 'tr' }, freshIp())).json().message).toBe(tr);
      }
    });

    it(`limits sign-ups per address (${auth.limits.registerPerIp.limit} an hour) with a translated 429`, async () => {
      const ip = freshIp();
      for (let i = 0; i < auth.limits.registerPerIp.limit; i += 1) {
        expect((await post('register', registration(), { 'x-fingerprint': `fp-ip-${i}` }, ip)).statusCode).toBe(200);
      }
      const refused = await post('register', registration(), { 'x-locale': 'en', 'x-fingerprint': 'fp-ip-next' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 60 minute(s).', retryAfterSeconds: 3600 });
      expect(refused.headers['retry-after']).toBe('3600');
      const tr = await post('register', registration(), { 'x-locale': 'tr', 'x-fingerprint': 'fp-ip-next' }, ip);
      expect(tr.json().message).toBe('Çok fazla deneme yapıldı. Lütfen 60 dakika sonra tekrar deneyin.');
      // another address signs up as usual
      expect((await post('register', registration(), {}, freshIp())).statusCode).toBe(200);
    });

    it(`limits sign-ups per device (${auth.limits.registerPerDevice.limit} an hour) whatever the address`, async () => {
      const { body } = await register(app);
      const device = { 'x-fingerprint': 'fp-one-device' };
      for (let i = 0; i < auth.limits.registerPerDevice.limit; i += 1) {
        // refused duplicates count as much as new accounts
        expect((await post('register', registration({ email: body.email }), device, freshIp())).statusCode).toBe(409);
      }
      expect((await post('register', registration(), device, freshIp())).statusCode).toBe(429);
      expect((await post('register', registration(), { 'x-fingerprint': 'fp-other-device' }, freshIp())).statusCode).toBe(200);
    });

    it('records an existing refId as the referrer and ignores an unknown one', async () => {
      const referrer = await register(app);
      const referrerId = Number(referrer.auth.usercode.slice(1));
      const referred = await post('register', registration({ refId: referrerId }));
      expect(referred.statusCode).toBe(200);
      const stale = await post('register', registration({ refId: 9_999_999 }));
      expect(stale.statusCode).toBe(200);
      const rows = await app.db
        .select({ referrerId: users.referrerId })
        .from(users)
        .where(inArray(users.username, [referred.json().data.username, stale.json().data.username]))
        .orderBy(users.id);
      expect(rows.map((row) => row.referrerId)).toEqual([referrerId, null]);
    });
  });

  describe('POST auth/login', () => {
    it('logs in with the right password (username in any case) and returns AuthData', async () => {
      const { body } = await register(app);
      const res = await login(app, body.username.toUpperCase(), body.password, { 'x-fingerprint': 'fp-login', 'x-locale': 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Login successful.',
        data: { username: body.username, balance: 0, phone: body.phone, smsVerified: false, fingerprint: 'fp-login', betcoUrl: null },
      });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an empty username', { username: '', password: 'secret1' }, 'username is too short.'],
      ['a username over 50', { username: 'a'.repeat(51), password: 'secret1' }, 'username is too long.'],
      ['a password under 3', { username: 'someone', password: 'ab' }, 'password is too short.'],
      ['a password over 100', { username: 'someone', password: 'a'.repeat(101) }, 'password is too long.'],
      ['no username', { password: 'secret1' }, 'username is required.'],
      ['no password', { username: 'someone' }, 'password is required.'],
    ])('refuses %s', async (_case, payload, message) => {
      const res = await post('login', payload, { 'x-locale': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it('gives one answer for a wrong password and an unknown user, and spends argon2 time on both', async () => {
      const { body } = await register(app);
      const ip = freshIp();
      const timed = async (username: string) => {
        const started = performance.now();
        const res = await post('login', { username, password: 'wrong-password' }, { 'x-locale': 'en' }, ip);
        return { res, ms: performance.now() - started };
      };
      const wrong = await timed(body.username);
      const unknown = await timed('nobodyhere');
      for (const { res } of [wrong, unknown]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'Invalid username or password.' });
      }
      // a dummy verification runs for the unknown name: both cost at least an argon2id hash
      expect(unknown.ms).toBeGreaterThan(4);
      expect(wrong.ms).toBeGreaterThan(4);
    });

    it(`locks an account from one address after ${auth.limits.loginPerAccountFromIp.limit} failures there, with Retry-After, even for the right password`, async () => {
      const { body } = await register(app);
      const ip = freshIp();
      for (let i = 0; i < auth.limits.loginPerAccountFromIp.limit; i += 1) {
        const res = await post('login', { username: body.username, password: 'wrong-password' }, {}, ip);
        expect(res.statusCode).toBe(400);
      }
      const locked = await post('login', { username: body.username.toUpperCase(), password: body.password }, { 'x-locale': 'en' }, ip);
      expect(locked.statusCode).toBe(429);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(auth.limits.loginPerAccountFromIp.windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(auth.limits.loginPerAccountFromIp.windowSeconds);
      expect(locked.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 15 minute(s).', retryAfterSeconds: retryAfter });
      const tr = await post('login', { username: body.username, password: body.password }, { 'x-locale': 'tr' }, ip);
      expect(tr.json().message).toBe('Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin.');
    });

    it("a stranger's wrong passwords do not lock out the player logging in from another address", async () => {
      const { body } = await register(app);
      const stranger = freshIp();
      for (let i = 0; i <= auth.limits.loginPerAccountFromIp.limit; i += 1)
        await post('login', { username: body.username, password: 'wrong-password' }, {}, stranger);
      expect((await post('login', { username: body.username, password: body.password }, {}, stranger)).statusCode).toBe(429);
      expect((await post('login', { username: body.username, password: body.password }, {}, freshIp())).statusCode).toBe(200);
    });

    it(`locks an account everywhere after ${auth.limits.loginPerAccountAllIps.limit} failures spread over many addresses`, async () => {
      const { body } = await register(app);
      for (let i = 0; i < auth.limits.loginPerAccountAllIps.limit; i += 1) {
        expect((await post('login', { username: body.username, password: 'wrong-password' }, {}, freshIp())).statusCode).toBe(400);
      }
      expect((await post('login', { username: body.username, password: body.password }, {}, freshIp())).statusCode).toBe(429);
    });

    it('unlocks the account when the lock window has passed', async () => {
      // Redis keeps real time, so the clock can only be moved past a lock with the in-process store
      const local = await buildTestApp({ redisUrl: null }, undefined, { clock });
      try {
        const ip = freshIp();
        const login = (payload: object) => local.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
        const { body } = await register(local);
        for (let i = 0; i < auth.limits.loginPerAccountFromIp.limit; i += 1) await login({ username: body.username, password: 'nope-nope' });
        expect((await login({ username: body.username, password: body.password })).statusCode).toBe(429);
        clock.advance(auth.limits.loginPerAccountFromIp.windowSeconds * 1000 + 1000);
        expect((await login({ username: body.username, password: body.password })).statusCode).toBe(200);
      } finally {
        await local.close();
      }
    });

    it(`limits failures per address (${auth.limits.loginPerIp.limit}) across usernames`, async () => {
      const ip = freshIp();
      for (let i = 0; i < auth.limits.loginPerIp.limit; i += 1) {
        expect((await post('login', { username: `guess${i}`, password: 'wrong-password' }, {}, ip)).statusCode).toBe(400);
      }
      const { body } = await register(app);
      const res = await post('login', { username: body.username, password: body.password }, {}, ip);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await post('login', { username: body.username, password: body.password }, {}, freshIp())).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('logout ends the session: the token gets 401 afterwards', async () => {
      const { headers } = await register(app);
      const out = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: { ...headers, 'x-locale': 'en' } });
      expect(out.json()).toEqual({ success: true, message: 'You have been logged out.' });
      const after = await app.inject({ method: 'GET', url: '/api/user/balance', headers: { ...headers, 'x-locale': 'en' } });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ success: false, message: 'Your session has ended. Please log in again.' });
      expect((await app.inject({ method: 'GET', url: '/api/auth/logout', headers })).statusCode).toBe(401);
    });

    it.each([
      ['no token', {}],
      ['an unknown token', bearer('x'.repeat(43))],
      ['a malformed header', { authorization: 'Token abc' }],
    ])('answers 401 to %s on every player route', async (_case, headers) => {
      for (const url of ['/api/user/balance', '/api/auth/logout', '/api/customer/profile', '/api/customer/sessionhistory', '/api/bonus/definetrialbonus']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false });
      }
    });

    it('expires a session left idle past the idle timeout', async () => {
      const { headers } = await register(app);
      clock.advance(auth.sessionIdleSeconds * 1000 - MINUTE);
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(200);
      // that request counted as activity: the idle timer starts again
      clock.advance(auth.sessionIdleSeconds * 1000 - MINUTE);
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(200);
      clock.advance(auth.sessionIdleSeconds * 1000 + MINUTE);
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(401);
    });

    it('expires an active session at the absolute timeout and shows it as Expired', async () => {
      const { headers, body } = await register(app);
      const steps = Math.ceil(auth.sessionAbsoluteSeconds / (auth.sessionIdleSeconds - 60));
      let status = 200;
      for (let i = 0; i < steps && status === 200; i += 1) {
        clock.advance((auth.sessionIdleSeconds - 60) * 1000);
        status = (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode;
      }
      expect(status).toBe(401);
      const fresh = await login(app, body.username, body.password);
      const history = await app.inject({ method: 'GET', url: '/api/customer/sessionhistory', headers: bearer(fresh.json().data.token) });
      expect(history.json().data.map((s: { status: number }) => s.status)).toEqual([SessionStatus.Processing, SessionStatus.Expired]);
    });
  });

  describe('password recovery', () => {
    it('sends a 6-digit code by e-mail and answers the same for an unknown user', async () => {
      const { body } = await register(app);
      const ip = freshIp();
      const known = await post('sendresetpassword', { username: body.username }, { 'x-locale': 'en' }, ip);
      const unknown = await post('sendresetpassword', { username: 'nosuchplayer' }, { 'x-locale': 'en' }, ip);
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: 'If the username exists, a reset code has been sent to its e-mail address.' });
      }
      expect(await lastCode(app, body.email)).toMatch(/^\d{6}$/);
      const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data;
      expect(outbox[0]).toMatchObject({ channel: 'email', to: body.email, subject: 'Password reset code' });
      // the code itself is only stored hashed
      const stored = await app.db.select().from(verificationCodes);
      const code = await lastCode(app, body.email);
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) {
        // a SHA-256 digest, not the digits
        expect(Buffer.from(row.codeHash)).toHaveLength(32);
        expect(Buffer.from(row.codeHash).toString('latin1')).not.toContain(code);
      }
    });

    it('checks the code, changes the password with it once, and logs out every session', async () => {
      const { body, headers } = await register(app);
      const ip = freshIp();
      await post('sendresetpassword', { username: body.username }, {}, ip);
      const code = await lastCode(app, body.email);
      const check = await post('checkresetcode', { username: body.username, code }, { 'x-locale': 'en' }, ip);
      expect(check.json()).toEqual({ success: true, message: 'The code is correct. Please enter your new password.' });
      const change = await post(
        'changepasswordwithcode',
        { username: body.username, code, password: 'newsecret', password2: 'newsecret' },
        { 'x-locale': 'en' },
        ip,
      );
      expect(change.json()).toEqual({ success: true, message: 'Your password has been changed. You can now log in.' });
      // single use
      const again = await post(
        'changepasswordwithcode',
        { username: body.username, code, password: 'another1', password2: 'another1' },
        { 'x-locale': 'en' },
        ip,
      );
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('The code is invalid or has expired.');
      // the old session was revoked, the old password no longer works, the new one does
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(401);
      expect((await login(app, body.username, body.password)).statusCode).toBe(400);
      const fresh = await login(app, body.username, 'newsecret');
      expect(fresh.statusCode).toBe(200);
      const history = await app.inject({ method: 'GET', url: '/api/customer/sessionhistory', headers: bearer(fresh.json().data.token) });
      expect(history.json().data.map((s: { status: number }) => s.status)).toEqual([SessionStatus.Processing, SessionStatus.Cancelled]);
    });

    it('invalidates the code after 5 wrong tries', async () => {
      const { body } = await register(app);
      const ip = freshIp();
      await post('sendresetpassword', { username: body.username }, {}, ip);
      const code = await lastCode(app, body.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < auth.codeMaxAttempts; i += 1) {
        expect((await post('checkresetcode', { username: body.username, code: wrong }, {}, ip)).statusCode).toBe(400);
      }
      const right = await post('checkresetcode', { username: body.username, code }, { 'x-locale': 'en' }, ip);
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe('The code is invalid or has expired.');
    });

    it('expires the reset code after 15 minutes', async () => {
      const { body } = await register(app);
      const ip = freshIp();
      await post('sendresetpassword', { username: body.username }, {}, ip);
      const code = await lastCode(app, body.email);
      clock.advance(auth.resetCodeTtlSeconds * 1000 + 1000);
      expect((await post('checkresetcode', { username: body.username, code }, {}, ip)).statusCode).toBe(400);
    });

    it('limits reset e-mails per username with 429 and Retry-After', async () => {
      const { body } = await register(app);
      for (let i = 0; i < auth.limits.resetSendPerAccount.limit; i += 1) {
        expect((await post('sendresetpassword', { username: body.username }, {}, freshIp())).statusCode).toBe(200);
      }
      const res = await post('sendresetpassword', { username: body.username }, {}, freshIp());
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().retryAfterSeconds).toBe(Number(res.headers['retry-after']));
    });

    it(`limits wrong code checks per address (${auth.limits.codeCheckPerIp.limit})`, async () => {
      const ip = freshIp();
      for (let i = 0; i < auth.limits.codeCheckPerIp.limit; i += 1) {
        expect((await post('checkresetcode', { username: `someone${i}`, code: '123456' }, {}, ip)).statusCode).toBe(400);
      }
      expect((await post('checkresetcode', { username: 'someone', code: '123456' }, {}, ip)).statusCode).toBe(429);
    });

    it.each<[string, string, Record<string, unknown>, string]>([
      ['sendresetpassword', 'a short username', { username: 'a' }, 'username is too short.'],
      ['sendresetpassword', 'a long username', { username: 'a'.repeat(21) }, 'username is too long.'],
      ['sendresetpassword', 'no username', {}, 'username is required.'],
      ['checkresetcode', 'a short code', { username: 'someone', code: '12' }, 'code is too short.'],
      ['checkresetcode', 'a long code', { username: 'someone', code: '1'.repeat(21) }, 'code is too long.'],
      ['checkresetcode', 'a short username', { username: 'a', code: '123456' }, 'username is too short.'],
      ['checkresetcode', 'no code', { username: 'someone' }, 'code is required.'],
      [
        'changepasswordwithcode',
        'a password of 7 characters',
        { username: 'someone', code: '123456', password: 'abcdefg', password2: 'abcdefg' },
        'password is too short.',
      ],
      ['changepasswordwithcode', 'a common password', { username: 'someone', code: '123456', password: 'iloveyou', password2: 'iloveyou' }, COMMON_PASSWORD],
      [
        'changepasswordwithcode',
        'differing passwords',
        { username: 'someone', code: '123456', password: 'abcdefgh1', password2: 'abcdefgh2' },
        'password2 has an invalid value.',
      ],
      ['changepasswordwithcode', 'no code', { username: 'someone', password: 'abcdefgh1', password2: 'abcdefgh1' }, 'code is required.'],
    ])('%s refuses %s', async (url, _case, payload, message) => {
      const res = await post(url, payload, { 'x-locale': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });
});
