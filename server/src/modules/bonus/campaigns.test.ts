// Bonus campaigns end to end: offers and claims with their eligibility (window, code, new players,
// first deposit, once per player and per device), a deposit match granted by its deposit, wagering
// counted by where each stake is played with the maximum bet refused, conversion at the requirement,
// expiry, forfeit, and a withdrawal that forfeits only when the player confirms it. The ledger stays
// balanced after every test.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type PlayerBonus, type PlayerBonuses, type WageringTerms } from '@arena/contracts';
import { manualClock } from '../../clock';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer, lastCode } from '../../testing/players';
import { insertTestCampaign } from '../../testing/bonus';
import { buildTestApp } from '../../testing/test-app';
import { users } from '../auth/plugin';
import { WalletRefusal, type WalletGuard } from '../wallet/plugin';
import { bonusCampaigns, playerBonuses, type CampaignRow } from './schema';

type Headers = Record<string, string>;
const DAY = 86_400_000;
const clock = manualClock();
let app: FastifyInstance;
let sequence = 0;
const key = (label: string) => `test:${label}:${(sequence += 1)}`;

const TERMS: WageringTerms = { multiplier: 1, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 3_000, days: 7 };

const campaign = (values: Partial<typeof bonusCampaigns.$inferInsert> = {}): Promise<CampaignRow> =>
  insertTestCampaign(app.db, clock.now(), { kind: 'trial', maxAmount: 10_000, wagering: TERMS, ...values });

const get = (path: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/bonus/${path}`, headers: { 'x-locale': 'en', ...headers } });
const post = (path: string, payload: object, headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/bonus/${path}`, payload, headers: { 'x-locale': 'en', ...headers } });
const claim = (offerId: number, headers: Headers, code?: string) => post('claim', { offerId, ...(code === undefined ? {} : { code }) }, headers);
const mine = async (headers: Headers) => (await get('mine', headers)).json().data as PlayerBonuses;
const money = async (userId: number) => ({ cash: await app.wallet.balance(userId), bonus: await app.wallet.bonusBalance(userId) });
const titles = async (userId: number) => (await app.notifications.page(userId, 'en', 0, 50)).map(({ title }) => title);
const play = (userId: number, amount: number, gameCode: string, roundId = 'r1') =>
  app.wallet.bet({ userId, amount, key: key('bet'), roundId, gameCode, provider: 'arena-originals' });

/** a player holding `campaign`'s bonus (claimed with nothing else in hand) */
async function holding(offer: CampaignRow, cash = 0) {
  const player = await fundedPlayer(app, cash);
  const res = await claim(offer.id, player.headers);
  expect(res.json()).toMatchObject({ success: true, data: { status: 'active' } });
  return { ...player, bonus: res.json().data as PlayerBonus };
}

beforeAll(async () => {
  app = await buildTestApp({ redisUrl: null }, undefined, { clock });
});
afterEach(async () => {
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});
afterAll(async () => {
  await app.close();
});

describe('bonus/offers', () => {
  it("lists the open campaigns with their terms in the request's language, and why one cannot be claimed", async () => {
    const { headers } = await fundedPlayer(app, 0);
    const future = await campaign({ startsAt: new Date(clock.now() + DAY) });
    const offers = (await get('offers', { ...headers, 'x-locale': 'tr' })).json().data as { id: number; title: string; needsCode: boolean; reason?: string }[];
    expect(offers.map(({ id }) => id)).not.toContain(future.id);
    const reload = offers.find((offer) => offer.title === "500 ₺'ye kadar %50 yatırım bonusu");
    expect(reload).toMatchObject({ needsCode: true, claimable: true, percent: 5_000, minDeposit: 20_000, maxAmount: 50_000 });
    const english = (await get('offers', headers)).json().data as { title: string; claimable: boolean; reason?: string }[];
    // the welcome bonus is once per device: without a device fingerprint it is not claimable
    expect(english.find((offer) => offer.title === '100% welcome bonus up to ₺1,000')).toMatchObject({
      claimable: false,
      reason: 'This bonus can only be claimed from a recognised device.',
    });
    expect((await get('offers', {})).statusCode).toBe(401);
  });
});

