// The session cache: a session in use answers from memory, yet every end (logout, password change,
// password reset, timeout) takes effect at once, on every instance.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { bearer, lastCode, login, register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';

const MINUTE = 60_000;
const balanceStatus = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode;

describe('session cache', () => {
  const clock = manualClock();
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(config, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('hub tickets', () => {
    const hubTicket = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/api/auth/hubticket', headers })).json().data.ticket as string;

    it(`a hub ticket opens the hub for its session within ${config.auth.hubTicketSeconds} s, once`, async () => {
      const { headers } = await register(app);
      const session = await app.sessions.resolve(headers.authorization.slice('Bearer '.length));
      const ticket = await hubTicket(headers);
      clock.advance(config.auth.hubTicketSeconds * 1000 - 1000);
      expect((await app.sessions.redeemHubTicket(ticket))?.session).toEqual(session);
      expect(await app.sessions.redeemHubTicket(ticket)).toBeNull();
    });

    it(`refuses a hub ticket older than ${config.auth.hubTicketSeconds} s`, async () => {
      const { headers } = await register(app);
      const ticket = await hubTicket(headers);
      clock.advance(config.auth.hubTicketSeconds * 1000 + 1);
      expect(await app.sessions.redeemHubTicket(ticket)).toBeNull();
    });

    it('refuses a hub ticket whose session ended, and a connection it opened is no longer live', async () => {
      const { headers } = await register(app);
      const [unused, used] = [await hubTicket(headers), await hubTicket(headers)];
      const admitted = await app.sessions.redeemHubTicket(used);
      expect(await admitted?.isLive()).toBe(true);
      await app.inject({ method: 'GET', url: '/api/auth/logout', headers });
      expect(await app.sessions.redeemHubTicket(unused)).toBeNull();
      expect(await admitted?.isLive()).toBe(false);
    });

    it('refuses a session token as a hub ticket', async () => {
      const { headers } = await register(app);
      expect(await app.sessions.redeemHubTicket(headers.authorization.slice('Bearer '.length))).toBeNull();
    });
  });

  it('ends a session in use at once on logout', async () => {
    const { headers } = await register(app);
    expect(await balanceStatus(app, headers)).toBe(200);
    await app.inject({ method: 'GET', url: '/api/auth/logout', headers });
    expect(await balanceStatus(app, headers)).toBe(401);
  });

  it("ends the player's other sessions in use at once on a password change", async () => {
    const { headers, body } = await register(app);
    const other = bearer((await login(app, body.username, body.password)).json().data.token);
    expect(await balanceStatus(app, other)).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/customer/changepassword',
      headers,
      payload: { oldPassword: body.password, password: 'Arena-secret-2', confirmPassword: 'Arena-secret-2' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect(await balanceStatus(app, other)).toBe(401);
    expect(await balanceStatus(app, headers)).toBe(200);
  });

  it('ends every session in use at once on a password reset', async () => {
    const { headers, body } = await register(app);
    expect(await balanceStatus(app, headers)).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/sendresetpassword', payload: { username: body.username } });
    const code = await lastCode(app, body.email);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/changepasswordwithcode',
      payload: { username: body.username, code, password: 'Arena-secret-3', password2: 'Arena-secret-3' },
    });
    expect(reset.json()).toMatchObject({ success: true });
    expect(await balanceStatus(app, headers)).toBe(401);
  });

  it('still honours the idle timeout of a session in use', async () => {
    const { headers } = await register(app);
    expect(await balanceStatus(app, headers)).toBe(200);
    clock.advance(config.auth.sessionIdleSeconds * 1000 + MINUTE);
    expect(await balanceStatus(app, headers)).toBe(401);
  });

  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    // Redis writes a message to every subscriber before it answers the PUBLISH, and the first instance
    // answers only after that: the announcement already waits on the second's socket, and one turn of
    // the event loop (the two instances share this process) takes it in. Across machines the player's
    // next request takes far longer than that.
    describe('a second instance sharing the database and Redis', () => {
      let other: FastifyInstance;

      beforeAll(async () => {
        other = await buildApp({ ...config, database: { ...config.database, dropOnClose: false } as typeof config.database }, { clock });
      });
      afterAll(async () => {
        await other.close();
      });

      it('forgets a session at once when it is logged out on the first', async () => {
        const { headers } = await register(app);
        expect(await balanceStatus(other, headers)).toBe(200);
        await app.inject({ method: 'GET', url: '/api/auth/logout', headers });
        await nextTurn();
        expect(await balanceStatus(other, headers)).toBe(401);
      });

      it('forgets the other sessions at once when the password changes on the first', async () => {
        const { headers, body } = await register(app);
        const elsewhere = bearer((await login(other, body.username, body.password)).json().data.token);
        expect(await balanceStatus(other, elsewhere)).toBe(200);
        await app.inject({
          method: 'POST',
          url: '/api/customer/changepassword',
          headers,
          payload: { oldPassword: body.password, password: 'Arena-secret-2', confirmPassword: 'Arena-secret-2' },
        });
        await nextTurn();
        expect(await balanceStatus(other, elsewhere)).toBe(401);
      });
    });
  }
});
