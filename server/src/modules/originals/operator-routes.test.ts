import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { operatorEndpoints, type OperatorAuditEntry, type OperatorOriginals } from '@arena/contracts';
import { bearer, fundedPlayer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { expectOperatorOnly, operatorToken } from '../operators/testing';

const EDITOR = { username: 'originals-editor', password: 'editor-password-1', role: 'content' };
const ADMIN = { username: 'originals-admin', password: 'admin-password-1', role: 'admin' };
const SUPPORT = { username: 'originals-support', password: 'support-password-1', role: 'support' };

const calls = Object.values(operatorEndpoints).filter(({ path }) => path.startsWith('operator/games/originals'));

describe('operator games API (Arena Originals)', () => {
  let app: FastifyInstance;
  let editor: string;
  let admin: string;
  let support: string;
  let player: string;

  const as = (token: string) => ({ ...bearer(token), 'x-locale': 'en' });
  const settings = async () =>
    (await app.inject({ method: 'GET', url: '/api/operator/games/originals', headers: as(editor) })).json<{ data: OperatorOriginals }>().data;
  const setLimits = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/operator/games/originals/limits', headers: as(token), payload });

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

  it("an admin's limits replace the configured ones for the players' stakes at once, and clearing them restores the defaults", async () => {
    const { headers } = await fundedPlayer(app, 100_000);
    const dice = (amount: number) => app.inject({ method: 'POST', url: '/api/originals/dice/play', headers, payload: { amount, target: 5000, over: true } });
    const before = (await settings()).games.find(({ game }) => game === 'dice')!;
    expect(before.overridden).toBe(false);

    expect((await setLimits(editor, { game: 'dice', minBet: 500, maxBet: 600 })).statusCode).toBe(403);
    expect((await setLimits(admin, { game: 'dice', minBet: 700, maxBet: 600 })).statusCode).toBe(400);
    expect((await setLimits(admin, { game: 'dice', minBet: 500, maxBet: null })).statusCode).toBe(400);
    expect((await setLimits(admin, { game: 'dice', minBet: 500, maxBet: 600 })).json()).toEqual({ success: true, message: 'The limits have been saved.' });
    const audit = ((await app.inject({ method: 'GET', url: '/api/operator/audit', headers: bearer(admin) })).json().data as OperatorAuditEntry[])[0];
    expect(audit).toMatchObject({
      operator: ADMIN.username,
      action: 'games.originals.limits',
      subject: 'originals:dice',
      before: { defaults: true },
      after: { minBet: 500, maxBet: 600 },
    });
    expect((await settings()).games.find(({ game }) => game === 'dice')).toEqual({ ...before, minBet: 500, maxBet: 600, overridden: true });

    expect((await dice(1000)).statusCode).toBe(400);
    expect((await dice(550)).statusCode).toBe(200);

    await setLimits(admin, { game: 'dice', minBet: null, maxBet: null });
    expect((await settings()).games.find(({ game }) => game === 'dice')).toEqual(before);
    expect((await dice(1000)).statusCode).toBe(200);
  });

  it("shows the players' seed rotations: how many players rotated and the newest ones", async () => {
    const { auth, headers } = await register(app);
    await app.inject({ method: 'GET', url: '/api/originals/seeds', headers });
    expect((await app.inject({ method: 'POST', url: '/api/originals/seeds/rotate', headers, payload: {} })).statusCode).toBe(200);
    const { rotations } = await settings();
    expect(rotations.players).toBeGreaterThanOrEqual(1);
    expect(rotations.total).toBeGreaterThanOrEqual(1);
    expect(rotations.last[0]).toMatchObject({ username: auth.username, rounds: 0 });
  });
});
