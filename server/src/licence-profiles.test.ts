// The licence profiles (issue 31 §2, packages/contracts/src/licence.ts) proven the way a lab would: the
// same journeys run against a site under Curaçao's rules and one under the UKGC's, and each sees its own
// rules hold. The expectations are written out by hand from the regulators' rules (the oracle), never
// read back from the profile the code uses.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { OperatorCampaign, WageringTerms } from '@arena/contracts';
import { buildApp } from './app';
import { manualClock } from './clock';
import { bearer, login, register } from './testing/players';
import { testConfig } from './testing/test-app';
import { createOperator } from './modules/operators/accounts';
import { operatorToken } from './modules/operators/testing';

const RISK = { username: 'licence-risk', password: 'risk-password-1', role: 'risk' };
const ADMIN = { username: 'licence-admin', password: 'admin-password-1', role: 'admin' };
const TERMS: WageringTerms = { multiplier: 30, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 5_000, days: 7 };

/** what each licence asks, written from its rules: ₺ amounts in minor units (the site's rate: ₺200 to the pound) */
const RULES = {
  curacao: {
    regulator: 'Curaçao Gaming Control Board',
    realityCheckOff: true,
    realityCheckDefault: null,
    intervals: [15, 30, 45, 60, 90, 120],
    /** no slot stake cap of the licence's: the game's own maximum (₺10,000) */
    slotCap: { adult: null, young: null },
    wageringCap: null,
    /** a self-exclusion ends with its period */
    liftOnRequest: false,
  },
  ukgc: {
    regulator: 'UK Gambling Commission',
    realityCheckOff: true,
    realityCheckDefault: 60,
    intervals: [15, 30, 45, 60, 90, 120],
    // £5 a spin, £2 for players aged 18–24
    slotCap: { adult: 100_000, young: 40_000 },
    wageringCap: 10,
    /** a self-exclusion ends only when the player asks, a day after they ask */
    liftOnRequest: true,
  },
  mga: {
    regulator: 'Malta Gaming Authority',
    realityCheckOff: false,
    realityCheckDefault: 60,
    intervals: [15, 30, 45, 60],
    slotCap: { adult: null, young: null },
    wageringCap: 35,
    liftOnRequest: true,
  },
} as const;

/** a birth date that makes the player `years` old on the site's clock */
const bornYearsAgo = (now: number, years: number) => {
  const d = new Date(now);
  return `${d.getUTCFullYear() - years}-01-01`;
};

