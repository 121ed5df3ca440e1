import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app';
import { popups } from './schema';

describe('GET /api/cms/popup', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const popup = async () => (await app.inject({ method: 'GET', url: '/api/cms/popup' })).json();

  it('answers data null while no campaign runs', async () => {
    expect(await popup()).toEqual({ success: true, message: '', data: null });
  });

  it('serves the newest running campaign with its three images and a content hash', async () => {
    const hour = 3_600_000;
    await app.db.insert(popups).values([
      { url: '/promotions', image: '/a.webp', imageXl: '/a-xl.webp', imageLg: '/a-lg.webp', startsAt: new Date(Date.now() - 2 * hour) },
      {
        url: null,
        image: '/old.webp',
        imageXl: '/old-xl.webp',
        imageLg: '/old-lg.webp',
        startsAt: new Date(Date.now() - 5 * hour),
        endsAt: new Date(Date.now() - hour),
      },
      { url: '/x', image: '/off.webp', imageXl: '/off-xl.webp', imageLg: '/off-lg.webp', status: false },
    ]);
    const body = await popup();
    expect(body.data).toMatchObject({ url: '/promotions', images: ['/a.webp', '/a-xl.webp', '/a-lg.webp'] });
    expect(body.data.hash).toMatch(/^[0-9a-f]{16}$/);
    expect((await popup()).data.hash).toBe(body.data.hash);
  });
});
