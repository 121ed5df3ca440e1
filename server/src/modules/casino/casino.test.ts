import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import type { CasinoCategory, CasinoFavorites, CasinoGamesReply, CasinoGamesRequest, CasinoProvider } from '@arena/contracts';
import { ORIGINALS_GAMES } from '@arena/contracts';
import { SERVER_ROOT } from '../../server-root';
import { register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { generatedArt } from './game-art';
import { findGameGenre, GAME_GENRES } from './game-genre';
import { casinoGames, casinoGameSettings } from './schema';
import { SEED_GAMES, seedCasino } from './seed';

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

    it("finds Arena Originals' crash game by its own name through Hub88 (the header's quick search: take 5)", async () => {
      const { games: found, total } = await games({ search: 'Arena Jet', skip: 0, take: 5 });
      expect(total).toBe(1);
      expect(found[0]).toEqual({
        gameCode: 'aviator',
        name: 'Arena Jet',
        providerName: 'Hub88',
        mainProviderId: 2,
        system: 'arena',
        productId: 199,
        image: '/media/games/aviator.svg',
      });
    });

    it('lists every Arena Originals game, each first in its lobby', async () => {
      const ours = await games({ system: 'arena', skip: 0, take: 100 });
      expect(ours.games.map(({ gameCode }) => gameCode).sort()).toEqual([...ORIGINALS_GAMES].sort());
      // Popular is a tab of both the slot and the games lobby: its Originals lead both
      const popular = ['aviator', 'sultan', 'bosphorus'];
      const lobbies: Record<string, string[]> = {
        slot: popular,
        games: [...popular, 'dice', 'limbo', 'plinko', 'roulette', 'blackjack'],
        live: ['auto-roulette'],
        bingo: ['bingo'],
        tvbets: ['wheel'],
      };
      for (const [lobby, codes] of Object.entries(lobbies)) {
        const first = await games({ systemCategory: lobby, skip: 0, take: codes.length });
        expect(first.games.map(({ gameCode }) => gameCode).sort()).toEqual([...codes].sort());
      }
      expect((await games({ systemCategory: 'Popular', skip: 0, take: 1 })).games[0].gameCode).toBe('aviator');
      expect((await games({ systemCategory: 'Crash', skip: 0, take: 1 })).games[0].gameCode).toBe('aviator');
      expect((await games({ systemCategory: 'Live Roulette', skip: 0, take: 1 })).games[0].gameCode).toBe('auto-roulette');
      expect((await games({ systemCategory: 'New', skip: 0, take: 100 })).games.map(({ gameCode }) => gameCode)).toEqual(
        expect.arrayContaining(['sultan', 'bosphorus']),
      );
    });

    it('pages in a stable order: small pages add up to the whole lobby, each game once', async () => {
      const whole = await games({ systemCategory: 'slot', skip: 0, take: 100 });
      const paged = [];
      for (let skip = 0; skip < whole.total; skip += 7) paged.push(...(await games({ systemCategory: 'slot', skip, take: 7 })).games);
      expect(paged).toEqual(whole.games);
    });

    it('filters by studio, alone and with a lobby and a search', async () => {
      const netent = await games({ system: 'netent', skip: 0, take: 100 });
      expect(netent.total).toBe(4);
      expect(netent.games.every(({ system }) => system === 'netent')).toBe(true);
      const liveEvolution = await games({ system: 'evolution', systemCategory: 'Live Roulette', search: 'roul', skip: 0, take: 100 });
      expect(liveEvolution.games.map(({ name }) => name).sort()).toEqual(['Auto-Roulette', 'Immersive Roulette', 'Lightning Roulette']);
      expect(await games({ system: 'nobody', skip: 0, take: 5 })).toEqual({ games: [], total: 0 });
    });

    it('gives every game an image', async () => {
      const all = await games({ skip: 0, take: 100 });
      expect(all.games.every(({ gameCode, image }) => image === `/media/games/${gameCode}.svg`)).toBe(true);
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
      expect(tv.games.every(({ system }) => system === 'tvbet' || system === 'arena')).toBe(true);
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

  describe('GET /api/casino/providers', () => {
    const providers = async (query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/casino/providers${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: CasinoProvider[] }>().data;
    };

    it("names a lobby's studios with their game counts, ours first", async () => {
      const slot = await providers('?systemCategory=slot');
      expect(slot[0]).toEqual({ system: 'arena', name: 'Arena Originals', games: 3 });
      expect(slot).toEqual(
        expect.arrayContaining([
          { system: 'pragmaticplay', name: 'Pragmatic Play', games: 7 },
          { system: 'netent', name: 'NetEnt', games: 4 },
        ]),
      );
      expect(slot.reduce((sum, { games: n }) => sum + n, 0)).toBe((await games({ systemCategory: 'slot', skip: 0, take: 1 })).total);
      for (const { system, games: n } of slot) expect((await games({ systemCategory: 'slot', system, skip: 0, take: 1 })).total).toBe(n);
      expect((await providers('?systemCategory=live')).map(({ name }) => name).sort()).toEqual(['Arena Originals', 'Evolution', 'Pragmatic Play Live']);
    });

    it('lists every studio without a lobby, and none for an unknown one', async () => {
      const all = await providers();
      expect(all.reduce((sum, { games: n }) => sum + n, 0)).toBe((await games({ skip: 0, take: 1 })).total);
      expect(all.every(({ name, system }) => name !== system || system === 'unknown')).toBe(true);
      expect(await providers('?systemCategory=nope')).toEqual([]);
    });

    it('rejects unknown query fields', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/casino/providers?lobby=slot', headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Unknown field: lobby.' });
    });
  });

  describe('favourites', () => {
    const toggle = (headers: Record<string, string>, code: string, locale = 'en') =>
      app.inject({ method: 'POST', url: '/api/casino/togglefavorite', payload: { code, providerId: 2 }, headers: { ...headers, 'x-locale': locale } });
    const favorites = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/api/casino/favorites', headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: CasinoFavorites }>().data;
    };

    it("toggles a game in and out of the player's favourites, newest first, per player", async () => {
      const { headers } = await register(app);
      const other = await register(app);
      expect(await favorites(headers)).toEqual({ codes: [], games: [] });
      for (const code of ['dice', 'hub88_playngo_book_of_dead', 'aviator'])
        expect((await toggle(headers, code)).json()).toMatchObject({ success: true, data: { favorite: true } });
      const listed = await favorites(headers);
      expect(listed.codes).toEqual(['aviator', 'hub88_playngo_book_of_dead', 'dice']);
      expect(listed.games[1]).toMatchObject({
        gameCode: 'hub88_playngo_book_of_dead',
        name: 'Book of Dead',
        system: 'playngo',
        image: '/media/games/hub88_playngo_book_of_dead.svg',
      });
      expect((await toggle(headers, 'hub88_playngo_book_of_dead')).json().data).toEqual({ favorite: false });
      expect((await favorites(headers)).codes).toEqual(['aviator', 'dice']);
      expect((await favorites(other.headers)).codes).toEqual([]);
    });

    it('leaves out a game an operator disabled, with the art an operator set, and shows it again once enabled', async () => {
      const { headers } = await register(app);
      for (const code of ['dice', 'aviator']) await toggle(headers, code);
      await app.db.insert(casinoGameSettings).values({ gameCode: 'aviator', enabled: false });
      await app.db.insert(casinoGameSettings).values({ gameCode: 'dice', image: '/media/operator/dice.png' });
      try {
        const listed = await favorites(headers);
        expect(listed.codes).toEqual(['dice']);
        expect(listed.games[0].image).toBe('/media/operator/dice.png');
        await app.db.update(casinoGameSettings).set({ enabled: true }).where(eq(casinoGameSettings.gameCode, 'aviator'));
        expect((await favorites(headers)).codes).toEqual(['aviator', 'dice']);
      } finally {
        await app.db.delete(casinoGameSettings);
      }
    });

    it("answers 404 for a game not in the catalogue, in the player's language", async () => {
      const { headers } = await register(app);
      const en = await toggle(headers, 'no_such_game');
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({ success: false, message: 'This game is not in the catalogue.' });
      expect((await toggle(headers, 'no_such_game', 'tr')).json().message).toBe('Bu oyun katalogda bulunmuyor.');
    });

    it('needs a session', async () => {
      expect((await toggle({}, 'dice')).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/casino/favorites' })).statusCode).toBe(401);
    });
  });

  describe('GET /media/games/<gameCode>.svg', () => {
    it('serves card art for every seeded game, cached and revalidated by ETag', async () => {
      for (const { game } of SEED_GAMES) {
        const res = await app.inject({ method: 'GET', url: game.image });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
        // a supplier's game in a sandboxed frame (an opaque origin) and a phone's lobby load it alike
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
        // a generated cover is set in a sans-serif: no serif face anywhere
        if (game.system !== 'arena') expect(res.body).not.toMatch(/(?<!sans-)serif/);
        expect(res.body.length).toBeLessThan(game.system === 'arena' ? 6144 : 4096);
        const again = await app.inject({ method: 'GET', url: game.image, headers: { 'if-none-match': res.headers.etag as string } });
        expect(again.statusCode).toBe(304);
      }
    });

    it("serves our games' drawn artwork and a generated cover with the name and studio for the rest", async () => {
      const drawn = await app.inject({ method: 'GET', url: '/media/games/sultan.svg' });
      expect(drawn.body).toBe(readFileSync(path.join(SERVER_ROOT, 'media/games/sultan.svg'), 'utf8'));
      const cover = await app.inject({ method: 'GET', url: '/media/games/amusnet_amusnet_40_super_hot.svg' });
      expect(cover.body).toBe(generatedArt({ gameCode: 'amusnet_amusnet_40_super_hot', name: '40 Super Hot', system: 'amusnet', genre: 'slot' }));
      expect(cover.body).toContain('40 Super Hot');
      expect(cover.body).toContain('AMUSNET');
      // escaped: a name with an apostrophe stays well-formed
      expect((await app.inject({ method: 'GET', url: '/media/games/everymatrix_netent_gonzo_s_quest.svg' })).body).toContain('Gonzo&#39;s Quest');
    });

    it('draws each game differently and the same game alike', () => {
      const art = (name: string, system: string, genre: (typeof GAME_GENRES)[number] = 'slot') =>
        generatedArt({ gameCode: `x_${system}_${name.toLowerCase()}`, name, system, genre });
      expect(art('Starburst', 'netent')).toBe(art('Starburst', 'netent'));
      expect(art('Starburst', 'netent')).not.toBe(art('Starburst', 'redtiger'));
      expect(art('Starburst', 'netent')).not.toBe(art('Reactoonz', 'netent'));
      // a motif per genre: six covers of one name, six different drawings
      const motifs = GAME_GENRES.map((genre) => art('Starburst', 'netent', genre).replace(/data-genre="[^"]+"/, ''));
      expect(new Set(motifs).size).toBe(GAME_GENRES.length);
    });

    it("draws each game's genre as the catalogue lists it: reels, a wheel, cards, a rising curve, a big wheel, a poker hand", async () => {
      const GENRES: Record<string, (typeof GAME_GENRES)[number]> = {
        softgamings_pragmaticplay_sweet_bonanza: 'slot',
        everymatrix_evolution_lightning_roulette: 'roulette',
        everymatrix_evolution_blackjack_a: 'blackjack',
        everymatrix_evolution_speed_baccarat_a: 'baccarat',
        everymatrix_evolution_casino_hold_em: 'poker',
        everymatrix_evolution_three_card_poker: 'poker',
        digitain_smartsoft_jetx: 'crash',
        everymatrix_evolution_crazy_time: 'game-show',
        softgamings_tvbet_wheelbet: 'game-show',
        hub88_spribe_mines: 'slot',
      };
      const bodies = new Set<string>();
      for (const [gameCode, genre] of Object.entries(GENRES)) {
        expect(await findGameGenre(app.db, gameCode)).toBe(genre);
        const res = await app.inject({ method: 'GET', url: `/media/games/${gameCode}.svg` });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`data-genre="${genre}"`);
        // the same art on every request
        expect((await app.inject({ method: 'GET', url: `/media/games/${gameCode}.svg` })).body).toBe(res.body);
        bodies.add(res.body);
      }
      expect(bodies.size).toBe(Object.keys(GENRES).length);
      expect(await findGameGenre(app.db, 'no_such_game')).toBeUndefined();
    });

    it('answers 404 for a game not in the catalogue', async () => {
      for (const url of ['/media/games/no_such_game.svg', '/media/games/aviator.png', '/media/games/..%2Fsultan.svg']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });
  });

  it('writes the catalogue again only when the code changed it: an operator edit stays, a new catalogue takes its rows back', async () => {
    const before = await games({ skip: 0, take: 1 });
    await app.db.update(casinoGames).set({ name: 'Old Aviator', image: null, sort: 999 }).where(eq(casinoGames.gameCode, 'aviator'));
    expect(await seedCasino(app.db)).toBe(false);
    expect((await app.db.select({ name: casinoGames.name }).from(casinoGames).where(eq(casinoGames.gameCode, 'aviator')))[0].name).toBe('Old Aviator');

    const renamed = SEED_GAMES.map((row, i) => (i === SEED_GAMES.length - 1 ? { ...row, game: { ...row.game, name: `${row.game.name} II` } } : row));
    expect(await seedCasino(app.db, renamed)).toBe(true);
    expect((await games({ skip: 0, take: 1 })).total).toBe(before.total);
    expect((await games({ systemCategory: 'Crash', skip: 0, take: 1 })).games[0]).toMatchObject({
      gameCode: 'aviator',
      name: 'Arena Jet',
      image: '/media/games/aviator.svg',
    });
    expect(await seedCasino(app.db)).toBe(true);
    expect(await seedCasino(app.db)).toBe(false);
  });
});