describe.each(Object.keys(RULES) as (keyof typeof RULES)[])('a site licensed under %s', (code) => {
  const rules = RULES[code];
  const clock = manualClock(Date.parse('2026-11-10T07:00:00Z'));
  let app: FastifyInstance;
  let risk: string;
  let admin: string;

  beforeAll(async () => {
    app = await buildApp(testConfig({ ...process.env, LICENCE_PROFILE: code, ORIGINALS_SLOT_MIN_SPIN_MS: '1' }), { clock });
    await createOperator(app.db, RISK);
    risk = await operatorToken(app, RISK, clock.now());
    await createOperator(app.db, ADMIN);
    admin = await operatorToken(app, ADMIN, clock.now());
  });
  afterAll(async () => {
    await app.close();
  });

  const en = (headers: Record<string, string>) => ({ ...headers, 'x-locale': 'en' });
  async function player(years = 30, balance = 0) {
    const { auth, headers } = await register(app, { birthDate: bornYearsAgo(clock.now(), years) });
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    if (balance > 0) await app.wallet.deposit({ userId, amount: balance, key: `licence-${userId}`, reference: 'test', description: 'test' });
    return { userId, headers: en(headers) };
  }

  it('says which licence it runs under, to anyone, and shows its rules to an admin in the back office', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/platform/licence' });
    // no licence here allows a quick spin or a slam stop, and each asks 2.5 s a slot cycle (UKGC RTS 14, MGA, GLI-19)
    expect(res.json()).toMatchObject({ success: true, data: { code, regulator: rules.regulator, slots: { minSpinMs: 2_500, turbo: false, slamStop: false } } });
    const operator = (token: string) => app.inject({ method: 'GET', url: '/api/operator/licence', headers: bearer(token) });
    expect((await operator(admin)).json()).toMatchObject({ success: true, data: { code, bonus: { maxWageringMultiplier: rules.wageringCap } } });
    expect((await operator(risk)).statusCode).toBe(403);
  });

  it("offers the licence's reality check intervals, starts at its default and refuses Off where it is mandatory", async () => {
    const { headers } = await player();
    const settings = (await app.inject({ method: 'GET', url: '/api/protection/settings', headers })).json().data;
    expect(settings.realityCheckMinutes).toBe(rules.realityCheckDefault);
    expect(settings.rules).toMatchObject({ realityCheckIntervals: rules.intervals, realityCheckMandatory: !rules.realityCheckOff });
    const session = (await app.inject({ method: 'GET', url: '/api/protection/session', headers })).json().data;
    expect(session.realityCheckMinutes).toBe(rules.realityCheckDefault);

    const off = await app.inject({ method: 'POST', url: '/api/protection/reality-check', payload: { minutes: null }, headers });
    if (rules.realityCheckOff) expect(off.json()).toMatchObject({ success: true, data: { realityCheckMinutes: rules.realityCheckDefault } });
    else expect(off.json()).toEqual({ success: false, message: expect.stringContaining('cannot be switched off') });
    // an interval the licence does not offer (90 minutes is beyond the MGA's hour)
    const ninety = await app.inject({ method: 'POST', url: '/api/protection/reality-check', payload: { minutes: 90 }, headers });
    expect(ninety.statusCode).toBe((rules.intervals as readonly number[]).includes(90) ? 200 : 400);
  });

  it("holds a slot spin to the licence's stake cap, lower for a player under 25 where it has one", async () => {
    const spin = (headers: Record<string, string>, amount: number) =>
      app.inject({ method: 'POST', url: '/api/originals/sultan/play', payload: { amount }, headers });
    const adult = await player(30, 1_000_000);
    const young = await player(20, 1_000_000);
    for (const [who, cap] of [
      [adult, rules.slotCap.adult],
      [young, rules.slotCap.young],
    ] as const) {
      if (cap === null) {
        // nothing but the game's own maximum (₺10,000)
        clock.advance(10);
        expect((await spin(who.headers, 500_000)).statusCode).toBe(200);
        continue;
      }
      clock.advance(10);
      const over = await spin(who.headers, cap + 1);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toMatch(/licence a slot spin can stake at most/);
      clock.advance(10);
      expect((await spin(who.headers, cap)).statusCode).toBe(200);
    }
    // a table game is not a slot: the cap does not touch it
    clock.advance(10);
    const dice = await app.inject({
      method: 'POST',
      url: '/api/originals/dice/play',
      payload: { amount: 200_000, target: 5000, over: true },
      headers: adult.headers,
    });
    expect(dice.statusCode).toBe(200);
  });

  it("lowers a bonus's wagering to the licence's cap in what the player is offered, and refuses a campaign above it", async () => {
    const save = (payload: Partial<OperatorCampaign>) =>
      app.inject({
        method: 'POST',
        url: '/api/operator/bonuses/campaigns',
        headers: { ...bearer(risk), 'x-locale': 'en' },
        payload: {
          slug: `licence-${code}-${payload.wagering?.multiplier}`,
          kind: 'trial',
          title: { tr: 'Lisans', en: 'Licence' },
          description: { tr: 'Deneme', en: 'Test' },
          code: null,
          percent: null,
          minDeposit: null,
          maxAmount: 5_000,
          spins: null,
          spinValue: null,
          gameCode: null,
          cashbackDays: null,
          newPlayerDays: 30,
          firstDepositOnly: false,
          oncePer: 'player',
          startsAt: new Date(clock.now() - 60_000).toISOString(),
          endsAt: null,
          claimDays: 7,
          enabled: true,
          sort: 0,
          ...payload,
        },
      });
    const above = await save({ wagering: { ...TERMS, multiplier: 40 } });
    if (rules.wageringCap === null) expect(above.statusCode).toBe(200);
    else
      expect(above.json()).toEqual({ success: false, message: `Under this site's licence a bonus's wagering multiplier can be at most ${rules.wageringCap}.` });

    // the seeded welcome offers ask up to 30× (and the 40× campaign above, where it was saved): under a
    // cap below that, the player is offered the cap
    const { headers } = await player();
    const offers = (await app.inject({ method: 'GET', url: '/api/bonus/offers', headers })).json().data as { wagering: WageringTerms }[];
    const multipliers = offers.map((offer) => offer.wagering.multiplier);
    expect(Math.max(...multipliers)).toBe(rules.wageringCap === null ? 40 : Math.min(30, rules.wageringCap));
  });

  it('ends a self-exclusion with its period, or only a day after the player asked where the licence says so', async () => {
    const { body, auth } = await register(app);
    const headers = en(bearer(auth.token));
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    const excluded = await app.inject({ method: 'POST', url: '/api/protection/self-exclusion', payload: { months: 6, password: body.password }, headers });
    expect(excluded.statusCode).toBe(200);
    const tryLogin = async () => (await login(app, body.username, body.password, { 'x-locale': 'en' })).json();
    const lift = () =>
      app.inject({ method: 'POST', url: '/api/operator/players/lift-self-exclusion', payload: { id: userId }, headers: { ...bearer(risk), 'x-locale': 'en' } });

    // never shortened: asking to return during the period is refused under every licence
    expect((await lift()).statusCode).toBe(400);
    expect((await tryLogin()).message).toMatch(/self-excluded until/);

    // protection's clock moves past the six months (a dev route; the login session's clock stays)
    await app.inject({ method: 'POST', url: '/api/dev/protection/advance', payload: { hours: 24 * 185 } });
    if (!rules.liftOnRequest) {
      expect(await tryLogin()).toMatchObject({ success: true });
      expect((await lift()).statusCode).toBe(400);
      return;
    }
    expect(await tryLogin()).toEqual({ success: false, message: expect.stringMatching(/period has ended.*ask to return/) });
    const settings = () => app.inject({ method: 'GET', url: `/api/operator/players/${userId}/protection`, headers: bearer(risk) });
    expect((await settings()).json().data.exclusion).toMatchObject({ kind: 'self_exclusion', awaitingReturn: true });
    const asked = await lift();
    expect(asked.json()).toEqual({
      success: true,
      message: expect.stringMatching(/^The player asked to return: their account reopens on \d{2}\.\d{2}\.\d{4}/),
    });
    // asked once: a second request is refused, and the player waits out the day
    expect((await lift()).statusCode).toBe(400);
    expect((await tryLogin()).message).toMatch(/your account reopens on/);
    expect((await settings()).json().data.exclusion).toMatchObject({ awaitingReturn: false, reopensAt: expect.any(String) });
    await app.inject({ method: 'POST', url: '/api/dev/protection/advance', payload: { hours: 23 } });
    expect((await tryLogin()).message).toMatch(/your account reopens on/);
    await app.inject({ method: 'POST', url: '/api/dev/protection/advance', payload: { hours: 1 } });
    expect(await tryLogin()).toMatchObject({ success: true });
    expect((await settings()).json().data.exclusion).toBeNull();
  });
});