describe('bonus/claim', () => {
  it('grants a deposit match when its qualifying deposit is credited through payments', async () => {
    const match = await campaign({
      kind: 'deposit_match',
      percent: 10_000,
      minDeposit: 1_000,
      maxAmount: 10_000,
      oncePer: 'device',
      wagering: { ...TERMS, multiplier: 2 },
    });
    const { userId, headers } = await fundedPlayer(app, 0);
    const device = { ...headers, 'x-fingerprint': `device-${randomUUID()}` };
    const claimed = await claim(match.id, device);
    expect(claimed.json()).toMatchObject({
      success: true,
      message: 'Bonus claimed: deposit at least ₺10.00 to receive it.',
      data: { status: 'awaiting_deposit', amount: 0 },
    });

    // too small a deposit leaves it waiting
    await app.wallet.deposit({ userId, amount: 999, key: key('deposit'), reference: 'small', description: 'test' });
    expect((await mine(headers)).active[0]).toMatchObject({ status: 'awaiting_deposit' });

    const started = await app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      payload: { id: 1, target: 'pay', detail: { Amount: 20_000, AccountHolder: 'Ayşe Yılmaz', Iban: 'TR330006100519786457841326' } },
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key('deposit') },
    });
    const url = started.json().data as string;
    const decided = await app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/decision',
      payload: { reference: url.slice(url.lastIndexOf('/') + 1), decision: 'pay' },
      headers,
    });
    expect(decided.statusCode).toBe(200);

    const { active, bonusBalance } = await mine(headers);
    // 100 % of 200.00, capped at 100.00; wagering 2× the bonus
    expect(active[0]).toMatchObject({ status: 'active', amount: 10_000, balance: 10_000, wageringRequired: 20_000, wagered: 0 });
    expect(bonusBalance).toBe(10_000);
    expect(await money(userId)).toEqual({ cash: 20_999, bonus: 10_000 });
    expect(await titles(userId)).toContain('Bonus credited');

    // once per device: another account on the same device cannot claim it
    const other = await fundedPlayer(app, 0);
    const again = await claim(match.id, { ...other.headers, 'x-fingerprint': device['x-fingerprint'] });
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already claimed this bonus.']);
  });

  it('grants a deposit match once when qualifying deposits race', async () => {
    const match = await campaign({ kind: 'deposit_match', percent: 5_000, minDeposit: 1_000, maxAmount: 50_000 });
    const { userId, headers } = await fundedPlayer(app, 0);
    expect((await claim(match.id, headers)).json().data).toMatchObject({ status: 'awaiting_deposit' });
    await Promise.all([20_000, 30_000].map((amount) => app.wallet.deposit({ userId, amount, key: key('deposit'), reference: 'race', description: 'test' })));
    const { active, bonusBalance } = await mine(headers);
    expect(active).toHaveLength(1);
    // half of whichever deposit came first
    expect([10_000, 15_000]).toContain(bonusBalance);
    expect(active[0]).toMatchObject({ status: 'active', amount: bonusBalance });
    expect(await money(userId)).toEqual({ cash: 50_000, bonus: bonusBalance });
  });

  it('allows one open bonus at a time, and each campaign once per player', async () => {
    const first = await campaign();
    const second = await campaign();
    const { headers, bonus } = await holding(first);
    const busy = await claim(second.id, headers);
    expect([busy.statusCode, busy.json().message]).toEqual([409, 'You already have an active bonus. Finish or forfeit it before claiming another.']);
    expect((await post('forfeit', { bonusId: bonus.id }, headers)).statusCode).toBe(200);
    const twice = await claim(first.id, headers);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'You have already claimed this bonus.']);
    expect((await claim(second.id, headers)).statusCode).toBe(200);
  });

  it('grants once when claims race', async () => {
    const offer = await campaign();
    const { userId, headers } = await fundedPlayer(app, 0);
    const results = await Promise.all([claim(offer.id, headers), claim(offer.id, headers), claim(offer.id, headers)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await money(userId)).toEqual({ cash: 0, bonus: 10_000 });
  });

  it('checks the code, the window, new players and first deposits', async () => {
    const { headers } = await fundedPlayer(app, 5_000);
    const coded = await campaign({ code: 'SPRING' });
    expect((await claim(coded.id, headers)).json()).toEqual({ success: false, message: 'The bonus code is not valid.' });
    expect((await claim(coded.id, headers, 'WINTER')).statusCode).toBe(400);
    const ended = await campaign({ endsAt: new Date(clock.now() - 1) });
    expect((await claim(ended.id, headers)).json().message).toBe('This bonus is not available at the moment.');
    const firstDeposit = await campaign({ kind: 'deposit_match', percent: 10_000, minDeposit: 100, maxAmount: 1_000, firstDepositOnly: true });
    expect((await claim(firstDeposit.id, headers)).json().message).toBe('This bonus is for your first deposit only.');
    expect((await claim(999_999, headers)).statusCode).toBe(404);
    expect((await claim(coded.id, headers, ' spring ')).json()).toMatchObject({ success: true, message: 'Your bonus has been credited.' });

    const newcomers = await campaign({ newPlayerDays: 1 });
    const fresh = await fundedPlayer(app, 0);
    const veteran = await fundedPlayer(app, 0);
    await app.db.execute(sql`UPDATE users SET created_at = now() - interval '2 days' WHERE id = ${veteran.userId}`);
    expect((await claim(newcomers.id, veteran.headers)).json()).toEqual({ success: false, message: 'This bonus is for new players only.' });
    expect((await claim(newcomers.id, fresh.headers)).statusCode).toBe(200);
  });

  it('grants a once-per-phone campaign once per verified phone, whichever account holds it', async () => {
    const perPhone = await campaign({ oncePer: 'phone' });
    let numbers = 0;
    const newNumber = () => `9055${String(Date.now() + (numbers += 1)).slice(-8)}`;
    const verifyPhone = async (headers: Headers, phone: string) => {
      // past the SMS resend countdown of the previous send
      clock.advance(60_000);
      await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone }, headers });
      const code = await lastCode(app, phone);
      const res = await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 2, phone, code }, headers });
      expect(res.json()).toMatchObject({ success: true });
    };
    const first = await fundedPlayer(app, 0);
    expect((await claim(perPhone.id, first.headers)).json()).toEqual({ success: false, message: 'Verify your phone number to claim this bonus.' });
    const phone = newNumber();
    await verifyPhone(first.headers, phone);
    expect((await claim(perPhone.id, first.headers)).statusCode).toBe(200);
    // the first account moves to another number; a second account verifies the freed one: no second bonus
    await verifyPhone(first.headers, newNumber());
    const second = await fundedPlayer(app, 0);
    await verifyPhone(second.headers, phone);
    const again = await claim(perPhone.id, second.headers);
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already claimed this bonus.']);
  });

  it('pays cashback on the net losses of its period, once a period', async () => {
    const cashback = await campaign({ kind: 'cashback', percent: 1_000, maxAmount: 100_000, cashbackDays: 7 });
    const { userId, headers } = await fundedPlayer(app, 10_000);
    expect((await claim(cashback.id, headers)).json()).toEqual({ success: false, message: 'You have no net losses to pay back in this period.' });
    await play(userId, 6_000, 'sultan');
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 1_000, key: betKey, roundId: 'r', gameCode: 'sultan', provider: 'arena-originals' });
    await app.wallet.win({ userId, amount: 2_001, key: key('win'), betKey, roundId: 'r', gameCode: 'sultan', provider: 'arena-originals' });
    // staked 7,000, won 2,001: 10 % of 4,999, rounded down
    const paid = await claim(cashback.id, headers);
    expect(paid.json()).toMatchObject({ success: true, data: { kind: 'cashback', status: 'active', amount: 499 } });
    expect(await money(userId)).toEqual({ cash: 5_001, bonus: 499 });
    await post('forfeit', { bonusId: (paid.json().data as PlayerBonus).id }, headers);
    expect((await claim(cashback.id, headers)).json().message).toBe('You have already claimed this bonus.');
  });

  it("is refused with player protection's own sentence when a wallet guard refuses claims", async () => {
    const offer = await campaign();
    const { userId, headers } = await fundedPlayer(app, 0);
    const excluded: WalletGuard = {
      name: 'test-exclusion',
      applies: (action) => action.userId === userId,
      check: async () => {
        throw new WalletRefusal('This action is not allowed on your account at the moment.', {}, 403);
      },
    };
    app.wallet.addGuard(excluded);
    const res = await claim(offer.id, headers);
    expect([res.statusCode, res.json().message]).toEqual([403, 'This action is not allowed on your account at the moment.']);
    const offers = (await get('offers', headers)).json().data as { id: number; claimable: boolean; reason?: string }[];
    expect(offers.find(({ id }) => id === offer.id)).toMatchObject({ claimable: false, reason: 'This action is not allowed on your account at the moment.' });
    expect(await money(userId)).toEqual({ cash: 0, bonus: 0 });
  });
});

