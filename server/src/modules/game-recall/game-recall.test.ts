// Game recall against the independent record of what was played: every round here is played through the
// real calls (a dice roll, a slot spin, a Blackjack hand, a supplier's round through its signed wallet
// calls), and what the test sent and got back (stakes, wins, the cards and reels on the reply, the
// balance each reply reported) is what the recall must show, read back from the records alone. Then the
// unfinished rounds: a Blackjack hand left alone and a supplier's round left open, each ended by the
// published rule once the clock passes its time, the money they held visible to the operator meanwhile.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  RECALL_ROUNDS,
  SessionStatus,
  SUPPLIER_ROUND_VOID_HOURS,
  type BlackjackPlay,
  type GameRecall,
  type LiveState,
  type OriginalsRound,
  type UnfinishedRounds,
} from '@arena/contracts';
import { cardName, chainFloats, WHEEL_MAX_SPINS, wheelOutcome } from '@arena/provably-fair';
import { manualClock } from '../../clock';
import { rowsOf } from '../../db/client';
import { signedHeaders } from '../../security/provider-signature';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorAudit } from '../operators/schema';
import { operatorToken } from '../operators/testing';
import { translate } from '../../plugins/locale';
import { NOT_PLAYED } from './routes';

type Headers = Record<string, string>;
const SUPPLIER = 'recall-supplier';
const SECRET = 'recall-supplier-secret';
const SUPPLIER_GAME = 'recall-book-of-ra';
const CONTENT = { username: 'recall-content', password: 'recall-content-password-1', role: 'content' as const };
const RISK = { username: 'recall-risk', password: 'recall-risk-password-1', role: 'risk' as const };
const SLOT_PACE_MS = 3_000;

