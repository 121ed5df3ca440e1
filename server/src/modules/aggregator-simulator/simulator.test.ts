// The aggregator simulator: every simulated supplier answers its adapter's launch with the game page of
// the game's genre, whose rounds move the player's money through our signed wallet API (over inject and
// over real HTTP); a replayed round moves nothing again, a lost answer is retried without moving money
// twice, and a bet that never gets an answer is rolled back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../config';
import { parsePolicy } from '../../testing/csp';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { randomUUID } from 'node:crypto';
import { createLaunchSession, createSupplierHttp, SupplierTimeoutError, type AdapterName, type SupplierHttp } from '../casino';
import { signedWalletSupplier, WalletUnreachableError } from './signed-wallet';
import { PRODUCTION_ENV } from '../../testing/production-env';

const NAMES: Record<string, string> = {
  egtlaunchurl: 'Kashmir Gold',
  amusnetlaunchurl: '40 Super Hot',
  emlaunchurl: 'Starburst',
  dtlaunchurl: 'Book of Ra Deluxe',
};

const GAMES = {
  egtlaunchurl: { platform: 1, gameCode: 'egtdigital_egtdigital_kashmir_gold', language: 'en', lobbyUrl: '/' },
  amusnetlaunchurl: { code: 'amusnet_amusnet_40_super_hot', isMobile: false },
  emlaunchurl: { code: 'everymatrix_netent_starburst', productId: 103 },
  dtlaunchurl: { code: 'digitain_novomatic_book_of_ra_deluxe' },
};

