// Lucky Wheel, Auto Roulette and Bingo on the live engine over HTTP, on a clock the test moves and
// chains of known hashes: bets only in the betting phase, each bet settled with the published math of
// the round's hash (recomputed here independently), bingo's pot paid whole to the tickets completing
// each prize first, balls announced through the room as they are called, and recovery refunding a
// round cut off before its result. The ledger stays balanced throughout.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIVE_GAMES, LiveBetStatus, SessionStatus, type BingoTicketView, type LiveBet, type LiveGameCode, type LiveState } from '@arena/contracts';
import {
  autoRouletteResult,
  bingoDraw,
  bingoPot,
  bingoPrizes,
  bingoRoundTicket,
  chainFloats,
  payout,
  rouletteColour,
  verifyLiveRound,
  WHEEL_MAX_SPINS,
  WHEEL_NUMBERS,
  wheelMultiplier,
  wheelOutcome,
  BINGO_BALL_MS,
  BINGO_DRAW_FLOATS,
  BINGO_TICKET_PRICE,
} from '@arena/provably-fair';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import type { AppConfig } from '../../config';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { ledgerTransactions } from '../wallet/plugin';
import { AUTO_ROULETTE_SPIN_MS } from './auto-roulette';
import { TOO_MANY_TICKETS } from './bingo-routes';
import { chainHashes, createLiveRoundsService } from './engine';
import { liveGameRules } from './games';
import { liveChains } from './schema';
import { WHEEL_SPIN_MS } from './wheel';

const BETTING_MS = 5_000;
const PAUSE_MS = 2_000;
const SALT = 'shared-test-salt';
const MAX_TICKETS = 4;

function sharedConfig(): AppConfig {
  const defaults = testConfig();
  return {
    ...defaults,
    originals: {
      ...defaults.originals,
      live: {
        ...defaults.originals.live,
        drive: false,
        bingoMaxTickets: MAX_TICKETS,
        cycles: Object.fromEntries(LIVE_GAMES.map((game) => [game, { bettingMs: BETTING_MS, pauseMs: PAUSE_MS }])) as AppConfig['originals']['live']['cycles'],
      },
    },
  };
}