describe('game recall and unfinished rounds', () => {
  // the ledger stamps movements with the database's time: the app's clock starts at it
  const clock = manualClock();
  let app: FastifyInstance;
  let content: Headers;
  let risk: Headers;
  let sequence = 0;

  beforeAll(async () => {
    app = await buildTestApp({}, { ...process.env, GAME_PROVIDER_SECRETS: `${SUPPLIER}:${SECRET}`, SUPPLIER_ROUND_VOID: 'true' }, { clock });
    await createOperator(app.db, CONTENT);
    await createOperator(app.db, RISK);
    content = bearer(await operatorToken(app, CONTENT, clock.now()));
    risk = bearer(await operatorToken(app, RISK, clock.now()));
    // a new database and two operators' logins (argon2) on a busy machine
  }, 120_000);
  afterAll(async () => {
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    await app.close();
  });

  const post = (url: string, payload: object, headers: Headers) => app.inject({ method: 'POST', url, payload, headers });
  const balance = async (headers: Headers) => (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).json().data.balance as number;
  const recall = async (headers: Headers, gameCode?: string) =>
    app.inject({ method: 'GET', url: `/api/transaction/recall${gameCode ? `?gameCode=${gameCode}` : ''}`, headers });
  const recalled = async (headers: Headers, gameCode?: string) => {
    const res = await recall(headers, gameCode);
    expect(res.statusCode).toBe(200);
    return res.json().data as GameRecall;
  };
  /** moves the clock on; the operator's session has ended by then, so the operator logs in again */
  const passTime = async (ms: number) => {
    clock.advance(ms);
    risk = bearer(await operatorToken(app, RISK, clock.now()));
  };
  const unfinished = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/operator/unfinished-rounds', headers: risk });
    expect(res.statusCode).toBe(200);
    return res.json().data as UnfinishedRounds;
  };

  /** one supplier wallet call, signed as the supplier signs it */
  async function supplier(action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
    const payload = JSON.stringify({ gameCode: SUPPLIER_GAME, ...body });
    return app.inject({ method: 'POST', url: `/api/wallet/${SUPPLIER}/${action}`, payload, headers: signedHeaders(SECRET, payload, clock.now()) });
  }

  /** a played round as the test saw it: what it sent and what the replies said */
  interface Played {
    stake: number;
    payout: number;
    before: number;
    after: number;
  }

  const databaseNow = async () => {
    const [row] = rowsOf<{ now: string }>(await app.db.execute(sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now`));
    return Number(row.now);
  };

  async function dice(headers: Headers, amount = 1_000): Promise<Played & { round: OriginalsRound }> {
    const before = await balance(headers);
    const res = await post('/api/originals/dice/play', { amount, target: 5_000, over: true }, headers);
    expect(res.statusCode).toBe(200);
    const { round } = res.json().data as { round: OriginalsRound };
    return { round, stake: amount, payout: round.win, before, after: round.balance };
  }

  it("recalls a dice roll, a slot spin, a Blackjack hand and a supplier's round as they were played", async () => {
    const { headers, userId } = await fundedPlayer(app, 100_000);

    const roll = await dice(headers);

    clock.advance(SLOT_PACE_MS);
    const spinBefore = await balance(headers);
    const spinReply = await post('/api/originals/sultan/play', { amount: 500 }, headers);
    expect(spinReply.statusCode).toBe(200);
    const spin = (spinReply.json().data as { round: OriginalsRound }).round;

    // a hand the deal does not finish at once (a natural): stand on it
    let hand: BlackjackPlay;
    let handBefore: number;
    do {
      handBefore = await balance(headers);
      hand = (await post('/api/originals/blackjack/deal', { amount: 1_000 }, headers)).json().data as BlackjackPlay;
    } while (hand.table.phase === 'done');
    // an ace up asks about insurance first
    const actions = hand.table.legal.includes('noInsurance') ? ['noInsurance', 'stand'] : ['stand'];
    let finished = hand;
    for (const action of actions) {
      if (finished.table.phase === 'done') break;
      const res = await post('/api/originals/blackjack/action', { roundId: hand.round.id, action, step: finished.table.step }, headers);
      expect(res.statusCode).toBe(200);
      finished = res.json().data as BlackjackPlay;
    }
    expect(finished.table.phase).toBe('done');

    // the ledger stamps the supplier's round with the database's time, the studio its rounds with the app's
    // clock, which the slot's pace moved on: the supplier's round is the last played in both only once the
    // database's time has passed the clock's (a fast run got there first)
    for (let waited = 0; (await databaseNow()) <= clock.now(); waited += 50) {
      if (waited > 10_000) throw new Error("the database's time never passed the app's clock");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const usercode = `A${String(userId).padStart(7, '0')}`;
    const supplierBefore = await balance(headers);
    const bet = await supplier('bet', { user: usercode, transactionId: `t-${++sequence}`, roundId: 'sr-1', amount: 2_000 });
    expect(bet.statusCode).toBe(200);
    const win = await supplier('win', {
      user: usercode,
      transactionId: `t-${++sequence}`,
      betTransactionId: `t-${sequence - 1}`,
      roundId: 'sr-1',
      amount: 3_500,
    });
    const supplierAfter = win.json().data.balance as number;

    const diceRecall = await recalled(headers, 'dice');
    expect(diceRecall.games.map((game) => game.gameCode)).toEqual([SUPPLIER_GAME, 'blackjack', 'sultan', 'dice']);
    expect(diceRecall.rounds).toEqual([
      expect.objectContaining({
        roundId: `round-${roll.round.id}`,
        stake: 1_000,
        payout: roll.payout,
        outcome: roll.payout > 1_000 ? 'win' : 'loss',
        screen: { kind: 'roll', roll: (roll.round.outcome as { roll: number }).roll, target: 5_000, over: true },
        balanceBefore: roll.before,
        balanceAfter: roll.after,
        status: SessionStatus.Completed,
      }),
    ]);

    const [reels] = (await recalled(headers, 'sultan')).rounds;
    const shown = spin.outcome as { grid: string[][]; stops: number[] };
    expect(reels).toMatchObject({ stake: 500, payout: spin.win, balanceBefore: spinBefore, balanceAfter: spin.balance });
    expect(reels.screen).toMatchObject({ kind: 'reels', grid: shown.grid, stops: shown.stops });

    const [cards] = (await recalled(headers, 'blackjack')).rounds;
    expect(cards).toMatchObject({
      roundId: `round-${hand.round.id}`,
      stake: finished.round.amount,
      payout: finished.round.win,
      balanceBefore: handBefore,
      balanceAfter: finished.round.balance,
      status: SessionStatus.Completed,
    });
    expect(cards.screen).toEqual({
      kind: 'cards',
      dealer: finished.table.dealer.map(cardName),
      hands: finished.table.hands.map((h) => ({ cards: h.cards.map(cardName), doubled: h.doubled })),
      insurance: finished.table.insurance,
      actions: actions.slice(0, finished.table.step),
    });

    const [theirs] = (await recalled(headers, SUPPLIER_GAME)).rounds;
    expect(theirs).toMatchObject({
      roundId: 'sr-1',
      stake: 2_000,
      payout: 3_500,
      outcome: 'win',
      screen: null,
      balanceBefore: supplierBefore,
      balanceAfter: supplierAfter,
      status: SessionStatus.Completed,
    });
    // with no game named, the game last played
    expect((await recalled(headers)).gameCode).toBe(SUPPLIER_GAME);
  });

  it('shows the last ten rounds only, newest first, each starting from the balance the one before left', async () => {
    const { headers } = await fundedPlayer(app, 100_000);
    const played = [];
    for (let i = 0; i < RECALL_ROUNDS + 2; i++) played.push(await dice(headers, 1_000 + i));
    const { rounds } = await recalled(headers, 'dice');
    expect(rounds).toHaveLength(RECALL_ROUNDS);
    const expected = played.slice(-RECALL_ROUNDS).reverse();
    expect(rounds.map((round) => [round.roundId, round.stake, round.payout, round.balanceBefore, round.balanceAfter])).toEqual(
      expected.map((p) => [`round-${p.round.id}`, p.stake, p.payout, p.before, p.after]),
    );
    // nothing else moved between them: each round starts where the previous one ended
    for (let i = 0; i + 1 < rounds.length; i++) expect(rounds[i].balanceBefore).toBe(rounds[i + 1].balanceAfter);
  });

  it("recalls a live round from its published result and the player's own bets", async () => {
    const { headers } = await fundedPlayer(app, 20_000);
    const state = async () => (await app.inject({ method: 'GET', url: '/api/originals/live/wheel' })).json().data as LiveState;
    await app.liveRounds.step('wheel');
    expect((await state()).round).toMatchObject({ phase: 'betting' });
    const bets = [
      { amount: 1_000, number: 1 },
      { amount: 500, number: 47 },
    ];
    for (const bet of bets) expect((await post('/api/originals/live/wheel/bets', bet, headers)).statusCode).toBe(200);
    // the round runs to its result on the test's clock
    while ((await state()).round?.phase !== 'result') clock.advance(await app.liveRounds.step('wheel'));
    const { round } = await state();
    const outcome = wheelOutcome(await chainFloats(round!.hash!, round!.salt, WHEEL_MAX_SPINS));

    const [recalledRound] = (await recalled(headers, 'wheel')).rounds;
    const after = await balance(headers);
    expect(recalledRound).toMatchObject({
      roundId: `live-wheel-${round!.id}`,
      stake: 1_500,
      payout: after - 18_500,
      screen: { kind: 'wheel', number: outcome.number, bonus: outcome.bonus },
      balanceBefore: 20_000,
      balanceAfter: after,
      status: SessionStatus.Completed,
    });
  });

  it("shows a player only their own rounds, and an operator a player's on an audited view", async () => {
    const alice = await fundedPlayer(app, 50_000);
    const bob = await fundedPlayer(app, 50_000);
    const aliceRoll = await dice(alice.headers);

    // Bob never played dice: asking for it shows nothing of Alice's
    const refused = await recall({ ...bob.headers, 'x-locale': 'en' }, 'dice');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: NOT_PLAYED });
    // in the player's language
    expect((await recall(bob.headers, 'dice')).json().message).toBe(translate('tr', NOT_PLAYED));
    expect(await recalled(bob.headers)).toEqual({ games: [], gameCode: null, rounds: [] });
    expect((await recall({}, 'dice')).statusCode).toBe(401);

    const view = await app.inject({ method: 'GET', url: `/api/operator/players/${alice.userId}/recall?gameCode=dice`, headers: risk });
    expect(view.statusCode).toBe(200);
    expect((view.json().data as GameRecall).rounds.map((round) => round.roundId)).toEqual([`round-${aliceRoll.round.id}`]);
    const [trail] = await app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'player.recall_view'), eq(operatorAudit.subject, `player:${alice.userId}`)));
    expect(trail.after).toEqual({ gameCode: 'dice', rounds: [`round-${aliceRoll.round.id}`] });

    expect((await app.inject({ method: 'GET', url: `/api/operator/players/${bob.userId}/recall?gameCode=dice`, headers: risk })).json().data.rounds).toEqual(
      [],
    );
    // a role without the players desk, a player's token and an unknown player are refused
    expect((await app.inject({ method: 'GET', url: `/api/operator/players/${alice.userId}/recall`, headers: content })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/operator/unfinished-rounds', headers: content })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/operator/unfinished-rounds', headers: alice.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/operator/players/${alice.userId}/recall`, headers: alice.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/operator/players/99999999/recall', headers: risk })).statusCode).toBe(404);
  });

  // before the Blackjack expiry below moves the clock a day on
  it("voids a supplier's round left open after the published time, once, returning its stake", async () => {
    const { headers, userId } = await fundedPlayer(app, 10_000);
    const user = `A${String(userId).padStart(7, '0')}`;
    const betId = `t-${++sequence}`;
    expect((await supplier('bet', { user, transactionId: betId, roundId: 'sr-open', amount: 4_000 })).statusCode).toBe(200);
    expect(await balance(headers)).toBe(6_000);

    const held = (await unfinished()).rounds.find((round) => round.roundId === 'sr-open')!;
    expect(held).toMatchObject({ gameCode: SUPPLIER_GAME, held: 4_000, resolution: 'void' });
    expect(Date.parse(held.resolvesAt!) - Date.parse(held.startedAt)).toBe(SUPPLIER_ROUND_VOID_HOURS * 3_600_000);

    // the clock up to a minute before the published time (the ledger stamped the stake with the database's time)
    const remaining = Date.parse(held.resolvesAt!) - clock.now();
    expect(remaining).toBeGreaterThan(60_000);
    await passTime(remaining - 60_000);
    await app.gameRecall.voidOverdue();
    expect(await app.wallet.balance(userId)).toBe(6_000);
    await passTime(120_000);
    // two sweeps at once (two instances) and a repeat: the stake comes back once
    await Promise.all([app.gameRecall.voidOverdue(), app.gameRecall.voidOverdue()]);
    await app.gameRecall.voidOverdue();
    expect(await app.wallet.balance(userId)).toBe(10_000);

    // the supplier's late win for the voided round is refused
    const late = await supplier('win', { user, transactionId: `t-${++sequence}`, betTransactionId: betId, roundId: 'sr-open', amount: 8_000 });
    expect(late.statusCode).toBe(409);
    expect(await app.wallet.balance(userId)).toBe(10_000);

    const [voided] = (await app.gameRecall.recall(userId, SUPPLIER_GAME, 'en')).rounds;
    expect(voided).toMatchObject({ roundId: 'sr-open', stake: 4_000, payout: 4_000, outcome: 'void', status: SessionStatus.Cancelled });
    expect(voided).toMatchObject({ balanceBefore: 10_000, balanceAfter: 10_000 });
    expect((await unfinished()).rounds.some((round) => round.roundId === 'sr-open')).toBe(false);
  });
  it('finishes a Blackjack hand left alone by standing after the published time, its stake held until then', async () => {
    const { headers, userId } = await fundedPlayer(app, 50_000);
    let hand: BlackjackPlay;
    do hand = (await post('/api/originals/blackjack/deal', { amount: 2_000 }, headers)).json().data as BlackjackPlay;
    while (hand.table.phase === 'done');
    const roundId = `round-${hand.round.id}`;

    const open = await unfinished();
    const held = open.rounds.find((round) => round.roundId === roundId)!;
    const expiry = testConfig().originals.blackjackExpiryMinutes;
    expect(held).toMatchObject({ gameCode: 'blackjack', userId, held: 2_000, resolution: 'stand' });
    expect(Date.parse(held.resolvesAt!) - Date.parse(hand.round.createdAt)).toBe(expiry * 60_000);
    expect(open.games.find((game) => game.gameCode === 'blackjack')!.held).toBeGreaterThanOrEqual(2_000);
    expect(open.held).toBe(open.rounds.reduce((sum, round) => sum + round.held, 0));
    // while open, the recall shows the hand as the player sees it: the dealer's up card only
    const [live] = (await recalled(headers, 'blackjack')).rounds;
    expect(live).toMatchObject({ roundId, outcome: 'open', status: SessionStatus.Processing, settledAt: null });
    expect(live.screen).toMatchObject({ kind: 'cards', dealer: [cardName(hand.table.dealer[0])] });

    await passTime(expiry * 60_000 + 1);
    expect(await app.blackjack.expire()).toBeGreaterThanOrEqual(1);
    // the player's session has ended meanwhile: their recall is read from the service the route calls
    const [ended] = (await app.gameRecall.recall(userId, 'blackjack', 'en')).rounds;
    expect(ended).toMatchObject({ roundId, status: SessionStatus.Expired, balanceAfter: await app.wallet.balance(userId) });
    expect((ended.screen as { dealer: string[] }).dealer.length).toBeGreaterThanOrEqual(2);
    expect((await unfinished()).rounds.some((round) => round.roundId === roundId)).toBe(false);
  });
});
