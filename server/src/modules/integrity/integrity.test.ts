// The integrity self-check (GLI-19 §2.3.2) on a copy of the critical components: certified at start;
// one byte changed in the slots' paytable takes exactly the slots offline (every other game plays);
// the sports pricing module takes the sportsbook offline; an admin's acknowledgement (audited) brings
// them back, and the same files found again raise nothing new. A production site without its release
// manifest does not start.
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type IntegrityReport } from '@arena/contracts';
import { manualClock } from '../../clock';
import { SERVER_ROOT } from '../../server-root';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorAudit } from '../operators/schema';
import { operatorToken } from '../operators/testing';
import { CRITICAL_COMPONENTS } from './components';
import { buildManifest } from './manifest';

const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
const ADMIN = { username: 'integrity-admin', password: 'integrity-admin-password-1', role: 'admin' as const };
const SLOTS = 'packages/provably-fair/src/slots.ts';
const PRICING = 'server/src/modules/sports/catalogue/pricing.ts';
const DAY = 86_400_000;

/** flips one byte of a file: the smallest change a check must see */
async function flipByte(file: string): Promise<void> {
  const bytes = await readFile(file);
  bytes[Math.floor(bytes.length / 2)] ^= 0x01;
  await writeFile(file, bytes);
}

describe('integrity self-check', () => {
  const clock = manualClock(Date.parse('2026-12-01T10:00:00Z'));
  let root: string;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let player: Record<string, string>;

  beforeAll(async () => {
    // the components as released, in a root of the test's own (the compiled server stands in as a file)
    root = await mkdtemp(path.join(tmpdir(), 'arena-integrity-'));
    for (const file of CRITICAL_COMPONENTS.flatMap((c) => c.files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      if (file === 'server/dist/main.js') await writeFile(path.join(root, file), '// the compiled server\n');
      else await cp(path.join(REPO_ROOT, file), path.join(root, file));
    }
    const manifestPath = path.join(root, 'release-manifest.json');
    await writeFile(manifestPath, JSON.stringify(await buildManifest(root, new Date())));
    app = await buildTestApp({ integrity: { manifestPath, root, checkIntervalMs: DAY } }, undefined, { clock });
    await createOperator(app.db, ADMIN);
    admin = bearer(await operatorToken(app, ADMIN, clock.now()));
    ({ headers: player } = await fundedPlayer(app, 100_000));
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const report = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/operator/integrity', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: IntegrityReport }>().data;
  };
  const post = (url: string, payload: object, locale = 'en') =>
    app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { ...player, 'x-locale': locale } });
  const dice = () => post('originals/dice/play', { amount: 100, target: 5_000, over: true });
  /** a slot spin, after the last one's minimum spin time */
  const slot = (locale?: string) => {
    clock.advance(5_000);
    return post('originals/sultan/play', { amount: 100 }, locale);
  };

  it('finds every component as certified at start: a component hash is the hash of its files, one changed byte apart', async () => {
    const { components, offline, releasedAt } = await report();
    expect(releasedAt).not.toBeNull();
    expect(components.map((c) => [c.id, c.state])).toEqual(CRITICAL_COMPONENTS.map((c) => [c.id, 'certified']));
    expect(offline).toEqual([]);
    // the rule, computed here on its own: sha256 over "<path>:<sha256 of the file>" lines
    const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
    const slots = components.find((c) => c.id === 'paytable-slots')!;
    expect(slots.certified).toBe(sha(`${SLOTS}:${sha(await readFile(path.join(root, SLOTS)))}`));
    expect((await slot()).statusCode).toBe(200);
  });

  it('one byte changed in the slots paytable takes the slots offline, and only them, until an admin acknowledges', async () => {
    await flipByte(path.join(root, SLOTS));
    const found = await report();
    expect(found.components.filter((c) => c.state !== 'certified').map((c) => c.id)).toEqual(['paytable-slots']);
    expect(found.offline.sort()).toEqual(['bosphorus', 'sultan']);
    const refused = await slot('tr');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: 'Bu oyun bütünlük denetimi nedeniyle şu an kapalı. Lütfen daha sonra tekrar deneyin.' });
    expect((await dice()).statusCode).toBe(200);

    const alertId = found.components.find((c) => c.id === 'paytable-slots')!.alertId!;
    const acknowledge = (reason: string) =>
      app.inject({ method: 'POST', url: `/api/operator/integrity/alerts/${alertId}/acknowledge`, headers: admin, payload: { reason } });
    expect((await acknowledge('')).statusCode).toBe(400);
    const ack = await acknowledge('Paytable restored from the certified release');
    expect(ack.statusCode).toBe(200);
    expect((await slot()).statusCode).toBe(200);
    const [entry] = await app.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'integrity.acknowledge'));
    expect(entry).toMatchObject({
      subject: `integrity-alert:${alertId}`,
      after: { component: 'paytable-slots', reason: 'Paytable restored from the certified release' },
    });
    // the same files found again: still acknowledged, nothing new raised
    const again = await report();
    expect(again.offline).toEqual([]);
    expect(again.components.find((c) => c.id === 'paytable-slots')).toMatchObject({ state: 'mismatch', alertId: null, acknowledgedBy: ADMIN.username });
    expect((await acknowledge('again')).statusCode).toBe(404);
  });

  it('a changed sports pricing module stops new sports bets; Blackjack and the crash game still take theirs', async () => {
    await flipByte(path.join(root, PRICING));
    expect((await report()).offline).toEqual(['sports']);
    const slip = { slipId: randomUUID(), type: 'single', stake: 1_000, priceChange: 'none', selections: [{ selectionId: 1, price: 200 }] };
    const bet = await post('sports/placebet', slip);
    expect({ status: bet.statusCode, message: bet.json().message }).toEqual({
      status: 503,
      message: 'This game is offline for an integrity check. Please try again later.',
    });
    expect((await post('originals/blackjack/deal', { amount: 100 })).statusCode).not.toBe(503);
    expect((await post('originals/live/aviator/bets', { amount: 100 })).statusCode).not.toBe(503);
  });

  it('a changed crash curve stops new crash and Blackjack stays open; a changed blackjack file stops deals', async () => {
    await flipByte(path.join(root, 'packages/provably-fair/src/live-games.ts'));
    await flipByte(path.join(root, 'packages/provably-fair/src/blackjack.ts'));
    expect((await report()).offline.sort()).toEqual(['auto-roulette', 'aviator', 'bingo', 'blackjack', 'sports', 'wheel']);
    expect((await post('originals/live/aviator/bets', { amount: 100 })).statusCode).toBe(503);
    expect((await post('originals/blackjack/deal', { amount: 100 })).statusCode).toBe(503);
    expect((await dice()).statusCode).toBe(200);
  });

  it('attacked while its game goes offline: a replayed round answers as it was, with no money moved again; new rounds, one by one or at once, are refused', async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const play = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/originals/dice/play', payload: { amount: 100, target: 5_000, over: true }, headers: { ...player, ...headers } });
    const first = await play(key);
    expect(first.statusCode).toBe(200);
    await flipByte(path.join(root, 'packages/provably-fair/src/instant-games.ts'));
    expect((await report()).offline).toContain('dice');
    const balance = async () => (await app.inject({ method: 'GET', url: '/api/user/balance', headers: player })).json().data.balance as number;
    const before = await balance();
    // the replay: the same round, the same balance (the oracle: the first answer and the balance before)
    const replay = await play(key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.round.id).toBe(first.json().data.round.id);
    // new rounds in a burst: every one refused, not one stake taken
    const burst = await Promise.all(Array.from({ length: 8 }, () => play({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() })));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(503));
    expect(await balance()).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/operator/integrity', headers: player })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/operator/integrity' })).statusCode).toBe(401);
  });

  it('a site told to check against a release manifest that is not there does not start', async () => {
    await expect(buildTestApp({ integrity: { manifestPath: path.join(root, 'nowhere.json'), root, checkIntervalMs: DAY } })).rejects.toThrow(
      /release manifest .*nowhere\.json is missing/,
    );
  });
});