describe('shared-round games on the live engine', () => {
  const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  const hashes: Partial<Record<LiveGameCode, string[]>> = {};

  beforeAll(async () => {
    app = await buildApp(sharedConfig(), { clock });
    // a chain of known hashes per game, as if generated and published before round 1
    for (const game of ['wheel', 'auto-roulette', 'bingo'] as const) {
      const seed = `arena-shared-test-${game}`;
      hashes[game] = chainHashes(seed, 5);
      await app.db
        .insert(liveChains)
        .values({ game, seed, terminalHash: hashes[game][0], salt: SALT, length: 5, nextIndex: 1, createdAt: new Date(clock.now()) });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const player = (balance: number) => fundedPlayer(app, balance);
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/originals/live/${url}`, payload, headers: { ...headers, 'x-locale': 'en' } });
  const state = async (game: LiveGameCode) => (await app.inject({ method: 'GET', url: `/api/originals/live/${game}` })).json().data as LiveState;
  const balance = (userId: number) => app.wallet.balance(userId);
  const restarted = () =>
    createLiveRoundsService({
      db: app.db,
      wallet: app.wallet,
      clock,
      log: app.log,
      config: sharedConfig().originals,
      rules: liveGameRules,
      integrity: app.integrity,
      publish: async () => {},
      username: async () => 'player',
    });

  it('Lucky Wheel: bets on numbers before the spin, the number of the round hash paid (number + 1) × bonus, the others lost', async () => {
    const outcome = wheelOutcome(await chainFloats(hashes.wheel![1], SALT, WHEEL_MAX_SPINS));
    const winning = outcome.number ?? 1;
    const losing = WHEEL_NUMBERS.find((number) => number !== winning)!;
    const [winner, loser] = [await player(10_000), await player(10_000)];
    await app.liveRounds.step('wheel');
    expect((await state('wheel')).round).toMatchObject({ phase: 'betting', index: 1, result: null });

    expect((await post('wheel/bets', { amount: 1_000, number: 3 }, winner.headers)).statusCode).toBe(400);
    expect((await post('wheel/bets', { amount: 50, number: winning }, winner.headers)).json().message).toBe('The stake must be between ₺1.00 and ₺10,000.00.');
    const keyed = { ...winner.headers, 'idempotency-key': 'wheel-bet-1' };
    const placed = await post('wheel/bets', { amount: 1_000, number: winning }, keyed);
    expect(placed.json().data).toMatchObject({ bet: { amount: 1_000, params: { number: winning }, status: LiveBetStatus.Open }, balance: 9_000 });
    // the same call retried answers the same bet and stakes nothing; the key on another bet is refused
    const retried = await post('wheel/bets', { amount: 1_000, number: winning }, keyed);
    expect(retried.json().data).toEqual(placed.json().data);
    const reused = await post('wheel/bets', { amount: 2_000, number: winning }, keyed);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request.' });
    expect(await balance(winner.userId)).toBe(9_000);
    await post('wheel/bets', { amount: 500, number: losing }, loser.headers);

    clock.advance(BETTING_MS);
    await app.liveRounds.step('wheel');
    const closed = await post('wheel/bets', { amount: 500, number: losing }, loser.headers);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('Bets are closed for this round; bet on the next one.');

    clock.advance(outcome.segments.length * WHEEL_SPIN_MS);
    expect(await app.liveRounds.step('wheel')).toBe(PAUSE_MS);
    const finished = await state('wheel');
    expect(finished.round).toMatchObject({ phase: 'result', status: SessionStatus.Completed, result: outcome, hash: hashes.wheel![1] });
    expect(await balance(winner.userId)).toBe(9_000 + payout(1_000, wheelMultiplier(outcome, winning)));
    expect(await balance(loser.userId)).toBe(9_500);
    expect(await verifyLiveRound({ game: 'wheel', roundHash: finished.round!.hash!, salt: SALT, previousHash: hashes.wheel![0] })).toMatchObject({
      linked: true,
      result: outcome,
    });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('Auto Roulette: table bets before the spin, each settled on the pocket with 36 / numbers covered; an illegal bet refused; a round cut off refunded', async () => {
    const { number } = autoRouletteResult(await chainFloats(hashes['auto-roulette']![1], SALT, 1));
    const one = await player(10_000);
    await app.liveRounds.step('auto-roulette');
    const illegal = await post('auto-roulette/bets', { type: 'split', numbers: [1, 5], amount: 100 }, one.headers);
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().message).toBe('This bet is not on the roulette table.');
    expect((await post('auto-roulette/bets', { type: 'dozen', selection: 4, amount: 100 }, one.headers)).statusCode).toBe(400);
    await post('auto-roulette/bets', { type: 'straight', numbers: [number], amount: 100 }, one.headers);
    await post('auto-roulette/bets', { type: 'red', amount: 200 }, one.headers);
    expect(await balance(one.userId)).toBe(9_700);

    clock.advance(BETTING_MS);
    await app.liveRounds.step('auto-roulette');
    clock.advance(AUTO_ROULETTE_SPIN_MS);
    await app.liveRounds.step('auto-roulette');
    expect((await state('auto-roulette')).round).toMatchObject({ phase: 'result', result: { number, colour: rouletteColour(number) } });
    expect(await balance(one.userId)).toBe(9_700 + 3_600 + (rouletteColour(number) === 'red' ? 400 : 0));

    // the next round: a bet, then the server stops before the spin
    clock.advance(PAUSE_MS);
    await app.liveRounds.step('auto-roulette');
    const before = (await balance(one.userId))!;
    await post('auto-roulette/bets', { type: 'odd', amount: 1_000 }, one.headers);
    expect(await balance(one.userId)).toBe(before - 1_000);
    await restarted().recover('auto-roulette');
    const cancelled = await state('auto-roulette');
    expect(cancelled.round).toMatchObject({ index: 2, status: SessionStatus.Cancelled });
    expect(cancelled.bets[0]).toMatchObject({ status: LiveBetStatus.Refunded });
    expect(await balance(one.userId)).toBe(before);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('Bingo: tickets sold within the limit, balls called through the room, the whole pot paid to the first tickets completing each prize', async () => {
    const publish = jest.spyOn(app.rooms, 'publish');
    const draw = bingoDraw(await chainFloats(hashes.bingo![1], SALT, BINGO_DRAW_FLOATS));
    const players = [await player(5_000), await player(5_000), await player(5_000)];
    await app.liveRounds.step('bingo');
    const bought = [];
    for (const [index, count] of [3, 2, 1].entries()) {
      const reply = await post('bingo/tickets', { tickets: count }, players[index].headers);
      expect(reply.statusCode).toBe(200);
      bought.push(reply.json().data as { tickets: BingoTicketView[]; balance: number });
    }
    expect(bought.map((reply) => reply.balance)).toEqual([4_700, 4_800, 4_900]);
    const tooMany = await post('bingo/tickets', { tickets: 2 }, players[0].headers);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can hold at most 4 tickets in one game.');
    // each ticket is the one its serial and the round's hash make
    for (const { serial, numbers } of bought.flatMap((reply) => reply.tickets)) expect(numbers).toEqual(await bingoRoundTicket(hashes.bingo![1], serial));
    const mine = (await app.inject({ method: 'GET', url: '/api/originals/live/bingo/tickets', headers: players[0].headers })).json().data;
    expect(mine.tickets).toEqual(bought[0].tickets);

    const owners = bought.flatMap((reply, index) => reply.tickets.map(({ serial, numbers }) => ({ serial, ticket: numbers, owner: index })));
    const pot = bingoPot(600);
    const prizes = bingoPrizes(owners, draw, pot);
    const calls = prizes[2].call + 1;

    clock.advance(BETTING_MS);
    await app.liveRounds.step('bingo');
    expect((await post('bingo/tickets', { tickets: 1 }, players[2].headers)).json().message).toBe('Bets are closed for this round; bet on the next one.');
    clock.advance(2 * BINGO_BALL_MS);
    await app.liveRounds.step('bingo');
    expect(publish).toHaveBeenCalledWith('bingo', 'progress', { called: draw.slice(0, 3), pot, prizes: prizes.filter((prize) => prize.call < 3) });

    clock.advance(calls * BINGO_BALL_MS);
    await app.liveRounds.step('bingo');
    const finished = await state('bingo');
    expect(finished.round).toMatchObject({ phase: 'result', status: SessionStatus.Completed, result: { draw, calls, pot, prizes } });
    const wins = [0, 0, 0];
    for (const { winners } of prizes) for (const { serial, amount } of winners) wins[owners.find((ticket) => ticket.serial === serial)!.owner] += amount;
    expect(wins.reduce((sum, win) => sum + win, 0)).toBe(540);
    for (const [index, { userId }] of players.entries()) expect(await balance(userId)).toBe(bought[index].balance + wins[index]);
    const paid = finished.bets.reduce((sum, bet: LiveBet) => sum + bet.win, 0);
    expect(paid).toBe(pot);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    publish.mockRestore();
  });

  it('Bingo: a game cut off during the draw is cancelled and every ticket refunded', async () => {
    clock.advance(PAUSE_MS);
    await app.liveRounds.step('bingo');
    const one = await player(1_000);
    await post('bingo/tickets', { tickets: 4 }, one.headers);
    expect(await balance(one.userId)).toBe(600);
    clock.advance(BETTING_MS + BINGO_BALL_MS);
    await app.liveRounds.step('bingo');
    await restarted().recover('bingo');
    expect((await state('bingo')).round).toMatchObject({ status: SessionStatus.Cancelled });
    expect(await balance(one.userId)).toBe(1_000);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('Bingo: a purchase is one debit, all or nothing; a retried purchase buys nothing more; the ticket limit holds for purchases at once on two instances', async () => {
    clock.advance(PAUSE_MS);
    await app.liveRounds.step('bingo');
    const poor = await player(250);
    const refused = await post('bingo/tickets', { tickets: 3 }, poor.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Insufficient balance: your balance is ₺2.50.');
    // nothing bought: not the two tickets the balance covered
    expect(await balance(poor.userId)).toBe(250);
    const mine = async (headers: Record<string, string>) =>
      ((await app.inject({ method: 'GET', url: '/api/originals/live/bingo/tickets', headers })).json().data as { tickets: BingoTicketView[] }).tickets;
    expect(await mine(poor.headers)).toEqual([]);

    const keyed = { ...poor.headers, 'idempotency-key': 'bingo-purchase-1' };
    const bought = await post('bingo/tickets', { tickets: 2 }, keyed);
    expect(bought.statusCode).toBe(200);
    const retried = await post('bingo/tickets', { tickets: 2 }, keyed);
    expect(retried.json().data).toEqual({ ...bought.json().data, balance: 50 });
    expect((await post('bingo/tickets', { tickets: 1 }, keyed)).statusCode).toBe(409);
    expect(await balance(poor.userId)).toBe(50);
    const debits = await app.db
      .select({ amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, poor.userId), eq(ledgerTransactions.kind, 'bet')));
    expect(debits).toEqual([{ amount: 200 }]);

    // two purchases at once, one through another instance's engine (no memory shared): only one fits the limit
    const rich = await player(5_000);
    const [viaHttp, viaOther] = await Promise.allSettled([
      post('bingo/tickets', { tickets: 3 }, rich.headers),
      restarted().placeBets(
        'bingo',
        rich.userId,
        [1, 2, 3].map(() => ({ amount: BINGO_TICKET_PRICE, params: {} })),
        {
          limit: { most: MAX_TICKETS, refusal: TOO_MANY_TICKETS },
        },
      ),
    ]);
    const httpBought = viaHttp.status === 'fulfilled' && viaHttp.value.statusCode === 200;
    expect([httpBought, viaOther.status === 'fulfilled']).toContain(true);
    expect([httpBought, viaOther.status === 'fulfilled']).toContain(false);
    expect(await mine(rich.headers)).toHaveLength(3);
    expect(await balance(rich.userId)).toBe(4_700);

    // a watcher opening the room in the middle of the draw gets the balls called so far in the first state
    const draw = bingoDraw(await chainFloats(hashes.bingo![3], SALT, BINGO_DRAW_FLOATS));
    clock.advance(BETTING_MS);
    await app.liveRounds.step('bingo');
    clock.advance(2 * BINGO_BALL_MS + 500);
    expect((await state('bingo')).progress).toMatchObject({ called: draw.slice(0, 3), pot: bingoPot(500) });

    // every ticket settled against its purchase's one stake
    clock.advance(90 * BINGO_BALL_MS);
    await app.liveRounds.step('bingo');
    const finished = await state('bingo');
    expect(finished.round).toMatchObject({ status: SessionStatus.Completed });
    expect(finished.progress).toBeNull();
    expect(finished.bets.reduce((sum, bet: LiveBet) => sum + bet.win, 0)).toBe(bingoPot(500));
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
});
