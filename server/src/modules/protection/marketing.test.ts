// The marketing sender reaches only the players marketing may reach: not a player in a time-out,
// self-excluded, with a closed account or opted out; a retried send (same key) reaches nobody twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { fundedPlayer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { MARKETING_NOTE } from './marketing';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ redisUrl: null });
});
afterAll(async () => {
  await app.close();
});

const titles = async (userId: number) => (await app.notifications.page(userId, 'en', 0, 50)).map(({ title }) => title);
/** a player who went through a protection call with their password (time-out, self-exclusion, closure) */
async function barred(path: string, body: object) {
  const { body: registration, auth, headers } = await register(app);
  const userId = (await app.sessions.resolve(auth.token))!.userId;
  const res = await app.inject({ method: 'POST', url: `/api/protection/${path}`, headers, payload: { ...body, password: registration.password } });
  expect(res.json()).toMatchObject({ success: true });
  return userId;
}

it('notifies the players marketing may reach, once per send key', async () => {
  const reachable = (await fundedPlayer(app, 0)).userId;
  const optedOut = (await fundedPlayer(app, 0)).userId;
  await app.marketing.setOptOut(optedOut, true);
  const timedOut = await barred('time-out', { days: 1 });
  const excluded = await barred('self-exclusion', { months: 6 });
  const closed = await barred('close-account', { reason: 'not_enjoying' });

  const key = `promo-${randomUUID()}`;
  const first = await app.marketing.send({ key, promotion: 'Weekend reload' });
  expect(first.sent).toBeGreaterThanOrEqual(1);
  expect(await titles(reachable)).toContain(MARKETING_NOTE.title);
  const [note] = await app.notifications.page(reachable, 'tr', 0, 1);
  expect(note).toMatchObject({ title: 'Size özel yeni bir promosyon', note: 'Weekend reload promosyonlar sayfasında sizi bekliyor.' });
  for (const userId of [optedOut, timedOut, excluded, closed]) expect(await titles(userId)).not.toContain(MARKETING_NOTE.title);

  // the retry reaches nobody again; a player who opts back in is reached by the next promotion
  const again = await app.marketing.send({ key, promotion: 'Weekend reload' });
  expect(again.sent).toBe(0);
  expect((await titles(reachable)).filter((title) => title === MARKETING_NOTE.title)).toHaveLength(1);
  await app.marketing.setOptOut(optedOut, false);
  await app.marketing.send({ key: `promo-${randomUUID()}`, promotion: 'Cup final' });
  expect(await titles(optedOut)).toContain(MARKETING_NOTE.title);
});
