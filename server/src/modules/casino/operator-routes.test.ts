import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findLaunchGame } from './launch-sessions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operatorEndpoints, type CasinoGamesReply, type OperatorAuditEntry, type OperatorCasinoProvider, type OperatorGames } from '@arena/contracts';
import { bearer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { expectOperatorOnly, operatorToken } from '../operators/testing';
import { casinoGameSettings } from './schema';

const EDITOR = { username: 'games-editor', password: 'editor-password-1', role: 'content' };
const ADMIN = { username: 'games-admin', password: 'admin-password-1', role: 'admin' };
const SUPPORT = { username: 'games-support', password: 'support-password-1', role: 'support' };

const calls = Object.values(operatorEndpoints).filter(
  ({ path }) => path === 'operator/games' || (path.startsWith('operator/games/') && !path.startsWith('operator/games/originals')),
);

describe('operator games API (casino catalogue and suppliers)', () => {
  let app: FastifyInstance;
  let editor: string;
  let admin: string;
  let support: string;
  let player: string;

  const as = (token: string) => ({ ...bearer(token), 'x-locale': 'en' });
  const catalogue = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/operator/games${query}`, headers: as(editor) });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: OperatorGames }>().data;
  };
  const lobby = async (search: string) =>
    (await app.inject({ method: 'POST', url: '/api/casino/games', payload: { search, skip: 0, take: 50 } })).json<{ data: CasinoGamesReply }>().data;
  const newestAudit = async () =>
    ((await app.inject({ method: 'GET', url: '/api/operator/audit', headers: bearer(admin) })).json().data as OperatorAuditEntry[])[0];

  beforeAll(async () => {
    app = await buildTestApp();
    for (const operator of [EDITOR, ADMIN, SUPPORT]) await createOperator(app.db, operator);
    editor = await operatorToken(app, EDITOR);
    admin = await operatorToken(app, ADMIN);
    support = await operatorToken(app, SUPPORT);
    player = (await register(app)).auth.token;
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(calls)('$method $path: 401 for a player token and a login without its second factor, 403 for the support role', async (call) => {
    await expectOperatorOnly(app, call, { player, outsider: SUPPORT, outsiderToken: support });
  });

  it('lists, searches and filters the catalogue by provider and category', async () => {
    const all = await catalogue();
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(all.categories.map(({ name }) => name)).toContain('Live Roulette');
    const hub88 = await catalogue('?provider=Hub88');
    expect(hub88.games.length).toBeGreaterThan(0);
    expect(hub88.games.every(({ providerName }) => providerName === 'Hub88')).toBe(true);
    const roulette = all.categories.find(({ name }) => name === 'Live Roulette')!;
    const inCategory = await catalogue(`?category=${roulette.id}`);
    expect(inCategory.games.every(({ categories }) => categories.includes(roulette.id))).toBe(true);
    expect((await catalogue('?search=aviator')).games.map(({ gameCode }) => gameCode)).toEqual(['aviator']);
  });

  it("a disabled game leaves the players' lobby at once; enabled again it comes back, with its new order, art and categories", async () => {
    const [game] = (await catalogue('?search=aviator')).games;
    const update = (changes: object) =>
      app.inject({
        method: 'POST',
        url: '/api/operator/games/game',
        headers: as(editor),
        payload: { gameCode: game.gameCode, enabled: game.enabled, sort: game.sort, image: null, categories: game.categories, ...changes },
      });
    expect((await lobby('Arena Jet')).games.map(({ gameCode }) => gameCode)).toEqual(['aviator']);

    const disabled = await update({ enabled: false });
    expect(disabled.json()).toEqual({ success: true, message: 'The game has been saved.' });
    expect((await lobby('Arena Jet')).total).toBe(0);
    const categories = (await app.inject({ method: 'GET', url: '/api/casino/categorylist' })).json().data as { games: { gameCode: string }[] }[];
    expect(categories.flatMap(({ games }) => games).some(({ gameCode }) => gameCode === 'aviator')).toBe(false);
    // nor does it open: every launch call finds its game through findLaunchGame
    expect(await findLaunchGame(app.db, 'aviator')).toBeNull();
    expect(await newestAudit()).toMatchObject({
      operator: EDITOR.username,
      action: 'games.game.update',
      subject: 'game:aviator',
      before: { enabled: true },
      after: { enabled: false },
    });

    const [popular] = (await catalogue()).categories;
    const enabled = await update({ enabled: true, sort: 5000, image: '/media/games/aviator-new.webp', categories: [popular.id] });
    expect(enabled.statusCode).toBe(200);
    expect(await findLaunchGame(app.db, 'aviator')).toMatchObject({ gameCode: 'aviator' });
    const [shown] = (await lobby('Arena Jet')).games;
    expect(shown.image).toBe('/media/games/aviator-new.webp');
    const [edited] = (await catalogue('?search=aviator')).games;
    expect(edited).toMatchObject({ enabled: true, sort: 5000, categories: [popular.id] });

    // the catalogue's own art and order given back are not pinned: a catalogue update still reaches the game
    await update({ enabled: true, sort: game.sort, image: game.image, categories: game.categories });
    expect(
      await app.db
        .select({ sort: casinoGameSettings.sort, image: casinoGameSettings.image })
        .from(casinoGameSettings)
        .where(eq(casinoGameSettings.gameCode, 'aviator')),
    ).toEqual([{ sort: null, image: null }]);
    expect((await lobby('Arena Jet')).games[0].image).toBe(game.image);
  });

  it('refuses an unknown game (404), an unknown category and a script URL (400)', async () => {
    const base = { gameCode: 'aviator', enabled: true, sort: 0, image: null, categories: [] };
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/operator/games/game', headers: as(editor), payload });
    expect((await post({ ...base, gameCode: 'no-such-game' })).statusCode).toBe(404);
    expect((await post({ ...base, categories: [9999] })).json()).toEqual({ success: false, message: 'The category does not exist.' });
    expect((await post({ ...base, image: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('takes a credential from an admin only, never answers it back and keeps it out of the audit trail', async () => {
    const secret = 'sg-secret-value-0123456789-WXYZ';
    const payload = { provider: 'SoftGamings', field: 'secret', value: secret };
    const byEditor = await app.inject({ method: 'POST', url: '/api/operator/games/providers/credential', headers: as(editor), payload });
    expect(byEditor.statusCode).toBe(403);
    const saved = await app.inject({ method: 'POST', url: '/api/operator/games/providers/credential', headers: as(admin), payload });
    expect(saved.json()).toEqual({ success: true, message: 'The credential has been saved.' });
    const audit = await newestAudit();
    expect(audit).toMatchObject({ action: 'games.credential.set', subject: 'provider:SoftGamings:secret', before: { set: false }, after: { set: true } });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(0, 8));

    const res = await app.inject({ method: 'GET', url: '/api/operator/games/providers', headers: as(editor) });
    expect(res.body).not.toContain(secret.slice(0, 8));
    const softGamings = res.json<{ data: OperatorCasinoProvider[] }>().data.find(({ name }) => name === 'SoftGamings')!;
    expect(softGamings.games).toBeGreaterThan(0);
    expect(softGamings.credentials.find(({ field }) => field === 'secret')).toEqual({ field: 'secret', set: true, last4: 'WXYZ', source: 'backoffice' });

    await app.inject({ method: 'POST', url: '/api/operator/games/providers/credential', headers: as(admin), payload: { ...payload, value: null } });
    const cleared = (await app.inject({ method: 'GET', url: '/api/operator/games/providers', headers: as(editor) })).json<{ data: OperatorCasinoProvider[] }>()
      .data;
    expect(cleared.find(({ name }) => name === 'SoftGamings')!.credentials.find(({ field }) => field === 'secret')).toMatchObject({ set: false, last4: null });
  });
});