describe("once per device: the client's fingerprint never decides alone", () => {
  let addresses = 0;
  /** a client: its own address, and a device cookie once the server has issued one */
  const client = () => ({ ip: `10.27.0.${(addresses += 1)}`, cookie: null as string | null });
  type Client = ReturnType<typeof client>;
  /** a request as `from` sends it (the server's device cookie kept, as a browser keeps it) */
  async function send(from: Client, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-locale': 'en', ...headers, ...(from.cookie ? { cookie: from.cookie } : {}) },
      payload,
      remoteAddress: from.ip,
    });
    const issued = [res.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('arena_device='));
    if (issued) from.cookie = issued.split(';')[0];
    return res;
  }
  /** `from` opens the site (the server issues its device cookie), then claims `offer` sending `fingerprint` */
  async function claimFrom(from: Client, offer: CampaignRow, headers: Headers, fingerprint: string) {
    await send(from, 'GET', '/api/bonus/mine', headers);
    return send(from, 'POST', '/api/bonus/claim', { ...headers, 'x-fingerprint': fingerprint }, { offerId: offer.id });
  }
  const welcome = () => campaign({ kind: 'deposit_match', percent: 10_000, minDeposit: 1_000, maxAmount: 10_000, oncePer: 'device' });
  const refusal = [409, 'You have already claimed this bonus.'];
  const outcome = (res: { statusCode: number; json: () => { message: string } }) => [res.statusCode, res.json().message];

  it('refuses a second account with a new fingerprint on the same signed device cookie, address or phone', async () => {
    const offer = await welcome();
    const first = await fundedPlayer(app, 0);
    const home = client();
    expect((await claimFrom(home, offer, first.headers, `fp-${randomUUID()}`)).statusCode).toBe(200);
    expect(home.cookie).toMatch(/^arena_device=/);

    // the same browser, its fingerprint changed, from another network
    const sameCookie = await fundedPlayer(app, 0);
    const elsewhere = { ...client(), cookie: home.cookie };
    expect(outcome(await claimFrom(elsewhere, offer, sameCookie.headers, `fp-${randomUUID()}`))).toEqual(refusal);

    // a fresh browser (no cookie, new fingerprint) on the same address
    const sameAddress = await fundedPlayer(app, 0);
    expect(outcome(await claimFrom({ ip: home.ip, cookie: null }, offer, sameAddress.headers, `fp-${randomUUID()}`))).toEqual(refusal);

    // a fresh browser elsewhere, on an account that took over the first account's phone number
    const [{ phone }] = await app.db.select({ phone: users.phone }).from(users).where(eq(users.id, first.userId));
    await app.db.execute(sql`UPDATE users SET phone = ${`9059${String(first.userId).padStart(8, '0')}`} WHERE id = ${first.userId}`);
    const samePhone = await fundedPlayer(app, 0);
    await app.db.execute(sql`UPDATE users SET phone = ${phone} WHERE id = ${samePhone.userId}`);
    expect(outcome(await claimFrom(client(), offer, samePhone.headers, `fp-${randomUUID()}`))).toEqual(refusal);

    // a device cookie the client made up is no device: the server issues its own instead
    const forger = { ...client(), cookie: `${home.cookie!.split('.')[0]}.${'A'.repeat(43)}` };
    await send(forger, 'GET', '/api/bonus/mine', first.headers);
    expect(forger.cookie).not.toBe(`${home.cookie!.split('.')[0]}.${'A'.repeat(43)}`);

    // a genuinely different player: another browser, address, phone and ID
    const stranger = await fundedPlayer(app, 0);
    expect((await claimFrom(client(), offer, stranger.headers, `fp-${randomUUID()}`)).json()).toMatchObject({
      success: true,
      data: { status: 'awaiting_deposit' },
    });
  });

  it('grants no deposit match paid from an account that already took it for another player', async () => {
    const offer = await welcome();
    const iban = 'TR560006200000000006293488';
    const deposit = async (headers: Headers) => {
      const started = await app.inject({
        method: 'POST',
        url: '/api/payment/deposit',
        payload: { id: 1, target: 'pay', detail: { Amount: 20_000, AccountHolder: 'Ayşe Yılmaz', Iban: iban } },
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key('deposit') },
      });
      const url = started.json().data as string;
      const decided = await app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/decision',
        payload: { reference: url.slice(url.lastIndexOf('/') + 1), decision: 'pay' },
        headers,
      });
      expect(decided.statusCode).toBe(200);
    };
    const first = await fundedPlayer(app, 0);
    expect((await claimFrom(client(), offer, first.headers, `fp-${randomUUID()}`)).statusCode).toBe(200);
    await deposit(first.headers);
    expect(await money(first.userId)).toEqual({ cash: 20_000, bonus: 10_000 });

    // another account, device and address, paying from the same bank account: the deposit stands, no bonus
    const second = await fundedPlayer(app, 0);
    expect((await claimFrom(client(), offer, second.headers, `fp-${randomUUID()}`)).statusCode).toBe(200);
    await deposit(second.headers);
    expect(await money(second.userId)).toEqual({ cash: 20_000, bonus: 0 });
    expect((await mine(second.headers)).past[0]).toMatchObject({ status: 'forfeited', amount: 0 });
  });
});