describe('a licence that does not allow a game', () => {
  // no seeded profile bans a game: a site whose counsel lists one is built here from Curaçao's rules
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ ...process.env, ORIGINALS_SLOT_MIN_SPIN_MS: '1' });
    const profile = { ...config.licence.profile, disallowed: { games: ['dice'], betTypes: [] } };
    app = await buildApp({ ...config, licence: { ...config.licence, profile } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a round of it with the licence as the reason, and takes no stake; the other games play', async () => {
    const { auth } = await register(app);
    const headers = { ...bearer(auth.token), 'x-locale': 'en' };
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    await app.wallet.deposit({ userId, amount: 10_000, key: `licence-ban-${userId}`, reference: 'test', description: 'test' });
    const dice = await app.inject({ method: 'POST', url: '/api/originals/dice/play', payload: { amount: 100, target: 5000, over: true }, headers });
    expect(dice.statusCode).toBe(403);
    expect(dice.json()).toEqual({ success: false, message: "This game is not offered under this site's licence." });
    expect(await app.wallet.balance(userId)).toBe(10_000);
    const limbo = await app.inject({ method: 'POST', url: '/api/originals/limbo/play', payload: { amount: 100, target: 200 }, headers });
    expect(limbo.statusCode).toBe(200);
  });
});

describe('a licence that does not allow a sportsbook bet type', () => {
  // no seeded profile bans a bet type: a site whose counsel lists accumulators is built here from Curaçao's
  // rules (sports/bets/__tests__/licensed-bet-types.test.ts proves each type on a book it controls)
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig(process.env);
    const profile = { ...config.licence.profile, disallowed: { games: [], betTypes: ['accumulator' as const] } };
    app = await buildApp({ ...config, sports: { ...config.sports, mode: 'own' }, licence: { ...config.licence, profile } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('says so in the public profile, for the bet slip, and refuses an accumulator at placement with no stake taken', async () => {
    const licence = (await app.inject({ method: 'GET', url: '/api/platform/licence' })).json();
    expect(licence.data.disallowed).toEqual({ games: [], betTypes: ['accumulator'] });
    const { auth } = await register(app);
    const headers = { ...bearer(auth.token), 'x-locale': 'en' };
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    await app.wallet.deposit({ userId, amount: 10_000, key: `licence-bets-${userId}`, reference: 'test', description: 'test' });
    const slip = {
      slipId: crypto.randomUUID(),
      type: 'accumulator',
      stake: 1_000,
      priceChange: 'any',
      selections: [
        { selectionId: 1, price: 200 },
        { selectionId: 2, price: 200 },
      ],
    };
    const res = await app.inject({ method: 'POST', url: '/api/sports/placebet', payload: slip, headers });
    expect([res.statusCode, res.json()]).toEqual([403, { success: false, message: "Accumulator bets are not offered under this site's licence." }]);
    expect(await app.wallet.balance(userId)).toBe(10_000);
  });
});