describe('aggregator simulator', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let userId: number;

  const launch = async (call: string, payload: Record<string, unknown>) => {
    const reply = await app.inject({ method: 'POST', url: `/api/casino/${call}`, payload, headers: { ...headers, 'x-locale': 'en' } });
    expect(reply.json()).toMatchObject({ success: true });
    return reply.json().data as string;
  };
  const play = (url: string, stake: number, choice: Record<string, unknown> = {}, round: string = randomUUID()) =>
    app.inject({ method: 'POST', url: `${url.split('?')[0]}/play`, payload: { round, stake, ...choice }, headers: { 'x-locale': 'en' } });
  const spin = (url: string, stake: number) => play(url, stake);
  const balance = async () => (await app.wallet.balance(userId))!;
  // this process's secrets, which the simulator signs with (config.ts makes them afresh per process)
  const { wallet } = testConfig();

  beforeAll(async () => {
    app = await buildTestApp({ wallet });
    ({ headers, userId } = await fundedPlayer(app, 1_000_000));
  });
  afterAll(async () => {
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    await app.close();
  });

  it.each(Object.entries(GAMES))('%s launches its slot page: its name, the balance, a spin button, framable by the site only', async (call, payload) => {
    const url = await launch(call, payload);
    expect(url).toMatch(/^\/simulator\/game\/[A-Za-z0-9_-]{43}\?lang=(en|tr)$/);
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = parsePolicy(page.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const nonce = /'nonce-([^']+)'/.exec(policy['script-src'].join(' '))![1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain(`<h1>${NAMES[call]} `);
    expect(page.body).toContain('id="spin"');
    expect(page.body).toContain(`"balance":${await balance()}`);
    expect(page.body).not.toMatch(/\son[a-z]+=|style="/i);
    expect(page.body).toContain('<main class="slot">');
  });

  it('SoftGamings answers HTML whose script leads to the demo game, which the site may frame', async () => {
    const html = await launch('softgamingslaunchurl', { system: 'pragmaticplay', pageCode: 'softgamings_pragmaticplay_sweet_bonanza', isMobile: 1 });
    const [, data, script] = /<script type="application\/json" id="game">(.*?)<\/script><script>(.*?)<\/script>/.exec(html)!;
    expect(JSON.parse(data).url).toMatch(/^\/simulator\/game\/[A-Za-z0-9_-]{43}\?lang=en$/);
    expect(script).toContain('location.replace(');
    const site = await app.inject({ method: 'GET', url: '/api/platform/health' });
    expect(parsePolicy(site.headers['content-security-policy'])['frame-src']).toContain("'self'");
    expect((await app.inject({ method: 'GET', url: JSON.parse(data).url })).statusCode).toBe(200);
  });

  it('refuses a launch request with a wrong signature, as the supplier would', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/simulator/egt/launch',
      payload: { sessionToken: 'x' },
      headers: { 'x-api-key': 'simulator-key', 'x-egt-signature': 'bad' },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('a spin takes the stake and pays the win through the wallet: balance down by the stake, up by the win', async () => {
    const url = await launch('egtlaunchurl', GAMES.egtlaunchurl);
    const outcomes = new Set<string>();
    for (let round = 0; round < 40 && outcomes.size < 2; round += 1) {
      const before = await balance();
      const reply = await spin(url, 1_000);
      expect(reply.statusCode).toBe(200);
      const { win, multiplier, balance: after, outcome } = reply.json().data;
      expect(win).toBe((1_000 * multiplier) / 100);
      expect(outcome.reels).toHaveLength(3);
      expect(after).toBe(before - 1_000 + win);
      expect(await balance()).toBe(after);
      outcomes.add(win > 0 ? 'win' : 'loss');
    }
    expect([...outcomes].sort()).toEqual(['loss', 'win']);
  });

  it('refuses a stake beyond the balance, an unknown session and a bad stake', async () => {
    const poor = await fundedPlayer(app, 500);
    const reply = await app.inject({ method: 'POST', url: '/api/casino/dtlaunchurl', payload: GAMES.dtlaunchurl, headers: poor.headers });
    const url = reply.json().data as string;
    const broke = await spin(url, 600);
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toEqual({ success: false, message: 'Insufficient balance.' });
    expect(await app.wallet.balance(poor.userId)).toBe(500);
    expect((await spin('/simulator/game/nope', 100)).statusCode).toBe(404);
    expect((await spin(url, 0)).statusCode).toBe(400);
    expect((await play(url, 100, {}, 'short')).statusCode).toBe(400);
  });

  it('refuses a spin for a game it does not play (our own studio plays its games itself)', async () => {
    const session = await createLaunchSession(app.db, { userId, gameCode: 'aviator', adapter: 'Arena Originals', platform: 'desktop' });
    const reply = await spin(`/simulator/game/${session.token}`, 100);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ success: false, message: 'This game cannot be played in the simulator.' });
  });

  it('plays over real HTTP when the server listens', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = await launch('amusnetlaunchurl', GAMES.amusnetlaunchurl);
    const before = await balance();
    const reply = await spin(url, 500);
    expect(reply.json().data.balance).toBe(before - 500 + reply.json().data.win);
  });

  describe('a game per genre, as the catalogue lists it', () => {
    const sessionOf = async (gameCode: string, adapter: AdapterName) => {
      const { token } = await createLaunchSession(app.db, { userId, gameCode, adapter, platform: 'desktop' });
      return `/simulator/game/${token}`;
    };
    const GENRES = [
      ['slot', 'everymatrix_netent_starburst', 'EveryMatrix', {}, 'id="reel0"'],
      ['roulette', 'everymatrix_evolution_lightning_roulette', 'EveryMatrix', { pick: 'red' }, 'id="pick"'],
      ['blackjack', 'everymatrix_evolution_blackjack_a', 'EveryMatrix', { action: 'stand' }, 'id="hit"'],
      ['baccarat', 'everymatrix_evolution_lightning_baccarat', 'EveryMatrix', { side: 'banker' }, 'name="side"'],
      ['crash', 'digitain_smartsoft_jetx', 'Digitain', { target: 200 }, 'id="target"'],
      ['game-show', 'everymatrix_evolution_crazy_time', 'EveryMatrix', { segment: 2 }, 'name="segment"'],
      ['poker', 'everymatrix_evolution_casino_hold_em', 'EveryMatrix', { action: 'draw', hold: 0 }, 'id="draw"'],
    ] as const;

    it.each(GENRES)(
      '%s: its own page, controls and art; a round takes the stake and pays the win through the wallet, once however often it is sent',
      async (genre, gameCode, adapter, choice, control) => {
        const url = await sessionOf(gameCode, adapter);
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<main class="${genre}">`);
        expect(page.body).toContain(control);
        expect(page.body).toContain(`<img src="/media/games/${gameCode}.svg"`);
        expect(page.body).not.toMatch(/\son[a-z]+=|style="/i);

        const before = await balance();
        const round = randomUUID();
        const first = await play(url, 1_000, choice, round);
        expect(first.statusCode).toBe(200);
        const { win, multiplier, balance: after, settled } = first.json().data;
        expect(settled).toBe(true);
        expect(win).toBe(Math.floor((1_000 * multiplier) / 100));
        expect(after).toBe(before - 1_000 + win);
        expect(await balance()).toBe(after);
        // the same request again (a retry, a double click): the same answer, and no money moves
        const again = await play(url, 1_000, choice, round);
        expect(again.json()).toEqual(first.json());
        expect(await balance()).toBe(after);
        // the same name with another stake is a round of its own, its money moved once too
        const other = await play(url, 2_000, choice, round);
        expect(other.statusCode).toBe(200);
        expect(other.json().data.balance).toBe(after - 2_000 + other.json().data.win);
        expect((await play(url, 2_000, choice, round)).json()).toEqual(other.json());
        expect(await balance()).toBe(other.json().data.balance);
      },
    );

    it("refuses a round without the game's choice, moving nothing", async () => {
      const url = await sessionOf('everymatrix_evolution_lightning_roulette', 'EveryMatrix');
      const before = await balance();
      const reply = await play(url, 1_000, { side: 'banker' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ success: false, message: 'Choose your bet.' });
      expect(await balance()).toBe(before);
    });

    it('blackjack: the deal takes the stake and hides the hole card; the decision replays that deal and pays once', async () => {
      const url = await sessionOf('everymatrix_evolution_blackjack_a', 'EveryMatrix');
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const before = await balance();
        const round = randomUUID();
        const deal = (await play(url, 1_000, { action: 'deal' }, round)).json().data;
        // a blackjack settles at the deal
        if (deal.settled) {
          expect(deal.balance).toBe(before - 1_000 + deal.win);
          continue;
        }
        expect(deal).toMatchObject({ balance: before - 1_000, win: 0, multiplier: null });
        expect(deal.outcome.player).toHaveLength(2);
        expect(deal.outcome.dealer).toHaveLength(1);
        const hit = (await play(url, 1_000, { action: 'hit' }, round)).json().data;
        expect(hit.settled).toBe(true);
        expect(hit.outcome.player.slice(0, 2)).toEqual(deal.outcome.player);
        expect(hit.outcome.player).toHaveLength(3);
        expect(hit.outcome.dealer[0]).toBe(deal.outcome.dealer[0]);
        expect(hit.balance).toBe(before - 1_000 + hit.win);
        // a second decision on the paid hand: refused, or the same answer where it pays alike; nothing moves
        const stand = await play(url, 1_000, { action: 'stand' }, round);
        if (stand.statusCode === 200) expect(stand.json().data.win).toBe(hit.win);
        expect(await balance()).toBe(hit.balance);
        return;
      }
      throw new Error('twenty blackjacks in a row');
    });

    it('video poker: the deal takes the stake and shows five cards; the draw keeps the held ones, replaces the rest and pays once', async () => {
      const url = await sessionOf('everymatrix_evolution_texas_hold_em_bonus_poker', 'EveryMatrix');
      const before = await balance();
      const round = randomUUID();
      const deal = (await play(url, 1_000, { action: 'deal' }, round)).json().data;
      expect(deal).toMatchObject({ balance: before - 1_000, win: 0, multiplier: null, settled: false });
      expect(new Set(deal.outcome.dealt).size).toBe(5);
      // the deal sent again shows the same cards and takes nothing more
      expect((await play(url, 1_000, { action: 'deal' }, round)).json().data).toEqual(deal);
      // holding the 1st, 3rd and 5th cards
      const draw = (await play(url, 1_000, { action: 'draw', hold: 0b10101 }, round)).json().data;
      expect(draw.settled).toBe(true);
      expect(draw.outcome.dealt).toEqual(deal.outcome.dealt);
      const [a, , c, , e] = deal.outcome.dealt;
      expect([draw.outcome.cards[0], draw.outcome.cards[2], draw.outcome.cards[4]]).toEqual([a, c, e]);
      expect(new Set([...deal.outcome.dealt, ...draw.outcome.cards]).size).toBe(7);
      expect(draw.win).toBe(Math.floor((1_000 * draw.multiplier) / 100));
      expect(draw.balance).toBe(before - 1_000 + draw.win);
      // a second draw of the paid hand with other holds: refused, or the same answer where it pays alike; nothing moves
      const again = await play(url, 1_000, { action: 'draw', hold: 0 }, round);
      if (again.statusCode === 200) expect(again.json().data.win).toBe(draw.win);
      else expect(again.json()).toMatchObject({ success: false });
      expect(await balance()).toBe(draw.balance);
      // a hold beyond the five cards is refused before any money moves
      expect((await play(url, 1_000, { action: 'draw', hold: 32 })).statusCode).toBe(400);
      expect((await play(url, 1_000, { action: 'hit' })).json()).toEqual({ success: false, message: 'Choose your bet.' });
      expect(await balance()).toBe(draw.balance);
    });
  });

  describe('the wallet client', () => {
    const provider = 'egt-digital';
    const round = () => ({ token: 't', userCode: `A${String(userId).padStart(7, '0')}`, gameCode: 'g', roundId: `r-${Math.random()}` });
    /** our answers to the actions listed are lost on the way back (the call itself is carried out) */
    const losing =
      (http: SupplierHttp, actions: string[], times = Infinity): SupplierHttp =>
      async (request) => {
        const response = await http(request);
        if (actions.some((action) => request.url.endsWith(`/${action}`)) && times-- > 0) throw new SupplierTimeoutError(request.url);
        return response;
      };
    const client = (http: SupplierHttp) =>
      signedWalletSupplier({ provider, secret: wallet.providerSecrets[provider], http, timeoutMs: 2_000, retryDelayMs: 1 });

    it('retries a bet whose answer was lost with the same transaction: the money moves once', async () => {
      const before = await balance();
      const { balance: after } = await client(losing(createSupplierHttp(app), ['bet'], 2)).bet({ ...round(), transactionId: `bet-${Date.now()}`, amount: 700 });
      expect(after).toBe(before - 700);
      expect(await balance()).toBe(before - 700);
    });

    it('rolls back a bet that never gets an answer', async () => {
      const before = await balance();
      const bet = client(losing(createSupplierHttp(app), ['bet'])).bet({ ...round(), transactionId: `lost-${Date.now()}`, amount: 900 });
      await expect(bet).rejects.toBeInstanceOf(WalletUnreachableError);
      expect(await balance()).toBe(before);
    });
  });
});

describe('CASINO_SIMULATOR', () => {
  it('is on by default outside production, off in production, and refused there', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).casino.simulator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', CASINO_SIMULATOR: 'false' }).casino.simulator).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' }).casino.simulator).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION_ENV, ARENA_DEMO: 'true', CASINO_SIMULATOR: 'true' })).toThrow(/CASINO_SIMULATOR is refused/);
    expect(() => loadConfig({ NODE_ENV: 'test', CASINO_EGT_BASE_URL: 'ftp://egt' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', CASINO_EGT_BASE_URL: 'https://egt.example/api/' }).casino.providers['Egt Digital'].baseUrl).toBe(
      'https://egt.example/api',
    );
  });
});