describe('wagering', () => {
  it('counts stakes by category, refuses a bet over the maximum, and converts at the requirement', async () => {
    const offer = await campaign({ maxAmount: 10_000, wagering: TERMS });
    const { userId, headers } = await holding(offer);

    await expect(play(userId, 3_001, 'sultan')).rejects.toEqual(
      expect.objectContaining({ reason: 'The maximum bet while a bonus is active is {amount}.', params: { amount: { money: 3_000 } } }),
    );

    await play(userId, 2_000, 'sultan'); // slots: 100 %
    await play(userId, 2_000, 'roulette'); // a table game: 10 %
    await play(userId, 2_000, 'auto-roulette'); // live: 0 %
    expect((await mine(headers)).active[0]).toMatchObject({ wagered: 2_200, balance: 4_000 });
    // a stake rolled back does not count
    const returned = key('bet');
    await app.wallet.bet({ userId, amount: 1_000, key: returned, roundId: 'r3', gameCode: 'sultan', provider: 'arena-originals' });
    expect((await mine(headers)).active[0]).toMatchObject({ wagered: 3_200, balance: 3_000 });
    await app.wallet.rollback({ userId, key: key('rollback'), betKey: returned, roundId: 'r3', gameCode: 'sultan', provider: 'arena-originals' });
    expect((await mine(headers)).active[0]).toMatchObject({ wagered: 2_200, balance: 4_000 });

    // a sports stake counts nothing at placement: its bet counts when it settles (wagering-rules.test.ts)
    const sportsBet = async (price: number) => {
      const result = await app.db.execute(sql`
        WITH slip AS (INSERT INTO sports_slips (user_id, slip_id, fingerprint, created_at) VALUES (${userId}, ${randomUUID()}::uuid, 'f', now()) RETURNING id)
        INSERT INTO sports_bets (slip_id, user_id, type, stake, placed_stake, price, potential_payout, status, cashed_out, rolled_back, movements, placed_at)
        SELECT id, ${userId}, 'single', 1000, 1000, ${price}, 1500, 'open', 0, false, 0, now() FROM slip RETURNING id`);
      const [{ id }] = (result as { rows: { id: number }[] }).rows;
      await app.wallet.bet({ userId, amount: 1_000, key: key('sports'), roundId: `sports:${id}`, gameCode: 'sports', provider: 'arena-sports' });
    };
    await sportsBet(150);
    expect((await mine(headers)).active[0]).toMatchObject({ wagered: 2_200, balance: 3_000 });

    // a win on a bet paid with bonus money is bonus money
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 1_000, key: betKey, roundId: 'r2', gameCode: 'sultan', provider: 'arena-originals' });
    await app.wallet.win({ userId, amount: 9_000, key: key('win'), betKey, roundId: 'r2', gameCode: 'sultan', provider: 'arena-originals' });
    expect(await money(userId)).toEqual({ cash: 0, bonus: 11_000 });
    expect((await mine(headers)).active[0]).toMatchObject({ wagered: 3_200 });

    for (let n = 0; n < 3; n += 1) await play(userId, 3_000, 'bosphorus');
    // 12,200 counted towards 10,000: the remaining 2,000 of bonus money is now cash
    const { active, past, bonusBalance } = await mine(headers);
    expect(active).toEqual([]);
    expect(bonusBalance).toBe(0);
    expect(past[0]).toMatchObject({ status: 'completed', wagered: 10_000, wageringRequired: 10_000, balance: 0 });
    expect(await money(userId)).toEqual({ cash: 2_000, bonus: 0 });
    expect(await titles(userId)).toEqual(expect.arrayContaining(['Bonus credited', 'Bonus wagering completed']));
    // with the bonus over, the maximum bet no longer applies
    await app.wallet.deposit({ userId, amount: 10_000, key: key('deposit'), reference: 'd', description: 'test' });
    await play(userId, 5_000, 'sultan');
  });

  it('counts only the free spins slot for a free-spins bonus, which does not complete while spins are left', async () => {
    const spins = await campaign({ kind: 'free_spins', maxAmount: null, spins: 10, spinValue: 100, gameCode: 'sultan', wagering: { ...TERMS, multiplier: 2 } });
    const { userId, headers, bonus } = await holding(spins, 1_000);
    // spins, not money: the winnings of the spins are what will be wagered
    expect(bonus).toMatchObject({ amount: 0, balance: 0, spinsLeft: 10, wageringRequired: 0 });
    await play(userId, 100, 'bosphorus');
    await play(userId, 100, 'sultan');
    expect((await mine(headers)).active[0]).toMatchObject({ status: 'active', spinsLeft: 10 });
    const [row] = await app.db.select({ wagered: playerBonuses.wagered }).from(playerBonuses).where(eq(playerBonuses.id, bonus.id));
    expect(row.wagered).toBe(100);
  });
});

