// The rule: no reply of any game endpoint (the studio's and the live games', and no room message) holds a
// secret that decides a round not yet finished: the server seed of a pair still in use or with a round
// still being played, a hash-chain link of a live round before its result, or any link after it. Every
// endpoint of the games' contracts is driven through its routes in every state a round passes through
// (a Blackjack hand in play, a round a crash left unsettled, a live round betting and running), and the
// serialized reply is searched for every secret the database holds at that moment, worked out here from
// the rows alone. Then the race a hostile player would try: a rotation sent with a Blackjack deal.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  bingoEndpoints,
  LIVE_GAMES,
  liveBetEndpoints,
  originalsBlackjackEndpoints,
  originalsEndpoints,
  originalsLiveEndpoints,
  originalsPlayEndpoints,
  SessionStatus,
  type BlackjackActionName,
  type BlackjackPlay,
  type Endpoint,
  type LiveBet,
  type LiveState,
  type OriginalsRound,
} from '@arena/contracts';
import { act, BLACKJACK_FLOATS, deal, floats, type BlackjackState } from '@arena/provably-fair';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import type { AppConfig } from '../../config';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { openSeed } from '../live-rounds/chain-seed';
import { chainHashes } from '../live-rounds/engine';
import { liveChains, liveRounds } from '../live-rounds/schema';
import { originalsRounds, originalsSeeds } from './schema';
import { openRound } from './service';

type Headers = Record<string, string>;
const BETTING_MS = 5_000;
const CHAIN_LENGTH = 6;

/** every endpoint a player or a watcher of the games can call */
const GAME_ENDPOINTS: Endpoint[] = [
  ...Object.values(originalsEndpoints),
  ...Object.values(originalsPlayEndpoints),
  ...Object.values(originalsBlackjackEndpoints),
  ...Object.values(originalsLiveEndpoints),
  ...Object.values(liveBetEndpoints),
  ...Object.values(bingoEndpoints),
];
const endpointName = ({ method, path }: Endpoint) => `${method} ${path}`;

function secrecyConfig(): AppConfig {
  const defaults = testConfig();
  const cycles = Object.fromEntries(LIVE_GAMES.map((game) => [game, { bettingMs: BETTING_MS, pauseMs: 1_000 }]));
  return {
    ...defaults,
    originals: {
      ...defaults.originals,
      // a tick of several balls keeps bingo's draw to a few dozen steps
      live: { ...defaults.originals.live, drive: false, chainLength: CHAIN_LENGTH, tickMs: 4_000, cycles: cycles as AppConfig['originals']['live']['cycles'] },
    },
  };
}

