import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { NotificationType, type NotificationItem } from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('notifications', () => {
  let app: FastifyInstance;
  const clock = manualClock(Date.parse('2026-11-05T09:30:00.000Z'));

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (headers: Record<string, string>, payload: object = { skip: 0, take: 100 }, locale = 'en') =>
    app.inject({ method: 'POST', url: '/api/customer/notification', payload, headers: { ...headers, 'x-locale': locale } });
  const items = async (headers: Record<string, string>, payload?: object, locale?: string) =>
    (await list(headers, payload, locale)).json().data as NotificationItem[];
  const read = (headers: Record<string, string>, id: number[]) =>
    app.inject({ method: 'POST', url: '/api/customer/readnotification', payload: { id }, headers: { ...headers, 'x-locale': 'en' } });
  const idOf = async (token: string) => (await app.sessions.resolve(token))!.userId;
  /** `count` notifications one minute apart, titled n1 … n<count> (free text, not translation keys) */
  const notifyMany = async (customerId: number, count: number) => {
    for (let n = 1; n <= count; n += 1) {
      clock.advance(60_000);
      await app.notifications.notify(customerId, { type: NotificationType.System, title: `n${n}`, note: `note ${n}` });
    }
  };

  describe('POST /api/customer/notification', () => {
    it('welcomes a new player, in the language of the request, with a UTC time stamp without Z', async () => {
      const { headers } = await register(app);
      const expected = {
        id: expect.any(Number),
        type: NotificationType.System,
        timeStamp: '2026-11-05T09:30:00.000',
        isRead: false,
      };
      expect((await list(headers)).json()).toEqual({
        success: true,
        message: '',
        data: [{ ...expected, title: 'Welcome to Arena', note: 'Your account is ready. Good luck, and please play responsibly.' }],
      });
      expect(await items(headers, undefined, 'tr')).toEqual([
        { ...expected, title: "Arena'ya hoş geldiniz", note: 'Hesabınız hazır. Bol şans, lütfen sorumlu oynayın.' },
      ]);
    });

    it('lists newest first and pages with skip and take', async () => {
      const { auth, headers } = await register(app);
      await notifyMany(await idOf(auth.token), 5);
      const all = await items(headers);
      expect(all.map(({ title }) => title)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1', 'Welcome to Arena']);
      expect(all[0].timeStamp > all[1].timeStamp).toBe(true);
      expect((await items(headers, { skip: 0, take: 2 })).map(({ title }) => title)).toEqual(['n5', 'n4']);
      expect((await items(headers, { skip: 2, take: 2 })).map(({ title }) => title)).toEqual(['n3', 'n2']);
      expect((await items(headers, { skip: 5, take: 100 })).map(({ title }) => title)).toEqual(['Welcome to Arena']);
      expect(await items(headers, { skip: 6, take: 100 })).toEqual([]);
      // an offset larger than PostgreSQL's bigint is the end of the list too, not a database error
      expect((await list(headers, { skip: 1e20, take: 1 })).json()).toEqual({ success: true, message: '', data: [] });
    });

    it('shows a player only their own notifications', async () => {
      const a = await register(app);
      const b = await register(app);
      await notifyMany(await idOf(a.auth.token), 2);
      const ids = (await items(b.headers)).map(({ title }) => title);
      expect(ids).toEqual(['Welcome to Arena']);
    });

    it("formats money params in the reader's locale", async () => {
      const { auth, headers } = await register(app);
      await app.notifications.notify(await idOf(auth.token), {
        type: NotificationType.Bonus,
        title: 'Trial bonus credited',
        note: 'A trial bonus of {amount} has been added to your balance.',
        params: { amount: { money: 123456789 } },
      });
      expect((await items(headers, { skip: 0, take: 1 }))[0]).toMatchObject({
        type: NotificationType.Bonus,
        title: 'Trial bonus credited',
        note: 'A trial bonus of ₺1,234,567.89 has been added to your balance.',
      });
      expect((await items(headers, { skip: 0, take: 1 }, 'tr'))[0]).toMatchObject({
        title: 'Deneme bonusu yüklendi',
        note: '₺1.234.567,89 tutarındaki deneme bonusu bakiyenize eklendi.',
      });
    });
  });

  describe('POST /api/customer/readnotification', () => {
    it("marks the caller's own notifications read", async () => {
      const { auth, headers } = await register(app);
      await notifyMany(await idOf(auth.token), 3);
      const [n3, n2] = await items(headers);
      expect((await read(headers, [n3.id, n2.id])).json()).toEqual({ success: true, message: '' });
      expect((await items(headers)).map(({ title, isRead }) => [title, isRead])).toEqual([
        ['n3', true],
        ['n2', true],
        ['n1', false],
        ['Welcome to Arena', false],
      ]);
      // reading again changes nothing and still succeeds
      expect((await read(headers, [n3.id])).json().success).toBe(true);
    });

    it("ignores another player's ids and unknown ids silently, leaving them unread", async () => {
      const owner = await register(app);
      const intruder = await register(app);
      const [welcome] = await items(owner.headers);
      const [own] = await items(intruder.headers);
      const res = await read(intruder.headers, [welcome.id, own.id, 999_999_999, 1e20]);
      // the same reply as for an id of one's own: nothing tells whether the foreign one exists
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '' });
      expect((await items(owner.headers))[0]).toMatchObject({ id: welcome.id, isRead: false });
      expect((await items(intruder.headers))[0]).toMatchObject({ id: own.id, isRead: true });
    });
  });

  describe('needs a logged-in player', () => {
    it.each([
      ['/api/customer/notification', { skip: 0, take: 100 }],
      ['/api/customer/readnotification', { id: [1] }],
    ])('%s answers 401 without a token, with an unknown one and after logout', async (url, payload) => {
      const { headers } = await register(app);
      await app.inject({ method: 'GET', url: '/api/auth/logout', headers });
      for (const auth of [{}, bearer('unknown'), headers]) {
        const res = await app.inject({ method: 'POST', url, payload, headers: { ...auth, 'x-locale': 'en' } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Your session has ended. Please log in again.' });
      }
      // the session is checked before the body: a logged-out caller learns nothing about its input
      expect((await app.inject({ method: 'POST', url, payload: { bad: true } })).statusCode).toBe(401);
    });
  });

  describe('bad input answers 400 with a translated message', () => {
    let headers: Record<string, string>;
    beforeAll(async () => {
      ({ headers } = await register(app));
    });

    const cases: [string, string, InjectOptions['payload'], string][] = [
      ['notification', 'no body', undefined, 'skip is required.'],
      ['notification', 'take missing', { skip: 0 }, 'take is required.'],
      ['notification', 'skip negative', { skip: -1, take: 10 }, 'skip is too small.'],
      ['notification', 'skip a fraction', { skip: 1.5, take: 10 }, 'skip must be an integer.'],
      ['notification', 'skip a string', { skip: '0', take: 10 }, 'skip must be an integer.'],
      ['notification', 'skip null', { skip: null, take: 10 }, 'skip must be an integer.'],
      ['notification', 'take zero', { skip: 0, take: 0 }, 'take is too small.'],
      ['notification', 'take over the page size', { skip: 0, take: 101 }, 'take is too large.'],
      ['notification', 'take a string', { skip: 0, take: '100' }, 'take must be an integer.'],
      ['notification', 'an unknown field', { skip: 0, take: 10, all: true }, 'Unknown field: all.'],
      ['notification', 'an array body', [0, 100], 'The request body must be a JSON object.'],
      ['notification', 'malformed JSON', '{"skip":0,', 'The request body is not valid JSON.'],
      ['readnotification', 'no body', undefined, 'id is required.'],
      ['readnotification', 'id not an array', { id: 5 }, 'id must be an array.'],
      ['readnotification', 'id empty', { id: [] }, 'id is too short.'],
      ['readnotification', 'id too long', { id: Array.from({ length: 101 }, (_, i) => i + 1) }, 'id is too long.'],
      ['readnotification', 'id zero', { id: [0] }, 'id.0 is too small.'],
      ['readnotification', 'id a fraction', { id: [1, 2.5] }, 'id.1 must be an integer.'],
      ['readnotification', 'id a string', { id: ['1'] }, 'id.0 must be an integer.'],
      ['readnotification', 'id repeated', { id: [3, 3] }, 'id has an invalid value.'],
      ['readnotification', 'id null', { id: null }, 'id must be an array.'],
      ['readnotification', 'an unknown field', { id: [1], all: true }, 'Unknown field: all.'],
      ['readnotification', 'a JSON null body', 'null', 'The request body must be a JSON object.'],
    ];

    it.each(cases)('%s: %s', async (route, _name, payload, message) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/customer/${route}`,
        payload,
        headers: { ...headers, ...(typeof payload === 'string' || payload === undefined ? JSON_HEADERS : {}), 'x-locale': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it('answers in Turkish by default', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/customer/notification', payload: { skip: 0, take: 101 }, headers });
      expect(res.json()).toEqual({ success: false, message: 'take alanı çok büyük.' });
    });
  });
});