describe('the end of a bonus', () => {
  it('expires after its wagering days on the sweep: its bonus money is removed', async () => {
    const offer = await campaign({ wagering: { ...TERMS, days: 1 } });
    const { userId, bonus } = await holding(offer, 2_000);
    clock.advance(DAY - 1_000);
    await app.bonus.expireDue();
    expect(await money(userId)).toEqual({ cash: 2_000, bonus: 10_000 });
    clock.advance(1_000);
    await app.bonus.expireDue();
    expect(await money(userId)).toEqual({ cash: 2_000, bonus: 0 });
    const [row] = await app.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonus.id));
    expect(row).toMatchObject({ status: 'expired', settled: 10_000, endedAt: expect.any(Date) });
    expect(await titles(userId)).toContain('Bonus expired');
  });

  it('two expiry sweeps at once (two instances while the job changes hands) remove the bonus money once', async () => {
    const offer = await campaign({ wagering: { ...TERMS, days: 1 } });
    const { userId, bonus } = await holding(offer, 2_000);
    clock.advance(DAY);
    await Promise.all([app.bonus.expireDue(), app.bonus.expireDue(), app.bonus.expireDue()]);
    // the oracle: the cash untouched, the 10,000 of bonus money removed once (never below nothing)
    expect(await money(userId)).toEqual({ cash: 2_000, bonus: 0 });
    const [row] = await app.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonus.id));
    expect(row).toMatchObject({ status: 'expired', settled: 10_000 });
    expect((await titles(userId)).filter((title) => title === 'Bonus expired')).toHaveLength(1);
  });

  it('expires when read after its time, and then no longer limits bets', async () => {
    const offer = await campaign();
    const { userId, headers, bonus } = await holding(offer, 5_000);
    await app.db
      .update(playerBonuses)
      .set({ expiresAt: new Date(clock.now() - 1) })
      .where(eq(playerBonuses.id, bonus.id));
    // the bet's own transaction ends it: the maximum bet is gone with it
    await play(userId, 4_000, 'sultan');
    expect(await money(userId)).toEqual({ cash: 1_000, bonus: 0 });
    const { active, past } = await mine(headers);
    expect(active).toEqual([]);
    expect(past[0]).toMatchObject({ status: 'expired', balance: 0 });
  });

  it('is forfeited on request', async () => {
    const offer = await campaign();
    const { userId, headers, bonus } = await holding(offer);
    const res = await post('forfeit', { bonusId: bonus.id }, headers);
    expect(res.json()).toMatchObject({ success: true, message: 'The bonus has been forfeited.', data: { status: 'forfeited', balance: 0 } });
    expect(await money(userId)).toEqual({ cash: 0, bonus: 0 });
    expect((await post('forfeit', { bonusId: bonus.id }, headers)).json()).toEqual({ success: false, message: 'This bonus has already ended.' });
    const stranger = await fundedPlayer(app, 0);
    expect((await post('forfeit', { bonusId: bonus.id }, stranger.headers)).statusCode).toBe(404);
  });

  it('refuses a withdrawal while a bonus is active unless the player confirms forfeiting it', async () => {
    const offer = await campaign();
    const { userId, headers } = await holding(offer, 50_000);
    expect((await get('withdrawal-impact', headers)).json().data).toEqual({
      forfeit: 10_000,
      bonuses: [{ id: expect.any(Number), title: 'Test bonus', balance: 10_000 }],
    });
    const withdraw = (extra: object, locale = 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/payment/withdraw',
        payload: { id: 1, target: 'pay', detail: { Amount: 20_000, AccountHolder: 'Ayşe Yılmaz', Iban: 'TR330006100519786457841326' }, ...extra },
        headers: { ...headers, 'x-locale': locale, [IDEMPOTENCY_KEY_HEADER]: key('withdraw') },
      });
    const refused = await withdraw({});
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'You have an active bonus: a withdrawal now forfeits its bonus money of ₺100.00. Confirm the withdrawal to forfeit it.',
    ]);
    expect((await withdraw({}, 'tr')).json().message).toMatch(/^Aktif bir bonusunuz var: şimdi para çekmek, .*100,00 tutarındaki bonus paranızı kaybettirir/);
    expect(await money(userId)).toEqual({ cash: 50_000, bonus: 10_000 });
    expect((await withdraw({ forfeitBonus: true })).statusCode).toBe(200);
    expect(await money(userId)).toEqual({ cash: 30_000, bonus: 0 });
    expect((await mine(headers)).past[0]).toMatchObject({ status: 'forfeited' });
    expect((await get('withdrawal-impact', headers)).json().data).toEqual({ forfeit: 0, bonuses: [] });
  });

  it('asks once before a withdrawal forfeits a bonus holding no money yet (free spins), and lets a confirmed one through', async () => {
    const spins = await campaign({ kind: 'free_spins', maxAmount: null, spins: 10, spinValue: 100, gameCode: 'sultan' });
    const { userId, headers, bonus } = await holding(spins, 50_000);
    // the client asks the player whenever the impact names a bonus, whatever its money
    expect((await get('withdrawal-impact', headers)).json().data).toEqual({ forfeit: 0, bonuses: [{ id: bonus.id, title: 'Test bonus', balance: 0 }] });
    const withdraw = (extra: object, locale = 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/payment/withdraw',
        payload: { id: 1, target: 'pay', detail: { Amount: 20_000, AccountHolder: 'Ayşe Yılmaz', Iban: 'TR330006100519786457841326' }, ...extra },
        headers: { ...headers, 'x-locale': locale, [IDEMPOTENCY_KEY_HEADER]: key('withdraw') },
      });
    const refused = await withdraw({});
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'You have an active bonus: a withdrawal now forfeits it. Confirm the withdrawal to forfeit it.',
    ]);
    expect((await withdraw({}, 'tr')).json().message).toBe(
      'Aktif bir bonusunuz var: şimdi para çekmek bu bonusu kaybettirir. Bonustan vazgeçmek için çekimi onaylayın.',
    );
    expect((await withdraw({ forfeitBonus: true })).statusCode).toBe(200);
    expect(await money(userId)).toEqual({ cash: 30_000, bonus: 0 });
    expect((await mine(headers)).past[0]).toMatchObject({ id: bonus.id, status: 'forfeited' });
  });

  it('names no bonus for a withdrawal while a free bet is active: a withdrawal does not forfeit it', async () => {
    const freeBet = await campaign({ kind: 'free_bet', maxAmount: 10_000, wagering: { ...TERMS, multiplier: 0 } });
    const { headers } = await holding(freeBet, 50_000);
    expect((await get('withdrawal-impact', headers)).json().data).toEqual({ forfeit: 0, bonuses: [] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/withdraw',
      payload: { id: 1, target: 'pay', detail: { Amount: 20_000, AccountHolder: 'Ayşe Yılmaz', Iban: 'TR330006100519786457841326' } },
      headers: { ...headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: key('withdraw') },
    });
    expect(res.statusCode).toBe(200);
    expect((await mine(headers)).active[0]).toMatchObject({ status: 'active' });
  });

  it('settles bonus money a late win pays back after its bonus ended', async () => {
    const offer = await campaign();
    const { userId, headers, bonus } = await holding(offer);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 1_000, key: betKey, roundId: 'r', gameCode: 'sultan', provider: 'arena-originals' });
    await post('forfeit', { bonusId: bonus.id }, headers);
    await app.wallet.win({ userId, amount: 2_000, key: key('win'), betKey, roundId: 'r', gameCode: 'sultan', provider: 'arena-originals' });
    expect((await mine(headers)).bonusBalance).toBe(0);
    expect(await money(userId)).toEqual({ cash: 0, bonus: 0 });
  });
});

