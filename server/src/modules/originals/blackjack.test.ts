// Blackjack over HTTP against the wallet. The player's server seed is set to a known one and the client
// seed chosen so the deal gives the situation under test (a pair, an ace up…); every round is then
// recomputed from the revealed seeds and its actions with @arena/provably-fair, the function a player
// can run, and every wallet movement checked against it.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SessionStatus, type BlackjackPlay, type OriginalsRound } from '@arena/contracts';
import {
  act,
  BLACKJACK_FLOATS,
  cardValue,
  deal,
  dealerBlackjack,
  playerBlackjack,
  floats,
  legalActions,
  replay,
  settle,
  standAll,
  type BlackjackOutcome,
  type BlackjackState,
} from '@arena/provably-fair';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import type { AppConfig } from '../../config';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { ledgerTransactions } from '../wallet/schema';
import { originalsRounds, originalsSeeds } from './schema';

const SERVER_SEED = 'arena-blackjack-test-server-seed';
const BET = 1_000;
type Headers = Record<string, string>;

describe('Arena Originals: Blackjack', () => {
  const clock = manualClock(Date.parse('2026-11-20T12:00:00Z'));
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(config, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => app.inject({ method: 'POST', url, payload, headers });
  /** the round's step now (actions taken), as the player's table shows it */
  const stepOf = async (roundId: number) => {
    const [round] = await app.db.select({ state: originalsRounds.state }).from(originalsRounds).where(eq(originalsRounds.id, roundId));
    return round ? (round.state as BlackjackState).actions.length : 0;
  };
  /** an action at the step given, else at the round's step now */
  const action = async (roundId: number, name: string, headers: Headers, step?: number) =>
    post('/api/originals/blackjack/action', { roundId, action: name, step: step ?? (await stepOf(roundId)) }, headers);

  /** a funded player whose seed pair has the known server seed */
  async function player(balance: number, on = app) {
    const { userId, headers } = await fundedPlayer(on, balance);
    await on.inject({ method: 'GET', url: '/api/originals/seeds', headers });
    const hash = createHash('sha256').update(SERVER_SEED).digest('hex');
    await on.db.update(originalsSeeds).set({ serverSeed: SERVER_SEED, serverSeedHash: hash }).where(eq(originalsSeeds.userId, userId));
    return { userId, headers };
  }

  /** sets a client seed whose deal (at the player's next nonce) satisfies `wanted`; answers the round's floats */
  async function arrange(headers: Headers, wanted: (state: BlackjackState, roundFloats: number[]) => boolean, on = app): Promise<number[]> {
    const { nonce } = (await on.inject({ method: 'GET', url: '/api/originals/seeds', headers })).json().data;
    for (let i = 0; ; i++) {
      const clientSeed = `bj-${i}`;
      const roundFloats = await floats(SERVER_SEED, clientSeed, nonce, BLACKJACK_FLOATS);
      if (wanted(deal(roundFloats), roundFloats)) {
        await on.inject({ method: 'POST', url: '/api/originals/seeds/client', payload: { clientSeed }, headers });
        return roundFloats;
      }
    }
  }

  const dealt = async (headers: Headers, amount = BET) => {
    const res = await post('/api/originals/blackjack/deal', { amount }, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as BlackjackPlay;
  };
  const keys = async (roundId: number) =>
    (
      await app.db
        .select({ key: ledgerTransactions.key })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.key, `%:round-${roundId}:%`))
    )
      .map((row) => row.key.replace(/^.*:round-\d+:/, ''))
      .sort();

  /** the round recomputed from the revealed seed and its actions: what it paid and what it staked */
  async function expectFair(headers: Headers, round: OriginalsRound) {
    const rotation = (await post('/api/originals/seeds/rotate', {}, headers)).json().data;
    expect(rotation.previousServerSeed).toBe(SERVER_SEED);
    const stored = (await get(`/api/originals/rounds/${round.id}`, headers)).json().data as OriginalsRound;
    expect(stored.serverSeed).toBe(SERVER_SEED);
    const outcome = stored.outcome as BlackjackOutcome;
    const state = replay(await floats(SERVER_SEED, stored.clientSeed, stored.nonce, BLACKJACK_FLOATS), outcome.actions);
    expect(outcome).toMatchObject({ dealer: state.dealer, hands: state.hands });
    expect(stored.win).toBe(settle(state, outcome.bet));
    return state;
  }

  it('deals with the hole card hidden, splits and doubles, each stake its own bet, and pays what the seeds decide', async () => {
    const { userId, headers } = await player(100_000);
    // a pair (no aces) against a dealer with no ace up
    const roundFloats = await arrange(headers, (state) => {
      const [first, second] = state.hands[0].cards;
      return state.phase === 'player' && cardValue(first) === cardValue(second) && cardValue(first) < 10 && cardValue(state.dealer[0]) < 10;
    });
    const first = await dealt(headers);
    expect(first.round).toMatchObject({ game: 'blackjack', amount: BET, status: SessionStatus.Processing, outcome: null, balance: 100_000 - BET });
    expect(first.table.dealer).toEqual(deal(roundFloats).dealer.slice(0, 1));
    expect(first.table.legal).toEqual(['hit', 'stand', 'double', 'split']);
    expect((await get('/api/originals/blackjack/active', headers)).json().data).toEqual(first);

    const split = (await action(first.round.id, 'split', headers)).json().data as BlackjackPlay;
    expect(split.table.hands).toHaveLength(2);
    expect(split.round).toMatchObject({ amount: 2 * BET, balance: 100_000 - 2 * BET });
    const doubled = (await action(first.round.id, 'double', headers)).json().data as BlackjackPlay;
    expect(doubled.round.amount).toBe(3 * BET);
    let last = doubled;
    while (last.table.phase !== 'done') last = (await action(first.round.id, 'stand', headers)).json().data as BlackjackPlay;
    expect(last.round.status).toBe(SessionStatus.Completed);
    expect(last.table.dealer.length).toBeGreaterThanOrEqual(2);
    const state = replay(roundFloats, ['split', 'double', ...Array<'stand'>(last.table.hands.length - 1).fill('stand')]);
    expect(last.table.hands).toEqual(state.hands);
    expect(last.round.win).toBe(settle(state, BET));
    expect(last.round.balance).toBe(100_000 - 3 * BET + last.round.win);
    expect(await app.wallet.balance(userId)).toBe(last.round.balance);
    expect(await keys(first.round.id)).toEqual(['bet', 'bet-double-0', 'bet-split', ...(last.round.win > 0 ? ['win'] : [])]);
    expect((await get('/api/originals/blackjack/active', headers)).json().data).toBeNull();
    await expectFair(headers, last.round);
  });

  it('takes insurance as half a bet and pays it 2:1 on a dealer blackjack', async () => {
    const { headers } = await player(10_000);
    // the dealer's ace has a ten under it; the player has no blackjack
    const roundFloats = await arrange(headers, (state) => state.phase === 'insurance' && dealerBlackjack(state) && !playerBlackjack(state));
    const first = await dealt(headers);
    expect(first.table).toMatchObject({ phase: 'insurance', legal: ['insurance', 'noInsurance'] });
    const insured = (await action(first.round.id, 'insurance', headers)).json().data as BlackjackPlay;
    expect(insured.round.amount).toBe(BET + BET / 2);
    let last = insured;
    const actions: ('insurance' | 'stand')[] = ['insurance'];
    while (last.table.phase !== 'done') {
      last = (await action(first.round.id, 'stand', headers)).json().data as BlackjackPlay;
      actions.push('stand');
    }
    expect(actions).toEqual(['insurance']);
    expect(last.round.win).toBe(settle(replay(roundFloats, actions), BET));
    // the bet is lost, the insurance pays 2:1: the round returns what it staked
    expect(last.round).toMatchObject({ win: 1_500, amount: 1_500, status: SessionStatus.Completed });
    expect(last.round.balance).toBe(10_000);
    expect(await keys(first.round.id)).toEqual(['bet', 'bet-insurance', 'win']);
    await expectFair(headers, last.round);
  });

  it('refuses actions not allowed now, a second open round and a double without the funds, changing nothing', async () => {
    const { userId, headers } = await player(BET + 500);
    await arrange(headers, (state) => state.phase === 'player' && !legalActions(state).includes('split'));
    const first = await dealt(headers);
    const refused = await action(first.round.id, 'split', headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: 'Bu hamle şu anda yapılamaz.' });
    expect((await action(first.round.id, 'insurance', headers)).statusCode).toBe(400);
    expect((await post('/api/originals/blackjack/action', { roundId: first.round.id, action: 'surrender' }, headers)).statusCode).toBe(400);
    const again = await post('/api/originals/blackjack/deal', { amount: BET }, headers);
    expect(again.json()).toEqual({ success: false, message: 'Önce açık Blackjack turunuzu bitirin.' });
    const poor = await app.inject({
      method: 'POST',
      url: '/api/originals/blackjack/action',
      payload: { roundId: first.round.id, action: 'double', step: first.table.step },
      headers: { ...headers, 'x-locale': 'en' },
    });
    expect(poor.json()).toEqual({ success: false, message: 'Insufficient balance: your balance is ₺5.00.' });
    expect((await get('/api/originals/blackjack/active', headers)).json().data).toEqual(first);
    expect(await app.wallet.balance(userId)).toBe(500);
    // someone else's round is not theirs to play
    const other = await player(0);
    expect((await action(first.round.id, 'stand', other.headers)).json().message).toBe('Bu tur açık değil.');
    const low = await post('/api/originals/blackjack/deal', { amount: 99 }, other.headers);
    expect(low.json().message).toBe('Bahis tutarı ₺1,00 ile ₺10.000,00 arasında olmalıdır.');
    const done = (await action(first.round.id, 'stand', headers)).json().data as BlackjackPlay;
    expect(done.table.phase).toBe('done');
    expect((await action(first.round.id, 'stand', headers)).json().message).toBe('Bu tur açık değil.');
  });

  it('applies one of two actions sent at once for the same step; the other is refused with the hand as it ended', async () => {
    const { userId, headers } = await player(10_000);
    await arrange(headers, (state) => state.phase === 'player' && state.hands.length === 1);
    const first = await dealt(headers);
    expect(first.table.step).toBe(0);
    const replies = await Promise.all([action(first.round.id, 'double', headers, 0), action(first.round.id, 'double', headers, 0)]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const done = replies.find((res) => res.statusCode === 200)!.json().data as BlackjackPlay;
    expect(done.round.amount).toBe(2 * BET);
    expect(replies.find((res) => res.statusCode === 409)!.json()).toEqual({
      success: false,
      message: 'Hamleniz ulaşmadan el değişti: elin şimdiki hali gösteriliyor.',
      data: { ...done, round: { ...done.round, balance: expect.any(Number) } },
    });
    expect(await app.wallet.balance(userId)).toBe(10_000 - 2 * BET + done.round.win);
  });

  it('refuses an action sent again for a step the round has left (a double click, a second tab), applying nothing', async () => {
    const { userId, headers } = await player(10_000);
    // a hit that leaves the hand in play
    await arrange(headers, (state, roundFloats) => state.phase === 'player' && act(state, 'hit', roundFloats).phase === 'player');
    const first = await dealt(headers);
    const hit = await action(first.round.id, 'hit', headers, first.table.step);
    expect(hit.statusCode).toBe(200);
    const after = hit.json().data as BlackjackPlay;
    expect(after.table.step).toBe(first.table.step + 1);
    const again = await post(
      '/api/originals/blackjack/action',
      { roundId: first.round.id, action: 'hit', step: first.table.step },
      { ...headers, 'x-locale': 'en' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'The hand changed before your action arrived: here it is as it stands now.', data: after });
    // one card dealt, not two; a step from the future is no better; the step shown plays on
    expect((await get('/api/originals/blackjack/active', headers)).json().data).toEqual(after);
    expect((await action(first.round.id, 'stand', headers, after.table.step + 5)).statusCode).toBe(409);
    expect((await action(first.round.id, 'stand', headers, after.table.step)).json().data.table).toMatchObject({ phase: 'done', step: after.table.step + 1 });
    const ended = (await app.originals.round(userId, first.round.id))!;
    expect(await app.wallet.balance(userId)).toBe(10_000 - BET + ended.win);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('finishes a round left alone for the expiry time by standing, and marks it Expired', async () => {
    const { userId, headers } = await player(10_000);
    const roundFloats = await arrange(headers, (state) => state.phase === 'insurance');
    const first = await dealt(headers);
    clock.advance((config.originals.blackjackExpiryMinutes - 1) * 60_000);
    expect(await app.blackjack.expire()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await app.blackjack.expire()).toBe(1);
    // the player's session has expired meanwhile: the round is read from the studio itself
    const round = (await app.originals.round(userId, first.round.id))!;
    const state = standAll(deal(roundFloats), roundFloats);
    expect(round).toMatchObject({ status: SessionStatus.Expired, win: settle(state, BET), amount: BET, outcome: { actions: state.actions } });
    expect(await app.wallet.balance(userId)).toBe(10_000 - BET + round.win);
    expect(await app.blackjack.active(userId)).toBeNull();
    expect(await app.blackjack.expire()).toBe(0);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('two expiry sweeps at once (two instances while the job changes hands) stand a hand once and pay it once', async () => {
    const { userId, headers } = await player(10_000);
    const roundFloats = await arrange(headers, (state) => state.phase === 'insurance');
    const first = await dealt(headers);
    clock.advance((config.originals.blackjackExpiryMinutes + 1) * 60_000);
    const finished = await Promise.all([app.blackjack.expire(), app.blackjack.expire(), app.blackjack.expire()]);
    expect(finished.reduce((a, b) => a + b, 0)).toBe(1);
    // the oracle: the hand stood once by the rules, the balance moved by that settlement once
    const state = standAll(deal(roundFloats), roundFloats);
    const round = (await app.originals.round(userId, first.round.id))!;
    expect(round).toMatchObject({ status: SessionStatus.Expired, win: settle(state, BET) });
    expect(await app.wallet.balance(userId)).toBe(10_000 - BET + settle(state, BET));
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('keeps a round open across a restart: the player resumes it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'arena-blackjack-'));
    // a database of its own: the suite's app still uses (and closes) the suite's
    const fresh = testConfig().database;
    const database: AppConfig['database'] = fresh.kind === 'postgres' ? { ...fresh, dropOnClose: false } : { kind: 'pglite', dataDir };
    try {
      const before = await buildApp({ ...config, database }, { clock });
      const { headers } = await player(10_000, before);
      await arrange(headers, (state) => state.phase === 'player', before);
      const res = await before.inject({ method: 'POST', url: '/api/originals/blackjack/deal', payload: { amount: BET }, headers });
      const first = res.json().data as BlackjackPlay;
      await before.close();

      const after = await buildApp({ ...config, database: { ...database, ...(database.kind === 'postgres' && { dropOnClose: true }) } }, { clock });
      try {
        const resumed = (await after.inject({ method: 'GET', url: '/api/originals/blackjack/active', headers })).json().data as BlackjackPlay;
        expect(resumed).toEqual(first);
        const done = (
          await after.inject({
            method: 'POST',
            url: '/api/originals/blackjack/action',
            payload: { roundId: first.round.id, action: 'double', step: first.table.step },
            headers,
          })
        ).json().data as BlackjackPlay;
        expect(done.round.status).toBe(SessionStatus.Completed);
        expect(await auditLedger(after.db)).toMatchObject(HEALTHY);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
