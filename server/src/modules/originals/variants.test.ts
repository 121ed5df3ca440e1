// The slots' RTP variants over HTTP: an admin switches the variant in force (audited, admins only, a
// certified variant only); the next round plays it, while a round already played or left in flight
// keeps the variant it started with for its settlement and its verification; the game page shows the
// variant in force; another instance's switch arrives over pubsub.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORIGINALS_VARIANT_GAMES, SessionStatus, type OperatorAuditEntry, type OperatorOriginalsGameVariants, type OriginalsRound } from '@arena/contracts';
import { floats, instantWin, verifyRound } from '@arena/provably-fair';
import { REELS, SLOT_GAMES, slotOutcome, SULTANS_GOLD, SULTANS_GOLD_94 } from '@arena/provably-fair/slots';
import { manualClock } from '../../clock';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { bearer, fundedPlayer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorToken } from '../operators/testing';
import { originalsGameVariants } from './game-settings';
import { openRound } from './service';
import { originalsSeeds } from './schema';

const ADMIN = { username: 'variants-admin', password: 'admin-password-1', role: 'admin' };
const EDITOR = { username: 'variants-editor', password: 'editor-password-1', role: 'content' };
const MIN_SPIN_MS = 2500;

describe('Arena Originals: RTP variants', () => {
  const clock = manualClock();
  let app: FastifyInstance;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    for (const operator of [ADMIN, EDITOR]) await createOperator(app.db, operator);
    admin = await operatorToken(app, ADMIN, clock.now());
    editor = await operatorToken(app, EDITOR, clock.now());
    // two argon2id operators and the migrations: slow on a loaded machine
  }, 90_000);
  afterAll(async () => {
    await app.close();
  });

  const as = (token: string) => ({ ...bearer(token), 'x-locale': 'en' });
  const switchTo = (token: string, payload: object, headers: Record<string, string> = as(token)) =>
    app.inject({ method: 'POST', url: '/api/operator/games/originals/variant', headers, payload });
  const listed = async () =>
    (await app.inject({ method: 'GET', url: '/api/operator/games/originals/variants', headers: as(admin) })).json<{ data: OperatorOriginalsGameVariants[] }>()
      .data;
  /** a spin from the game page: it names the variant whose paytable it shows */
  const spin = async (headers: Record<string, string>, variant?: string) => {
    clock.advance(MIN_SPIN_MS);
    const res = await app.inject({ method: 'POST', url: '/api/originals/sultan/play', payload: { amount: 1_000, variant }, headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { round: OriginalsRound } }>().data.round;
  };
  /** the round's outcome recomputed from the revealed server seed on the variant it names */
  const verified = (round: OriginalsRound, serverSeed: string) =>
    verifyRound({
      game: 'sultan',
      serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      params: { variant: (round.outcome as { variant: string }).variant },
    });

  it('lists each slot with its certified variants and declared RTPs, the default in force', async () => {
    // the wire's list of games with variants is the package's
    expect([...ORIGINALS_VARIANT_GAMES]).toEqual(SLOT_GAMES);
    expect(await listed()).toEqual([
      {
        game: 'sultan',
        inForce: 'rtp96',
        variants: [
          { id: 'rtp96', rtpBasisPoints: 9600, default: true },
          { id: 'rtp94', rtpBasisPoints: 9400, default: false },
        ],
      },
      {
        game: 'bosphorus',
        inForce: 'rtp96.5',
        variants: [
          { id: 'rtp96.5', rtpBasisPoints: 9650, default: true },
          { id: 'rtp94', rtpBasisPoints: 9400, default: false },
        ],
      },
    ]);
  });

  it('refuses a player token (401), a non-admin operator (403) and an unknown variant (400, translated) and changes nothing', async () => {
    const player = (await register(app)).auth.token;
    expect((await switchTo(player, { game: 'sultan', variant: 'rtp94' }, bearer(player))).statusCode).toBe(401);
    expect((await switchTo(editor, { game: 'sultan', variant: 'rtp94' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/operator/games/originals/variants', headers: as(editor) })).statusCode).toBe(403);
    const unknown = await switchTo(admin, { game: 'sultan', variant: 'rtp96.5' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { success: false, message: 'This game has no such certified RTP variant.' }]);
    const turkish = await switchTo(admin, { game: 'bosphorus', variant: 'rtp99' }, bearer(admin));
    expect(turkish.json()).toEqual({ success: false, message: 'Bu oyunun böyle onaylı bir RTP çeşidi yok.' });
    expect((await switchTo(admin, { game: 'dice', variant: 'rtp94' })).statusCode).toBe(400);
    expect((await listed()).map(({ inForce }) => inForce)).toEqual(['rtp96', 'rtp96.5']);
  });

  it('switches at once: the next round plays the new paytable, the old round keeps its own for its verification, the page shows the new RTP, audited', async () => {
    const { headers } = await fundedPlayer(app, 100_000);
    const before = await spin(headers);
    expect(before.outcome).toMatchObject({ variant: 'rtp96' });
    expect(await app.inject({ method: 'GET', url: '/originals/sultan?lang=en' }).then((res) => res.body)).toContain('data-variant="rtp96"');

    const switched = await switchTo(admin, { game: 'sultan', variant: 'rtp94' });
    expect(switched.json()).toEqual({ success: true, message: 'The RTP variant has been put in force.' });
    const audit = ((await app.inject({ method: 'GET', url: '/api/operator/audit', headers: bearer(admin) })).json().data as OperatorAuditEntry[])[0];
    expect(audit).toMatchObject({
      operator: ADMIN.username,
      action: 'games.originals.variant',
      subject: 'originals:sultan',
      before: { variant: 'rtp96' },
      after: { variant: 'rtp94' },
    });
    expect((await listed())[0].inForce).toBe('rtp94');
    const page = (await app.inject({ method: 'GET', url: '/originals/sultan?lang=en' })).body;
    expect(page).toContain('data-variant="rtp94"');
    expect(page).toContain('Return to player: 94');

    // a page loaded before the switch shows the old paytable: its spin is refused, nothing moves, no nonce is taken
    clock.advance(MIN_SPIN_MS);
    const stale = await app.inject({ method: 'POST', url: '/api/originals/sultan/play', payload: { amount: 1_000, variant: 'rtp96' }, headers });
    expect([stale.statusCode, stale.json()]).toEqual([
      400,
      { success: false, message: 'Bu oyunun ödeme tablosu değişti. Oynamadan önce yenisini görmek için oyunu yeniden yükleyin.' },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/originals/seeds', headers })).json().data.nonce).toBe(before.nonce + 1);

    const after = await spin(headers, 'rtp94');
    expect(after.outcome).toMatchObject({ variant: 'rtp94' });
    // the refused spin took neither the stake nor the nonce
    expect(after.nonce).toBe(before.nonce + 1);
    expect(after.balance).toBe(before.balance - 1_000 + after.win);
    // the other slot was not switched
    clock.advance(MIN_SPIN_MS);
    const other = (await app.inject({ method: 'POST', url: '/api/originals/bosphorus/play', payload: { amount: 1_000 }, headers })).json().data.round;
    expect(other.outcome).toMatchObject({ variant: 'rtp96.5' });

    const { previousServerSeed } = (await app.inject({ method: 'POST', url: '/api/originals/seeds/rotate', payload: {}, headers })).json().data;
    const old = await verified(before, previousServerSeed);
    const next = await verified(after, previousServerSeed);
    expect(before.outcome).toEqual({ variant: 'rtp96', ...slotOutcome(SULTANS_GOLD, old.floats) });
    expect(after.outcome).toEqual({ variant: 'rtp94', ...slotOutcome(SULTANS_GOLD_94, next.floats) });
    expect([before.multiplier, after.multiplier]).toEqual([old.outcome.multiplier, next.outcome.multiplier]);

    await switchTo(admin, { game: 'sultan', variant: 'rtp96' });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('settles a round a crash left in flight on the variant it started with, whatever was switched since', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    await app.inject({ method: 'GET', url: '/api/originals/seeds', headers });
    // a round opened on the default variant, its bet never taken: the instance stopped there
    const round = await app.db.transaction(async (tx) =>
      openRound(tx, new Date(clock.now()), { userId, game: 'sultan', amount: 1_000, params: { variant: app.originals.variants.sultan } }),
    );
    expect(round?.params).toEqual({ variant: 'rtp96' });
    await switchTo(admin, { game: 'sultan', variant: 'rtp94' });

    expect(await app.originals.recover()).toBe(1);
    const settled = (await app.inject({ method: 'GET', url: `/api/originals/rounds/${round!.id}`, headers })).json<{ data: OriginalsRound }>().data;
    const [seed] = await app.db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round!.seedId));
    const expected = slotOutcome(SULTANS_GOLD, await floats(seed.serverSeed, round!.clientSeed, round!.nonce, REELS));
    expect(settled).toMatchObject({ status: SessionStatus.Completed, outcome: { variant: 'rtp96', ...expected } });
    expect(settled.win).toBe(instantWin('sultan', 1_000, expected, {}));
    await switchTo(admin, { game: 'sultan', variant: 'rtp96' });
  });

  it("follows another instance's switch announced over pubsub", async () => {
    // checked before the row is written: the previous test's switch announces a reload too, which on a
    // busy machine may arrive after the row below and read it
    expect(app.originals.variants.bosphorus).toBe('rtp96.5');
    // what another instance's switch leaves: the row written, the change published
    await app.db
      .insert(originalsGameVariants)
      .values({ game: 'bosphorus', variant: 'rtp94' })
      .onConflictDoUpdate({ target: originalsGameVariants.game, set: { variant: 'rtp94' } });
    await app.pubsub.publish('originals:settings', 'changed');
    for (let tries = 0; tries < 50 && app.originals.variants.bosphorus !== 'rtp94'; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.originals.variants.bosphorus).toBe('rtp94');
  });
});