describe("the grant's notification", () => {
  const notes = async (userId: number) => ({
    en: (await app.notifications.page(userId, 'en', 0, 1))[0],
    tr: (await app.notifications.page(userId, 'tr', 0, 1))[0],
  });

  it('tells bonus money by its amount, with the campaign title in the reader’s language', async () => {
    const { userId } = await holding(await campaign({ title: { en: 'Welcome trial', tr: 'Hoş geldin denemesi' } }));
    expect(await notes(userId)).toEqual({
      en: expect.objectContaining({ title: 'Bonus credited', note: 'A bonus of ₺100.00 has been added to your bonus balance: Welcome trial.' }),
      tr: expect.objectContaining({ title: 'Bonus yüklendi', note: '₺100,00 tutarında bir bonus, bonus bakiyenize eklendi: Hoş geldin denemesi.' }),
    });
  });

  it('tells free spins by their count and game, not as bonus money', async () => {
    const offer = await campaign({
      kind: 'free_spins',
      maxAmount: null,
      spins: 20,
      spinValue: 100,
      gameCode: 'sultan',
      title: { en: 'Spins', tr: 'Dönüşler' },
    });
    const { userId } = await holding(offer);
    expect(await notes(userId)).toEqual({
      en: expect.objectContaining({ title: 'Free spins credited', note: "You have received 20 free spins on Sultan's Gold: Spins." }),
      tr: expect.objectContaining({ title: 'Bedava dönüşler yüklendi', note: "Sultan's Gold oyununda 20 bedava dönüş kazandınız: Dönüşler." }),
    });
  });

  it('tells a free bet by its stake, not as bonus money', async () => {
    const { userId } = await holding(await campaign({ kind: 'free_bet', maxAmount: 5_000, title: { en: 'Match free bet', tr: 'Maç bedava bahsi' } }));
    expect(await notes(userId)).toEqual({
      en: expect.objectContaining({ title: 'Free bet credited', note: 'You have received a ₺50.00 free bet: Match free bet.' }),
      tr: expect.objectContaining({ title: 'Bedava bahis yüklendi', note: '₺50,00 tutarında bir bedava bahis kazandınız: Maç bedava bahsi.' }),
    });
  });
});