describe('seed secrecy: no reply reveals what decides an unfinished round', () => {
  const clock = manualClock(Date.parse('2026-11-27T12:00:00Z'));
  const config = secrecyConfig();
  let app: FastifyInstance;
  const visited = new Set<string>();
  /** every reply or room message that held a secret: where, and which secret */
  const leaks: string[] = [];

  /**
   * The secrets now, from the rows alone: the server seed of every pair not revealed (its rounds are still
   * to come) or with a round not finished; of every live chain, its seed and each link k whose round k has
   * no final result (round k is decided by link k, and link k gives every link before it).
   */
  async function secrets(): Promise<string[]> {
    const pairs = await app.db.select().from(originalsSeeds);
    const unfinished = new Set(
      (await app.db.select({ seedId: originalsRounds.seedId }).from(originalsRounds).where(eq(originalsRounds.status, SessionStatus.Processing))).map(
        ({ seedId }) => seedId,
      ),
    );
    const found = pairs.filter((pair) => pair.revealedAt === null || unfinished.has(pair.id)).map((pair) => pair.serverSeed);
    for (const chain of await app.db.select().from(liveChains)) {
      const links = chainHashes(openSeed(config.originals.live.chainKey, chain.seed, chain.terminalHash), chain.length);
      const rounds = await app.db.select().from(liveRounds).where(eq(liveRounds.chainId, chain.id));
      const over = new Set(rounds.filter((round) => round.phase === 'result' || round.status === SessionStatus.Cancelled).map((round) => round.chainIndex));
      found.push(...links.filter((_, k) => k >= 1 && !over.has(k)));
    }
    return found.map((secret) => secret.toLowerCase());
  }

  async function expectNoSecret(where: string, text: string) {
    const lower = text.toLowerCase();
    for (const secret of await secrets()) if (lower.includes(secret)) leaks.push(`${where} holds ${secret}`);
  }

  /** calls an endpoint of the games' contracts and searches its reply for every secret */
  async function call(
    endpoint: Endpoint,
    { headers = {}, body, params = {} }: { headers?: Headers; body?: object; params?: Record<string, string | number> } = {},
  ): Promise<LightMyRequestResponse> {
    visited.add(endpointName(endpoint));
    const url = `/api/${endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))}`;
    const res = await app.inject({ method: endpoint.method, url, headers, ...(body && { payload: body }) });
    await expectNoSecret(`${endpoint.method} ${url} (${res.statusCode})`, res.body);
    return res;
  }

  beforeAll(async () => {
    app = await buildApp(config, { clock });
    // the rooms hear the rounds too: every message is searched when it is sent
    const publish = app.rooms.publish.bind(app.rooms);
    jest.spyOn(app.rooms, 'publish').mockImplementation(async (room, command, payload) => {
      await expectNoSecret(`room ${room} ${command}`, JSON.stringify(payload));
      return publish(room, command, payload);
    });
  });
  afterAll(async () => {
    await app.close();
  });
  // each test answers for the replies it drove
  beforeEach(() => {
    leaks.length = 0;
  });

  const { originalsSeeds: seedsCall, originalsClientSeed, originalsRotateSeeds, originalsRounds: roundsCall, originalsRound } = originalsEndpoints;
  const { originalsBlackjackDeal, originalsBlackjackAction, originalsBlackjackActive } = originalsBlackjackEndpoints;

  /** everything the player can read of their rounds and pair, as it stands */
  async function readAll(headers: Headers, roundId?: number) {
    await call(seedsCall, { headers });
    await call(roundsCall, { headers });
    await call(originalsBlackjackActive, { headers });
    if (roundId !== undefined) await call(originalsRound, { headers, params: { id: roundId } });
  }

  /** sets a client seed whose Blackjack deal at the player's next nonce passes `wanted` (the test reads the server seed from the database) */
  async function arrangeDeal(userId: number, headers: Headers, wanted: (state: BlackjackState, roundFloats: number[]) => boolean) {
    const [pair] = await app.db
      .select()
      .from(originalsSeeds)
      .where(and(eq(originalsSeeds.userId, userId), isNull(originalsSeeds.revealedAt)));
    for (let i = 0; ; i++) {
      const clientSeed = `secrecy-${i}`;
      const roundFloats = await floats(pair.serverSeed, clientSeed, pair.nextNonce, BLACKJACK_FLOATS);
      if (wanted(deal(roundFloats), roundFloats)) {
        await call(originalsClientSeed, { headers, body: { clientSeed } });
        return pair;
      }
    }
  }
  /** a hand still in play after the deal and after one hit */
  const longHand = (state: BlackjackState, roundFloats: number[]) => state.phase === 'player' && act(state, 'hit', roundFloats).phase === 'player';
  const action = (headers: Headers, roundId: number, name: BlackjackActionName, step: number) =>
    call(originalsBlackjackAction, { headers, body: { roundId, action: name, step } });
  async function standToTheEnd(headers: Headers, play: BlackjackPlay): Promise<BlackjackPlay> {
    let last = play;
    while (last.table.phase !== 'done') last = (await action(headers, last.round.id, 'stand', last.table.step)).json().data as BlackjackPlay;
    return last;
  }

  it('the single-step games: a round played, a round a crash left unsettled, and the rotation after it', async () => {
    const { userId, headers } = await fundedPlayer(app, 1_000_000);
    await call(seedsCall, { headers });
    await call(originalsClientSeed, { headers, body: { clientSeed: 'secrecy' } });
    const bodies: Record<keyof typeof originalsPlayEndpoints, object> = {
      dice: { amount: 1_000, target: 5_000, over: true },
      limbo: { amount: 1_000, target: 200 },
      sultan: { amount: 1_000 },
      bosphorus: { amount: 1_000 },
      roulette: { amount: 1_000, bets: [{ type: 'red', amount: 1_000 }] },
      plinko: { amount: 1_000, rows: 8, risk: 'low' },
    };
    let last = 0;
    for (const [game, body] of Object.entries(bodies) as [keyof typeof originalsPlayEndpoints, object][]) {
      const res = await call(originalsPlayEndpoints[game], { headers, body });
      expect([game, res.statusCode]).toEqual([game, 200]);
      last = (res.json().data.round as OriginalsRound).id;
      // a slot's minimum time between spins
      clock.advance(60_000);
    }
    // a free spin the player does not have is refused, and the refusal too is searched
    expect((await call(originalsPlayEndpoints.sultan, { headers, body: { amount: 1_000, freeSpin: true } })).statusCode).toBe(400);
    await readAll(headers, last);

    // a round a crash left between its opening and its settlement: still being played
    const crashed = await app.db.transaction((tx) =>
      openRound(tx, new Date(clock.now()), { userId, game: 'dice', amount: 1_000, params: { target: 5_000, over: true } }),
    );
    await readAll(headers, crashed!.id);
    const refused = await call(originalsRotateSeeds, { headers: { ...headers, 'x-locale': 'en' }, body: {} });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { success: false, message: 'Finish your open round first: the server seed it is played with is revealed only once it ends.' },
    ]);
    expect((await call(originalsRotateSeeds, { headers, body: {} })).json().message).toBe(
      'Önce açık turunuzu bitirin: oynandığı sunucu tohumu ancak tur bittiğinde açıklanır.',
    );

    await app.originals.recover();
    const rotated = await call(originalsRotateSeeds, { headers, body: {} });
    expect(rotated.statusCode).toBe(200);
    // now the seed is out, and every round of it can be checked against its published hash
    const round = (await call(originalsRound, { headers, params: { id: crashed!.id } })).json().data as OriginalsRound;
    expect(round.status).toBe(SessionStatus.Completed);
    expect(createHash('sha256').update(round.serverSeed!).digest('hex')).toBe(round.serverSeedHash);
    expect(leaks).toEqual([]);
  });

  it('Blackjack: a hand in play shows no seed, and its pair is not rotated until the hand ends', async () => {
    const { userId, headers } = await fundedPlayer(app, 100_000);
    await call(seedsCall, { headers });
    await arrangeDeal(userId, headers, longHand);
    const dealt = await call(originalsBlackjackDeal, { headers, body: { amount: 1_000 } });
    const play = dealt.json().data as BlackjackPlay;
    expect(play.round).toMatchObject({ status: SessionStatus.Processing, serverSeed: null });
    await readAll(headers, play.round.id);
    const refused = await call(originalsRotateSeeds, { headers, body: {} });
    expect(refused.statusCode).toBe(409);
    const hit = await action(headers, play.round.id, 'hit', play.table.step);
    expect(hit.statusCode).toBe(200);
    // an action for a step already played answers the hand as it stands: searched too
    expect((await action(headers, play.round.id, 'hit', play.table.step)).statusCode).toBe(409);
    await readAll(headers, play.round.id);
    expect((await call(originalsRotateSeeds, { headers, body: {} })).statusCode).toBe(409);

    const done = await standToTheEnd(headers, hit.json().data as BlackjackPlay);
    expect(done.round.status).toBe(SessionStatus.Completed);
    const rotated = await call(originalsRotateSeeds, { headers, body: {} });
    expect(rotated.statusCode).toBe(200);
    const round = (await call(originalsRound, { headers, params: { id: play.round.id } })).json().data as OriginalsRound;
    expect(round.serverSeed).toBe(rotated.json().data.previousServerSeed);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    expect(leaks).toEqual([]);
  });

  it('a pair revealed while its hand was in play (as rotation allowed before) shows its seed only once the hand ends', async () => {
    const { userId, headers } = await fundedPlayer(app, 100_000);
    await call(seedsCall, { headers });
    const pair = await arrangeDeal(userId, headers, longHand);
    const play = (await call(originalsBlackjackDeal, { headers, body: { amount: 1_000 } })).json().data as BlackjackPlay;
    await app.db
      .update(originalsSeeds)
      .set({ revealedAt: new Date(clock.now()) })
      .where(eq(originalsSeeds.id, pair.id));
    await readAll(headers, play.round.id);
    const hit = (await action(headers, play.round.id, 'hit', play.table.step)).json().data as BlackjackPlay;
    expect(hit.round.serverSeed).toBeNull();
    const done = await standToTheEnd(headers, hit);
    expect(done.round.serverSeed).toBe(pair.serverSeed);
    expect(leaks).toEqual([]);
  });

  it('the live games: every round betting, running and over, its bets, cash-outs and tickets, and the chains', async () => {
    const { headers } = await fundedPlayer(app, 1_000_000);
    const bets: Record<keyof typeof liveBetEndpoints, object> = {
      aviator: { amount: 1_000, autoCashOut: 300 },
      wheel: { amount: 1_000, number: 2 },
      'auto-roulette': { type: 'red', amount: 1_000 },
    };
    const { liveState, liveHistory, liveChains: chainsCall, aviatorCashOut } = originalsLiveEndpoints;
    for (const game of LIVE_GAMES) {
      let mine: LiveBet | undefined;
      /** every call of the game, in whatever phase its round is */
      const probe = async (): Promise<LiveState> => {
        await call(liveState, { params: { game } });
        await call(chainsCall);
        await call(liveHistory, { params: { game } });
        if (game in bets) {
          const placed = await call(liveBetEndpoints[game as keyof typeof bets], { headers, body: bets[game as keyof typeof bets] });
          if (placed.statusCode === 200) mine ??= placed.json().data.bet as LiveBet;
        }
        if (game === 'aviator' && mine) await call(aviatorCashOut, { headers, body: { betId: mine.id } });
        if (game === 'bingo') {
          await call(bingoEndpoints.bingoBuyTickets, { headers, body: { tickets: 2 } });
          await call(bingoEndpoints.bingoMyTickets, { headers });
        }
        return (await call(liveState, { headers, params: { game } })).json().data as LiveState;
      };
      // two rounds each: the second is played on a chain whose first link is already out
      for (let round = 0; round < 2; round++) {
        mine = undefined;
        const phases = new Set<string>();
        let played: number | undefined;
        let last: LiveState['round'] = null;
        for (let i = 0; i < 100; i++) {
          const wait = await app.liveRounds.step(game);
          const { round: now } = await probe();
          // before the pause is over the state still shows the round before
          if (now?.status === SessionStatus.Processing) played ??= now.id;
          if (now?.id !== played) {
            clock.advance(wait);
            continue;
          }
          phases.add(now!.phase);
          last = now;
          if (now!.status !== SessionStatus.Processing) break;
          clock.advance(wait);
        }
        // a plane that crashes at 1.00× (about one round in 50) never flies: its round has no running phase
        const instantCrash = game === 'aviator' && (last?.result as { crashPoint?: number } | null)?.crashPoint === 100;
        expect([game, [...phases].sort()]).toEqual([game, instantCrash ? ['betting', 'result'] : ['betting', 'result', 'running']]);
        expect(mine ?? game === 'bingo').toBeTruthy();
      }
    }
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    expect(leaks).toEqual([]);
  });

  it('a rotation racing a Blackjack deal is refused, or the hand is dealt on the new pair: never the revealed seed of a hand in play', async () => {
    const outcomes = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const { userId, headers } = await fundedPlayer(app, 10_000);
      await call(seedsCall, { headers });
      const pair = await arrangeDeal(userId, headers, longHand);
      const [dealt, rotated] = await Promise.all([
        call(originalsBlackjackDeal, { headers, body: { amount: 1_000 } }),
        call(originalsRotateSeeds, { headers, body: {} }),
      ]);
      expect(dealt.statusCode).toBe(200);
      const hand = (dealt.json().data as BlackjackPlay).round;
      outcomes.add(rotated.statusCode);
      if (rotated.statusCode === 200) {
        expect(rotated.json().data.previousServerSeedHash).toBe(pair.serverSeedHash);
        expect(hand.serverSeedHash).not.toBe(pair.serverSeedHash);
      } else {
        expect(rotated.statusCode).toBe(409);
        expect(hand.serverSeedHash).toBe(pair.serverSeedHash);
      }
      const exposed = await app.db
        .select({ id: originalsRounds.id })
        .from(originalsRounds)
        .innerJoin(originalsSeeds, eq(originalsSeeds.id, originalsRounds.seedId))
        .where(and(eq(originalsRounds.status, SessionStatus.Processing), isNotNull(originalsSeeds.revealedAt)));
      expect(exposed).toEqual([]);
    }
    expect(outcomes.size).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });

  it('a deal that waited for a rotation is dealt on the new pair', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    await call(seedsCall, { headers });
    const pair = await arrangeDeal(userId, headers, longHand);
    let rotating: Promise<LightMyRequestResponse>;
    let dealing: Promise<LightMyRequestResponse>;
    if (config.database.kind === 'postgres') {
      // the pair is held locked while the rotation, then the deal, queue behind it: the rotation goes first
      const waiting = async (count: number) => {
        for (;;) {
          // this test's own database: other test files run beside it on the same server
          const [{ waiting }] = await app.db
            .select({ waiting: sql<number>`count(*)::int` })
            .from(sql`pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid`)
            .where(sql`NOT l.granted AND a.datname = current_database()`);
          if (waiting >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = app.db.transaction(async (tx) => {
        await tx.select().from(originalsSeeds).where(eq(originalsSeeds.id, pair.id)).for('update');
        held();
        await released;
      });
      await holding;
      rotating = call(originalsRotateSeeds, { headers, body: {} });
      await waiting(1);
      dealing = call(originalsBlackjackDeal, { headers, body: { amount: 1_000 } });
      await waiting(2);
      release();
      await holder;
    } else {
      // one connection: the two take turns in the order sent
      rotating = call(originalsRotateSeeds, { headers, body: {} });
      dealing = rotating.then(() => call(originalsBlackjackDeal, { headers, body: { amount: 1_000 } }));
    }
    const [rotated, dealt] = await Promise.all([rotating, dealing]);
    expect(rotated.statusCode).toBe(200);
    expect(dealt.statusCode).toBe(200);
    const hand = (dealt.json().data as BlackjackPlay).round;
    expect(hand.serverSeedHash).toBe(rotated.json().data.serverSeedHash);
    expect(hand.serverSeedHash).not.toBe(pair.serverSeedHash);
    expect(leaks).toEqual([]);
  });

  it('drove every endpoint of the games', () => {
    expect([...visited].sort()).toEqual(GAME_ENDPOINTS.map(endpointName).sort());
  });
});
