import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SessionStatus, type GameHistoryReply, type GameHistoryRequest, type OriginalsRound, type TopWinner } from '@arena/contracts';
import { manualClock } from '../../clock';
import { liveChains, liveRounds } from '../live-rounds/schema';
import { ORIGINALS_PROVIDER } from '../originals/service';
import { fundedPlayer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';

const DAY_MS = 86_400_000;
const BOOK_OF_DEAD = 'hub88_playngo_book_of_dead';
const SWEET_BONANZA = 'softgamings_pragmaticplay_sweet_bonanza';
const LIGHTNING_ROULETTE = 'everymatrix_evolution_lightning_roulette';

describe('transaction routes', () => {
  const clock = manualClock();
  let app: FastifyInstance;
  let sequence = 0;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  /** a supplier's round for the player: a bet, then a win or a rollback of it when asked */
  async function round(userId: number, gameCode: string, bet: number, end?: { win: number } | 'rollback') {
    sequence += 1;
    const roundId = `r${sequence}`;
    const move = { userId, roundId, gameCode, provider: 'hub88' };
    const betKey = `hub88:${roundId}:bet`;
    await app.wallet.bet({ ...move, amount: bet, key: betKey });
    if (end === 'rollback') await app.wallet.rollback({ ...move, key: `hub88:${roundId}:rollback`, betKey });
    else if (end) await app.wallet.win({ ...move, amount: end.win, key: `hub88:${roundId}:win`, betKey });
    return roundId;
  }

  describe('POST /api/transaction/gamehistory', () => {
    const history = async (headers: Record<string, string>, payload: Partial<GameHistoryRequest>) => {
      const res = await app.inject({ method: 'POST', url: '/api/transaction/gamehistory', payload, headers: { ...headers, 'x-locale': 'en' } });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: GameHistoryReply }>().data;
    };

    it("lists the player's rounds newest first with their bets, wins, status and the proof of our own", async () => {
      const { userId, headers } = await fundedPlayer(app, 100_000);
      const pending = await round(userId, BOOK_OF_DEAD, 1_000);
      const paid = await round(userId, SWEET_BONANZA, 2_000, { win: 5_000 });
      const cancelled = await round(userId, BOOK_OF_DEAD, 1_500, 'rollback');
      const played = await app.inject({ method: 'POST', url: '/api/originals/dice/play', payload: { amount: 1_000, target: 5000, over: true }, headers });
      const dice = played.json().data.round as OriginalsRound;

      const { rounds, total } = await history(headers, { skip: 0, take: 10 });
      expect(total).toBe(4);
      expect(rounds.map(({ roundId }) => roundId)).toEqual([`round-${dice.id}`, cancelled, paid, pending]);
      const [ours, rolledBack, won, open] = rounds;

      expect(ours).toMatchObject({
        gameCode: 'dice',
        game: 'Dice',
        providerName: 'Arena Originals',
        status: SessionStatus.Completed,
        bet: 1_000,
        win: dice.win,
      });
      const proof = new URL(ours.proofUrl!, 'https://arena.test');
      expect(proof.pathname).toBe('/originals/verify');
      expect(Object.fromEntries(proof.searchParams)).toEqual({
        lang: 'en',
        game: 'dice',
        clientSeed: dice.clientSeed,
        nonce: String(dice.nonce),
        serverSeedHash: dice.serverSeedHash,
        target: '5000',
        over: '1',
      });

      // the studio players know, not the aggregator the game is launched through
      expect(rolledBack).toMatchObject({
        game: 'Book of Dead',
        providerName: "Play'n GO",
        status: SessionStatus.Cancelled,
        bet: 1_500,
        win: 0,
        proofUrl: null,
      });
      expect(rolledBack.transactions).toEqual([{ type: 2, amount: 1_500, date: expect.any(String) }]);
      expect(won).toMatchObject({ game: 'Sweet Bonanza', providerName: 'Pragmatic Play', status: SessionStatus.Completed, bet: 2_000, win: 5_000 });
      expect(won.transactions.map(({ type, amount }) => [type, amount])).toEqual([
        [2, 2_000],
        [1, 5_000],
      ]);
      expect(open).toMatchObject({ status: SessionStatus.Processing, bet: 1_000, win: 0 });
      expect(Date.parse(open.date)).toBeLessThanOrEqual(Date.parse(won.date));

      // paging
      const first = await history(headers, { skip: 0, take: 3 });
      const rest = await history(headers, { skip: 3, take: 3 });
      expect([...first.rounds, ...rest.rounds]).toEqual(rounds);
      expect(rest.total).toBe(4);
      expect(await history(headers, { skip: 10, take: 3 })).toEqual({ rounds: [], total: 4 });

      // another player sees none of them
      expect(await history((await register(app)).headers, { skip: 0, take: 10 })).toEqual({ rounds: [], total: 0 });
    });

    it("filters by the round's day in Istanbul, both days inclusive", async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const early = await round(userId, BOOK_OF_DEAD, 100, { win: 0 });
      const late = await round(userId, BOOK_OF_DEAD, 100);
      // 22:30 UTC is already the next day in Istanbul (UTC+3)
      await app.db.execute(sql`UPDATE ledger_transactions SET created_at = '2026-01-10T22:30:00Z' WHERE round_id = ${early} AND user_id = ${userId}`);
      await app.db.execute(sql`UPDATE ledger_transactions SET created_at = '2026-01-13T20:59:00Z' WHERE round_id = ${late} AND user_id = ${userId}`);
      const ids = async (range: Partial<GameHistoryRequest>) => (await history(headers, { ...range, skip: 0, take: 10 })).rounds.map(({ roundId }) => roundId);
      expect(await ids({ startDate: '2026-01-11', endDate: '2026-01-11' })).toEqual([early]);
      expect(await ids({ startDate: '2026-01-10', endDate: '2026-01-10' })).toEqual([]);
      expect(await ids({ startDate: '2026-01-11', endDate: '2026-01-13' })).toEqual([late, early]);
      expect(await ids({ startDate: '2026-01-12' })).toEqual([late]);
      expect(await ids({ endDate: '2026-01-12' })).toEqual([early]);
      const [completed] = (await history(headers, { startDate: '2026-01-11', endDate: '2026-01-11', skip: 0, take: 1 })).rounds;
      expect(completed).toMatchObject({ status: SessionStatus.Completed, win: 0 });
    });

    it("takes a live game's round status from the shared round, and links its proof once the result is out", async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      const at = new Date();
      const [chain] = await app.db
        .insert(liveChains)
        .values({ game: 'wheel', seed: 's', terminalHash: 'h0', salt: 'salty', length: 10, nextIndex: 3, createdAt: at })
        .returning();
      const shared = (index: number, phase: 'running' | 'result', status: SessionStatus) => ({
        game: 'wheel' as const,
        chainId: chain.id,
        chainIndex: index,
        hash: `h${index}`,
        result: {},
        phase,
        status,
        opensAt: at,
        startsAt: at,
        resultAt: at,
      });
      const [done, running] = await app.db
        .insert(liveRounds)
        .values([shared(1, 'result', SessionStatus.Completed), shared(2, 'running', SessionStatus.Processing)])
        .returning();
      for (const live of [done, running]) {
        const move = { userId, roundId: `live-wheel-${live.id}`, gameCode: 'wheel', provider: ORIGINALS_PROVIDER };
        await app.wallet.bet({ ...move, amount: 500, key: `test:live-${live.id}:bet` });
      }
      const { rounds } = await history(headers, { skip: 0, take: 10 });
      const byId = new Map(rounds.map((one) => [one.roundId, one]));
      expect(byId.get(`live-wheel-${running.id}`)).toMatchObject({ game: 'Lucky Wheel', status: SessionStatus.Processing, proofUrl: null, bet: 500 });
      const finished = byId.get(`live-wheel-${done.id}`)!;
      expect(finished).toMatchObject({ status: SessionStatus.Completed, win: 0 });
      expect(finished.proofUrl).toBe('/originals/verify?lang=en&mode=live&game=wheel&hash=h1&salt=salty&previous=h0');
    });

    it('names every round in the player’s words: never a code, a sports bet not at all (it is in the sports bets)', async () => {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      await round(userId, SWEET_BONANZA, 100, { win: 0 });
      const unknown = await round(userId, 'hub88_acme_gone_game', 100);
      const sportsMove = { userId, roundId: 'sports:999999', gameCode: 'sports', provider: 'arena-sports' };
      await app.wallet.bet({ ...sportsMove, amount: 100, key: `sports:bet:test-${userId}` });
      const tr = await app.inject({
        method: 'POST',
        url: '/api/transaction/gamehistory',
        payload: { skip: 0, take: 10 },
        headers: { ...headers, 'x-locale': 'tr' },
      });
      const { rounds, total } = tr.json<{ data: GameHistoryReply }>().data;
      expect(total).toBe(2);
      expect(rounds.map(({ roundId, game, providerName }) => [roundId, game, providerName])).toEqual([
        [unknown, 'Casino oyunu', null],
        [expect.any(String), 'Sweet Bonanza', 'Pragmatic Play'],
      ]);
      const en = await history(headers, { skip: 0, take: 10 });
      expect(en.rounds[0]).toMatchObject({ game: 'Casino game', providerName: null });
    });

    it('needs a session and refuses bad input', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/transaction/gamehistory', payload: { skip: 0, take: 10 } })).statusCode).toBe(401);
      const { headers } = await register(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/transaction/gamehistory',
        payload: { startDate: '11.01.2026', skip: 0, take: 10 },
        headers: { ...headers, 'x-locale': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'startDate has an invalid format.' });
    });
  });

  describe('POST /api/transaction/topwinners', () => {
    const winners = async (isLive: boolean, count: number) => {
      const res = await app.inject({ method: 'POST', url: '/api/transaction/topwinners', payload: { isLive, count } });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: TopWinner[] }>().data;
    };
    const player = async (username: string) => {
      const { auth } = await register(app, { username });
      return (await app.sessions.resolve(auth.token))!.userId;
    };

    it('lists the biggest wins of the week with the game and a masked name; isLive keeps the live casino', async () => {
      const [zeynep, mehmet, ali] = await Promise.all([player('zeynep77'), player('mehmet88'), player('alibaba9')]);
      for (const userId of [zeynep, mehmet, ali])
        await app.wallet.deposit({ userId, amount: 1_000_000, key: `fund-${userId}`, reference: 'test', description: 'test' });
      await round(zeynep, LIGHTNING_ROULETTE, 1_000, { win: 500_000 });
      await round(mehmet, SWEET_BONANZA, 1_000, { win: 1_200_000 });
      await round(ali, 'dice', 1_000, { win: 800_000 });
      // not in the catalogue: no card to show
      await round(ali, 'gone_game', 1_000, { win: 9_000_000 });
      // a push, the stake returned, is no win; nor a doubled hand paid back its two stakes
      await round(ali, SWEET_BONANZA, 900_000, { win: 900_000 });
      const doubled = await round(mehmet, BOOK_OF_DEAD, 450_000);
      const hand = { userId: mehmet, roundId: doubled, gameCode: BOOK_OF_DEAD, provider: 'hub88' };
      await app.wallet.bet({ ...hand, amount: 450_000, key: `hub88:${doubled}:double` });
      await app.wallet.win({ ...hand, amount: 900_000, key: `hub88:${doubled}:win`, betKey: `hub88:${doubled}:bet` });
      const old = await round(ali, SWEET_BONANZA, 1_000, { win: 5_000_000 });
      await app.db.execute(sql`UPDATE ledger_transactions SET created_at = now() - interval '30 days' WHERE round_id = ${old}`);

      const top = await winners(false, 3);
      expect(top).toEqual([
        { image: `/media/games/${SWEET_BONANZA}.svg`, game: 'Sweet Bonanza', gameCode: SWEET_BONANZA, name: 'me***', amount: 1_200_000, currencySymbol: '₺' },
        { image: '/media/games/dice.svg', game: 'Dice', gameCode: 'dice', name: 'al***', amount: 800_000, currencySymbol: '₺' },
        {
          image: `/media/games/${LIGHTNING_ROULETTE}.svg`,
          game: 'Lightning Roulette',
          gameCode: LIGHTNING_ROULETTE,
          name: 'ze***',
          amount: 500_000,
          currencySymbol: '₺',
        },
      ]);
      const live = await winners(true, 40);
      expect(live.map(({ gameCode, amount }) => [gameCode, amount])).toEqual([[LIGHTNING_ROULETTE, 500_000]]);
      const all = await winners(false, 40);
      expect(all.map(({ amount }) => amount)).toEqual([...all.map(({ amount }) => amount)].sort((a, b) => b - a));
      expect(all.every(({ name }) => /^.{2}\*\*\*$/.test(name))).toBe(true);

      // the answer is kept for half a minute
      await round(mehmet, SWEET_BONANZA, 1_000, { win: 2_000_000 });
      expect((await winners(false, 3))[0].amount).toBe(1_200_000);
      clock.advance(31_000);
      expect((await winners(false, 3))[0].amount).toBe(2_000_000);

      // a week without wins shows the biggest of all time
      clock.advance(8 * DAY_MS);
      expect((await winners(false, 1))[0]).toMatchObject({ gameCode: SWEET_BONANZA, amount: 5_000_000, name: 'al***' });
    });

    it('refuses bad input', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/transaction/topwinners', payload: { isLive: false, count: 0 }, headers: { 'x-locale': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'count is too small.' });
    });
  });
});
