import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { HubConnectionState } from '@microsoft/signalr';
import { NotificationType, type NotificationItem } from '@arena/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectOfficial, connectRaw } from '../../testing/hub-client';
import { bearer, lastCode, register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { createUserRepository } from '../auth/repository';
import { SEED_TRIAL_BONUS_AMOUNT } from '../bonus/seed';

/** short, so pings and the session checks that ride on them happen within a test */
const KEEP_ALIVE_MS = 250;
const hub = { ...loadConfig({ NODE_ENV: 'test' }).hub, keepAliveMs: KEEP_ALIVE_MS };
const HANDSHAKE = '{"protocol":"json","version":1}';

const origin = (app: FastifyInstance) => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

/** the logged-in player behind `token` on `instance` */
const idOf = async (instance: FastifyInstance, token: string) => (await instance.sessions.resolve(token))!.userId;

describe('real-time hub /hub/frnotify', () => {
  const config = { ...testConfig(), hub };
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = origin(app);
  });
  afterAll(async () => {
    // the shutdown test may have closed it already
    if (app.server.listening) await app.close();
  });

  const notify = (customerId: number, title = 'Trial bonus credited') =>
    app.notifications.notify(customerId, {
      type: NotificationType.Bonus,
      title,
      note: 'A trial bonus of {amount} has been added to your balance.',
      params: { amount: { money: 1250 } },
    });

  describe('with the official SignalR client (skipNegotiation, WebSockets)', () => {
    it('completes the handshake and stays connected across server pings', async () => {
      const { auth } = await register(app);
      const client = await connectOfficial(url, auth.token);
      expect(client.connection.state).toBe(HubConnectionState.Connected);
      // the client gives up after serverTimeout without traffic: shorten it so only pings keep it up
      client.connection.serverTimeoutInMilliseconds = 4 * KEEP_ALIVE_MS;
      await new Promise((resolve) => setTimeout(resolve, 8 * KEEP_ALIVE_MS));
      expect(client.connection.state).toBe(HubConnectionState.Connected);
      await client.connection.stop();
    });

    it("delivers notify() to that player's connections only, each in its own language", async () => {
      const a = await register(app);
      const b = await register(app);
      const [aEn, aTr, bEn] = await Promise.all([
        connectOfficial(url, a.auth.token, { locale: 'en' }),
        // the browser cannot set x-locale on a WebSocket: it names the language in the query
        connectOfficial(url, a.auth.token, { locale: 'en', query: '&locale=tr' }),
        connectOfficial(url, b.auth.token),
      ]);
      const aId = await idOf(app, a.auth.token);
      const bId = await idOf(app, b.auth.token);

      await notify(aId);
      const en = await aEn.messages.next();
      const tr = await aTr.messages.next();
      expect(en.command).toBe('Notification');
      expect(tr.command).toBe('Notification');
      const enItem = JSON.parse(en.message) as NotificationItem;
      const trItem = JSON.parse(tr.message) as NotificationItem;
      expect(enItem).toEqual({
        id: expect.any(Number),
        title: 'Trial bonus credited',
        note: 'A trial bonus of ₺12.50 has been added to your balance.',
        type: NotificationType.Bonus,
        timeStamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/),
        isRead: false,
      });
      expect(trItem).toEqual({ ...enItem, title: 'Deneme bonusu yüklendi', note: '₺12,50 tutarındaki deneme bonusu bakiyenize eklendi.' });
      // the pushed item is the one the list returns
      const list = await app.inject({
        method: 'POST',
        url: '/api/customer/notification',
        payload: { skip: 0, take: 1 },
        headers: { ...a.headers, 'x-locale': 'en' },
      });
      expect(list.json().data[0]).toEqual(enItem);

      // B's first message is B's own: A's never reached B's connection
      await notify(bId, 'Welcome to Arena');
      expect(JSON.parse((await bEn.messages.next()).message)).toMatchObject({ title: 'Welcome to Arena' });
      await Promise.all([aEn, aTr, bEn].map(({ connection }) => connection.stop()));
    });

    it('pushes the Notification when the trial bonus is granted, and no Balance: it is bonus money, not cash', async () => {
      const { auth, body, headers } = await register(app);
      await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone: body.phone }, headers });
      const code = await lastCode(app, body.phone);
      await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 2, phone: body.phone, code }, headers });
      const client = await connectOfficial(url, auth.token, { locale: 'tr' });

      const claimed = await app.inject({ method: 'GET', url: '/api/bonus/definetrialbonus', headers });
      expect(claimed.json()).toMatchObject({ success: true, data: { amount: SEED_TRIAL_BONUS_AMOUNT, balance: 0 } });
      // the wallet pushes a Balance only when cash changes: the first message is the bonus's notification
      const notification = await client.messages.next();
      expect(notification.command).toBe('Notification');
      expect(JSON.parse(notification.message)).toMatchObject({
        title: 'Bonus yüklendi',
        note: '₺50,00 tutarında bir bonus, bonus bakiyenize eklendi: 50 ₺ deneme bonusu.',
        type: NotificationType.Bonus,
        isRead: false,
      });
      await client.connection.stop();
    });

    it('is refused for a token that is unknown or missing', async () => {
      await expect(connectOfficial(url, 'not-a-session')).rejects.toThrow();
      await expect(connectOfficial(url, '')).rejects.toThrow();
    });

    it('is closed when the player logs out, and the token is refused afterwards', async () => {
      const { auth, headers } = await register(app);
      const client = await connectOfficial(url, auth.token);
      expect((await app.inject({ method: 'GET', url: '/api/auth/logout', headers })).statusCode).toBe(200);
      const error = await client.closed;
      expect(error?.message).toBe('Server returned an error on close: Your session has ended. Please log in again.');
      expect(client.connection.state).toBe(HubConnectionState.Disconnected);
      await expect(connectRaw(url, { token: auth.token })).rejects.toMatchObject({ statusCode: 401 });
    });

    it('is closed when a password change on another device revokes its session', async () => {
      const { auth, body, headers } = await register(app);
      const other = await connectOfficial(url, auth.token);
      // a password change on a second device revokes this one's session and tells the hub at once
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: body.username, password: body.password } });
      const second = bearer(login.json().data.token);
      const changed = await app.inject({
        method: 'POST',
        url: '/api/customer/changepassword',
        payload: { oldPassword: body.password, password: 'Arena-secret-2', confirmPassword: 'Arena-secret-2' },
        headers: second,
      });
      expect(changed.json().success).toBe(true);
      expect((await other.closed)?.message).toMatch(/session has ended/);
      expect((await app.inject({ method: 'GET', url: '/api/user/balance', headers })).statusCode).toBe(401);
    });
  });

  describe('protocol', () => {
    let token: string;
    beforeAll(async () => {
      token = (await register(app)).auth.token;
    });

    it('answers 401 JSON before the upgrade for a missing, unknown or ended token', async () => {
      await expect(connectRaw(url)).rejects.toMatchObject({ statusCode: 401 });
      await expect(connectRaw(url, { token: 'unknown' })).rejects.toMatchObject({ statusCode: 401 });
      await expect(connectRaw(url, { query: '?access_token=unknown' })).rejects.toMatchObject({ statusCode: 401 });
    });

    const hubTicket = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/hubticket', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data.ticket as string;
    };
    const withTicket = (ticket: string) => ({ query: `?fingerprint=x&access_token=${encodeURIComponent(ticket)}` });

    it('a browser connects with a hub ticket as ?access_token=, and the ticket opens one connection only', async () => {
      const ticket = await hubTicket();
      const client = await connectRaw(url, withTicket(ticket));
      client.send(HANDSHAKE);
      expect(await client.records.next()).toBe('{}');
      await expect(connectRaw(url, withTicket(ticket))).rejects.toMatchObject({ statusCode: 401 });
      // the connection it opened lives on: the hub checks the session, not the ticket
      await new Promise((resolve) => setTimeout(resolve, 3 * KEEP_ALIVE_MS));
      expect(client.socket.readyState).toBe(client.socket.OPEN);
      client.socket.close();
    });

    it('refuses the session token itself as ?access_token= (a URL must never carry it)', async () => {
      await expect(connectRaw(url, withTicket(token))).rejects.toMatchObject({ statusCode: 401 });
    });

    it('gives no hub ticket without a live session', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/auth/hubticket' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/auth/hubticket', headers: bearer('unknown') })).statusCode).toBe(401);
    });

    it('replies {} to the handshake, pings every keep-alive interval and answers pings', async () => {
      const client = await connectRaw(url, { token });
      // a handshake split over two frames is still one record
      client.socket.send(HANDSHAKE.slice(0, 10));
      client.socket.send(HANDSHAKE.slice(10) + '\u001e');
      expect(await client.records.next()).toBe('{}');
      expect(await client.records.next(4 * KEEP_ALIVE_MS)).toBe('{"type":6}');
      // an unknown method with an invocation id gets an error completion; the ping after it is answered
      // in the same turn, so no timer ping can come between them
      client.send('{"type":1,"invocationId":"7","target":"Echo","arguments":[]}', '{"type":6}');
      let record = await client.records.next();
      while (record === '{"type":6}') record = await client.records.next();
      expect(JSON.parse(record)).toEqual({ type: 3, invocationId: '7', error: "Unknown hub method 'Echo'." });
      expect(await client.records.next()).toBe('{"type":6}');
      client.send('{"type":7}');
      expect(await client.closed).toBeGreaterThan(0);
    });

    it.each([
      ['an unsupported protocol', '{"protocol":"messagepack","version":1}', "The protocol 'messagepack' is not supported."],
      ['an unsupported version', '{"protocol":"json","version":2}', "The server does not support version 2 of the 'json' protocol."],
      ['a handshake that is not JSON', '{"protocol":', 'The handshake request is not valid JSON.'],
      ['a handshake without a protocol', '{}', 'The handshake request must name a protocol and a version.'],
    ])('answers %s with a handshake error and closes', async (_name, handshake, error) => {
      const client = await connectRaw(url, { token });
      client.send(handshake);
      expect(JSON.parse(await client.records.next())).toEqual({ error });
      await client.closed;
    });

    it('closes with an error on a message that is not a hub message, or binary', async () => {
      for (const bad of ['not json', '[1,2]']) {
        const client = await connectRaw(url, { token });
        client.send(HANDSHAKE, bad);
        expect(await client.records.next()).toBe('{}');
        expect(JSON.parse(await client.records.next())).toEqual({ type: 7, error: 'The message is not a valid hub message.' });
        await client.closed;
      }
      const binary = await connectRaw(url, { token });
      binary.send(HANDSHAKE);
      await binary.records.next();
      binary.socket.send(Buffer.from('{"type":6}\u001e'));
      expect(JSON.parse(await binary.records.next())).toEqual({ type: 7, error: 'Binary messages are not part of the json protocol.' });
      await binary.closed;
    });

    it('has no HTTP transport: plain GET and negotiate are JSON 404s', async () => {
      const get = await app.inject({ method: 'GET', url: '/hub/frnotify', headers: { 'x-locale': 'en' } });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ success: false, message: 'The requested resource was not found.' });
      const negotiate = await app.inject({ method: 'POST', url: '/hub/frnotify/negotiate?negotiateVersion=1', headers: { 'x-locale': 'en' } });
      expect(negotiate.statusCode).toBe(404);
      expect(negotiate.json()).toEqual({ success: false, message: 'The requested resource was not found.' });
    });
  });

  if (process.env.REDIS_URL) {
    describe('two instances sharing Redis', () => {
      let other: FastifyInstance;
      let otherUrl: string;

      beforeAll(async () => {
        // instances of one site share its database; PGlite is one process per database, so there the
        // second instance gets a database of its own
        const database = config.database.kind === 'postgres' ? { ...config.database, dropOnClose: false } : config.database;
        other = await buildApp({ ...config, database });
        await other.listen({ port: 0, host: '127.0.0.1' });
        otherUrl = origin(other);
      });
      afterAll(async () => {
        await other.close();
      });

      it('a notify() on instance A reaches the player connected to instance B', async () => {
        const { auth } = await register(other);
        const id = await idOf(other, auth.token);
        // A stores the row: on separate PGlite databases A needs a player with that id of its own
        while (!(await createUserRepository(app.db).exists(id))) await register(app);
        const client = await connectOfficial(otherUrl, auth.token);
        await notify(id, 'Welcome to Arena');
        const message = await client.messages.next();
        expect(message.command).toBe('Notification');
        expect(JSON.parse(message.message)).toMatchObject({ title: 'Welcome to Arena', type: NotificationType.Bonus });
        await client.connection.stop();
      });

      if (config.database.kind === 'postgres') {
        it('a logout on instance A closes the connection held by instance B', async () => {
          const { auth, headers } = await register(app);
          const client = await connectOfficial(otherUrl, auth.token);
          await app.inject({ method: 'GET', url: '/api/auth/logout', headers });
          expect((await client.closed)?.message).toMatch(/session has ended/);
        });
      }
    });
  } else {
    it('delivers through this process when REDIS_URL is not set', async () => {
      expect(config.redisUrl).toBeNull();
      const { auth } = await register(app);
      const client = await connectOfficial(url, auth.token);
      await notify(await idOf(app, auth.token), 'Welcome to Arena');
      expect(JSON.parse((await client.messages.next()).message)).toMatchObject({ title: 'Welcome to Arena' });
      await client.connection.stop();
    });
  }

  it('sends every client a Close message and closes when the server shuts down', async () => {
    const { auth } = await register(app);
    const client = await connectRaw(url, { token: auth.token });
    client.send(HANDSHAKE);
    expect(await client.records.next()).toBe('{}');
    await app.close();
    let record = await client.records.next();
    while (record === '{"type":6}') record = await client.records.next();
    expect(JSON.parse(record)).toEqual({ type: 7, allowReconnect: true });
    expect(await client.closed).toBe(1001);
  });
});
