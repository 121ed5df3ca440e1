import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { CasinoCategory, CasinoGamesReply, CasinoGamesRequest } from '@arena/contracts';
import { buildTestApp } from '../../testing/test-app';

const PROVIDERS = ['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain'];

describe('casino routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const games = async (payload: Partial<CasinoGamesRequest>) => {
    const res = await app.inject({ method: 'POST', url: '/api/casino/games', payload });
    expect(res.statusCode).toBe(200);
    return res.json<{ success: boolean; data: CasinoGamesReply }>().data;
  };

  it('GET /api/casino/categorylist returns lobby categories and live filters with their games', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/casino/categorylist' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json<{ success: boolean; data: CasinoCategory[] }>();
    expect(success).toBe(true);
    const names = data.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['Live Roulette', 'Live Blackjack', 'Live Poker', 'Live Baccarat', 'Live Dealer']));
    const slugs = new Set(data.flatMap(({ slugList }) => slugList));
    expect([...slugs].sort()).toEqual(['bingo', 'games', 'live', 'slot', 'tvbets']);
    for (const category of data) {
      expect(category.games.length).toBeGreaterThan(0);
      for (const game of category.games) {
        expect(Object.keys(game).sort()).toEqual(['gameCode', 'image', 'mainProviderId', 'name', 'productId', 'providerName', 'system']);
      }
    }
    const providers = new Set(data.flatMap(({ games: list }) => list.map(({ providerName }) => providerName)));
    expect([...providers].sort()).toEqual([...PROVIDERS].sort());
  });

  describe('POST /api/casino/games', () => {
    it('pages through the whole catalogue', async () => {
      const first = await games({ skip: 0, take: 50 });
      expect(first.total).toBeGreaterThanOrEqual(60);
      expect(first.games).toHaveLength(50);
      const rest = await games({ skip: 50, take: 100 });
      expect(rest.games).toHaveLength(first.total - 50);
      const codes = new Set([...first.games, ...rest.games].map(({ gameCode }) => gameCode));
      expect(codes.size).toBe(first.total);
    });

    it('finds Aviator by Spribe through Hub88 (quick search: take 5)', async () => {
      const { games: found, total } = await games({ search: 'avia', skip: 0, take: 5 });
      expect(total).toBe(1);
      expect(found[0]).toMatchObject({ name: 'Aviator', providerName: 'Hub88', system: 'spribe' });
    });

    it('treats LIKE wildcards in the search text literally', async () => {
      expect((await games({ search: '%', skip: 0, take: 5 })).total).toBe(0);
      expect((await games({ search: '_', skip: 0, take: 5 })).total).toBe(0);
    });

    it('filters by live flag', async () => {
      const live = await games({ live: true, skip: 0, take: 100 });
      expect(live.total).toBeGreaterThan(10);
      const notLive = await games({ live: false, skip: 0, take: 100 });
      expect(live.total + notLive.total).toBe((await games({ skip: 0, take: 1 })).total);
      expect(live.games.map(({ name }) => name)).toContain('Lightning Roulette');
      expect(notLive.games.map(({ name }) => name)).not.toContain('Lightning Roulette');
    });

    it('filters by lobby slug or by category name', async () => {
      const tv = await games({ systemCategory: 'tvbets', skip: 0, take: 100 });
      expect(tv.total).toBeGreaterThan(0);
      expect(tv.games.every(({ system }) => system === 'tvbet')).toBe(true);
      const roulette = await games({ systemCategory: 'Live Roulette', skip: 0, take: 100 });
      expect(roulette.games.map(({ name }) => name)).toEqual(expect.arrayContaining(['Lightning Roulette', 'Türkçe Rulet']));
      expect(roulette.games.some(({ name }) => name.includes('Blackjack'))).toBe(false);
      const slotSearch = await games({ systemCategory: 'slot', search: 'hot', skip: 0, take: 100 });
      expect(slotSearch.games.length).toBeGreaterThan(3);
      expect(slotSearch.games.every(({ name }) => /hot/i.test(name))).toBe(true);
      expect(await games({ systemCategory: 'nope', skip: 0, take: 5 })).toEqual({ games: [], total: 0 });
    });

    it.each([
      ['tr', { skip: 0 }, 'take alanı zorunludur.'],
      ['en', { skip: 0 }, 'take is required.'],
      ['en', { skip: 0, take: 0 }, 'take is too small.'],
      ['en', { skip: 0, take: 101 }, 'take is too large.'],
      ['tr', { skip: -1, take: 5 }, 'skip alanı çok küçük.'],
      ['en', { skip: '0', take: 5 }, 'skip must be an integer.'],
      ['en', { skip: 0, take: 5.5 }, 'take must be an integer.'],
      ['en', { skip: 0, take: 5, live: 'yes' }, 'live must be a boolean.'],
      ['en', { skip: 0, take: 5, search: 42 }, 'search must be a string.'],
      ['tr', { skip: 0, take: 5, category: 'slot' }, 'Bilinmeyen alan: category.'],
      ['en', { skip: 0, take: 5, category: 'slot' }, 'Unknown field: category.'],
    ])('rejects bad input (%s, %j)', async (locale, payload, message) => {
      const res = await app.inject({ method: 'POST', url: '/api/casino/games', payload, headers: { 'x-locale': locale } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });
});
