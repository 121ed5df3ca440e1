// Multi-accounting end to end: accounts linked by what the server itself saw (its signed device cookie,
// the client's address under a cap, a payment instrument, a national ID however it is typed), never by
// the browser's fingerprint alone; clusters through chains, checked against a brute-force search on
// random graphs; the welcome bonus once per cluster, also when two linked accounts claim at once; the
// back office's view (audited, risk and admin only) and its bonus restriction.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type LinkedAccounts, type AccountSignalKind } from '@arena/contracts';
import { bearer, PLAYER_PASSWORD, register } from '../../testing/players';
import { insertTestCampaign } from '../../testing/bonus';
import { buildTestApp } from '../../testing/test-app';
import { bonusCampaigns } from '../bonus/schema';
import { createOperator } from '../operators/accounts';
import { operatorAudit } from '../operators/schema';
import { expectOperatorOnly, operatorToken, pendingWithdrawal } from '../operators/testing';
import { COMMON_SIGNAL_CAP, type LinkingKind } from './use-cases/cluster-of';

type Headers = Record<string, string>;
const RISK = { username: 'cluster-risk', password: 'cluster-risk-password-1', role: 'risk' as const };
const SUPPORT = { username: 'cluster-support', password: 'cluster-support-password-1', role: 'support' as const };

let app: FastifyInstance;
let risk: Headers;
let welcomeId: number;
let addresses = 0;
/** an address of its own (TEST-NET-2), so that no two players share one by accident */
const freshIp = () => `198.51.100.${(addresses += 1)}`;

/** a browser: the server's device cookie once it issued one, and its address */
interface Browser {
  ip: string;
  cookie: string | null;
}
const browser = (): Browser => ({ ip: freshIp(), cookie: null });

async function send(from: Browser, method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) {
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

/** a player registered in `from` (which first opens the site, so the server's cookie is there) */
async function playerIn(from: Browser, headers: Headers = {}, overrides: { PersonalNo?: string } = {}) {
  if (from.cookie === null) await send(from, 'GET', '/api/platform/remotes');
  const { body, auth } = await register(app, overrides, { ...headers, ...(from.cookie ? { cookie: from.cookie } : {}) });
  const userId = (await app.sessions.resolve(auth.token))!.userId;
  // the registration's own address is the helper's; the player then logs in from the browser's
  const res = await send(from, 'POST', '/api/auth/login', headers, { username: body.username, password: PLAYER_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { userId, username: body.username, headers: bearer(res.json().data.token as string) };
}

const cluster = async (userId: number) => (await app.multiAccounting.clusterOf(userId)).accounts.sort((a, b) => a - b);
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);
const claimWelcome = (from: Browser, headers: Headers) =>
  send(from, 'POST', '/api/bonus/claim', { ...headers, 'x-fingerprint': `fp-${randomUUID()}` }, { offerId: welcomeId });
const outcome = (res: { statusCode: number; json: () => { message: string } }) => [res.statusCode, res.json().message];
const CLAIMED = [409, 'You have already claimed this bonus.'];

async function depositFrom(from: Browser, headers: Headers, iban: string) {
  const started = await send(
    from,
    'POST',
    '/api/payment/deposit',
    { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    { id: 1, target: 'pay', detail: { Amount: 20_000, AccountHolder: 'Ayşe Yılmaz', Iban: iban } },
  );
  const url = started.json().data as string;
  const decided = await send(from, 'POST', '/api/payment/sandbox/decision', headers, { reference: url.slice(url.lastIndexOf('/') + 1), decision: 'pay' });
  expect(decided.statusCode).toBe(200);
}

beforeAll(async () => {
  app = await buildTestApp({ redisUrl: null });
  await createOperator(app.db, RISK);
  await createOperator(app.db, SUPPORT);
  risk = bearer(await operatorToken(app, RISK));
  const [welcome] = await app.db.select({ id: bonusCampaigns.id }).from(bonusCampaigns).where(eq(bonusCampaigns.slug, 'welcome-100'));
  welcomeId = welcome.id;
});
afterAll(async () => {
  await app.close();
});

describe('links', () => {
  it('links two players who registered in one browser (the signed device cookie)', async () => {
    const home = browser();
    const first = await playerIn(home);
    // the same browser, elsewhere: another network
    const second = await playerIn({ ...home, ip: freshIp() });
    const stranger = await playerIn(browser());
    expect(await cluster(first.userId)).toEqual(sorted(first.userId, second.userId));
    expect(await cluster(second.userId)).toEqual(sorted(first.userId, second.userId));
    expect(await cluster(stranger.userId)).toEqual([stranger.userId]);
  });

  it('links a national ID however it is written, and keeps no ID in clear', async () => {
    const id = `5${String(Date.now()).slice(-10)}`;
    const first = await playerIn(browser(), {}, { PersonalNo: id });
    const second = await playerIn(browser());
    expect(await cluster(second.userId)).toEqual([second.userId]);
    // a verified document gives the second player's ID, typed with spaces
    await app.multiAccounting.sawProfile(second.userId, { nationalId: ` ${id.slice(0, 5)} ${id.slice(5)} ` });
    expect(await cluster(first.userId)).toEqual(sorted(first.userId, second.userId));
    const stored = await app.db.execute(sql`SELECT key FROM account_signals WHERE user_id = ${first.userId} AND kind = 'national_id'`);
    expect(JSON.stringify(stored)).not.toContain(id);
  });

  it('folds Turkish letters, case and abbreviations of a postal address', async () => {
    const first = await playerIn(browser());
    const second = await playerIn(browser());
    await app.multiAccounting.sawProfile(first.userId, { address: 'İSTİKLAL Caddesi No: 12, Beyoğlu / İSTANBUL' });
    await app.multiAccounting.sawProfile(second.userId, { address: '  istiklal cad. no 12 beyoglu istanbul' });
    expect(await cluster(first.userId)).toEqual(sorted(first.userId, second.userId));
  });

  it('never links on the browser fingerprint alone, but shows it as a hint', async () => {
    const spoofed = { 'x-fingerprint': `fp-${randomUUID()}` };
    const first = await playerIn(browser(), spoofed);
    const second = await playerIn(browser(), spoofed);
    expect(await cluster(first.userId)).toEqual([first.userId]);
    const view = (await app.inject({ method: 'GET', url: `/api/operator/players/${first.userId}/linked-accounts`, headers: risk })).json()
      .data as LinkedAccounts;
    expect(view.accounts.map((a) => a.id)).toEqual([first.userId]);
    expect(view.hints.map((h) => h.id)).toEqual([second.userId]);
  });

  it('links through an address shared by a household, not through one shared by more accounts than the cap', async () => {
    const household = freshIp();
    const family = [];
    for (let n = 0; n < COMMON_SIGNAL_CAP.ip; n += 1) family.push(await playerIn({ ip: household, cookie: null }));
    expect(await cluster(family[0].userId)).toEqual(sorted(...family.map((p) => p.userId)));
    // one more account on it: a café's or a carrier's address, which links nobody any more
    const cafe = await playerIn(browser());
    await send({ ip: household, cookie: null }, 'POST', '/api/auth/login', {}, { username: cafe.username, password: PLAYER_PASSWORD });
    for (const member of [...family, cafe]) expect(await cluster(member.userId)).toEqual([member.userId]);
  });

  it('links a chain into one cluster: A–B by device, B–C by a bank account they both paid from', async () => {
    const home = browser();
    const a = await playerIn(home);
    const bBrowser = { ...home, ip: freshIp() };
    const b = await playerIn(bBrowser);
    const cBrowser = browser();
    const c = await playerIn(cBrowser);
    expect(await cluster(c.userId)).toEqual([c.userId]);
    const iban = 'TR33 0006 1005 1978 6457 8413 26';
    await depositFrom(bBrowser, b.headers, iban);
    // the same account typed without the spaces
    await depositFrom(cBrowser, c.headers, iban.replace(/ /g, ''));
    expect(await cluster(a.userId)).toEqual(sorted(a.userId, b.userId, c.userId));
    const view = (await app.inject({ method: 'GET', url: `/api/operator/players/${a.userId}/linked-accounts`, headers: risk })).json().data as LinkedAccounts;
    const links = Object.fromEntries(view.accounts.map((account) => [account.id, account.links.map((l) => `${l.kind}:${l.with}`).sort()]));
    expect(links).toEqual({
      [a.userId]: [`device:${b.userId}`],
      [b.userId]: [`device:${a.userId}`, `instrument:${c.userId}`],
      [c.userId]: [`instrument:${b.userId}`],
    });
  });
});

describe('withdrawals', () => {
  it('links two players whose withdrawals are held for the same Papara account', async () => {
    const first = await playerIn(browser());
    const second = await playerIn(browser());
    for (const player of [first, second]) await pendingWithdrawal(app, player.headers.authorization.slice('Bearer '.length), 150_000);
    expect(await cluster(first.userId)).toEqual(sorted(first.userId, second.userId));
  });
});

describe('clusters against a brute-force search', () => {
  /** connected components as the rule says them, by trying every pair: no SQL, no hops */
  function oracle(users: number[], held: Map<number, { kind: AccountSignalKind; value: string }[]>): Map<number, number[]> {
    const holders = new Map<string, Set<number>>();
    for (const [user, signals] of held)
      for (const { kind, value } of signals) {
        const name = `${kind}|${value}`;
        holders.set(name, (holders.get(name) ?? new Set()).add(user));
      }
    const linked = (u: number, v: number) =>
      held
        .get(u)!
        .some(
          ({ kind, value }) =>
            kind !== 'fingerprint' && holders.get(`${kind}|${value}`)!.has(v) && holders.get(`${kind}|${value}`)!.size <= COMMON_SIGNAL_CAP[kind],
        );
    const components = new Map<number, number[]>();
    for (const start of users) {
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length > 0) {
        const u = queue.shift()!;
        for (const v of users) {
          if (seen.has(v) || !linked(u, v)) continue;
          seen.add(v);
          queue.push(v);
        }
      }
      components.set(
        start,
        [...seen].sort((a, b) => a - b),
      );
    }
    return components;
  }

  it('finds the same clusters on random graphs', async () => {
    const kinds: AccountSignalKind[] = ['device', 'ip', 'instrument', 'national_id', 'address', 'fingerprint'];
    let seed = 31;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const valueOf = (trial: number, kind: AccountSignalKind, n: number) =>
      kind === 'ip' ? `10.${trial}.0.${n}` : kind === 'instrument' ? `iban:TR${trial}${n}` : `${kind}${trial}x${n}`;
    /** what the trials covered: clusters of three or more, and signals past their cap */
    let chains = 0;
    let common = 0;
    for (let trial = 1; trial <= 4; trial += 1) {
      const users: number[] = [];
      for (let n = 0; n < 24; n += 1) {
        const [row] = await app.db
          .execute(
            sql`
          INSERT INTO users (username, email, phone, personal_no, name, surname, birth_date, country_id, currency_id, password_hash)
          VALUES (${`graph${trial}x${n}`}, ${`graph${trial}x${n}@example.com`}, ${`9055${trial}${String(n).padStart(6, '0')}`},
            ${`9${trial}${String(n).padStart(9, '0')}`}, 'Graph', 'Node', '1990-01-01', 235, 1, 'x')
          RETURNING id`,
          )
          .then((r) => (r as { rows: { id: number }[] }).rows);
        users.push(Number(row.id));
      }
      const held = new Map<number, { kind: AccountSignalKind; value: string }[]>();
      // sparse pools (few edges) in early trials, dense ones later: some values pass the caps
      const pool = [40, 10, 4, 2][trial - 1];
      for (const user of users) {
        const signals = Array.from({ length: 1 + random(3) }, () => {
          const kind = kinds[random(kinds.length)];
          return { kind, value: valueOf(trial, kind, random(pool)) };
        });
        held.set(user, signals);
        await app.multiAccounting.link(user, signals);
      }
      const expected = oracle(users, held);
      chains += [...expected.values()].filter((members) => members.length >= 3).length;
      const counts = new Map<string, Set<number>>();
      for (const [user, signals] of held)
        for (const s of signals) counts.set(`${s.kind}|${s.value}`, (counts.get(`${s.kind}|${s.value}`) ?? new Set()).add(user));
      common += [...counts].filter(
        ([name, holders]) => !name.startsWith('fingerprint') && holders.size > COMMON_SIGNAL_CAP[name.split('|')[0] as LinkingKind],
      ).length;
      for (const user of users) expect([user, await cluster(user)]).toEqual([user, expected.get(user)]);
    }
    expect(chains).toBeGreaterThan(0);
    expect(common).toBeGreaterThan(0);
  });
});

describe('the welcome bonus, once per cluster', () => {
  /** two players linked only by a national ID (other browsers, addresses, fingerprints): the bonus's own marks do not see it */
  async function linkedPair() {
    const id = `7${String(Date.now()).slice(-9)}${addresses % 10}`;
    const firstBrowser = browser();
    const secondBrowser = browser();
    const first = await playerIn(firstBrowser, {}, { PersonalNo: id });
    const second = await playerIn(secondBrowser);
    await app.multiAccounting.sawProfile(second.userId, { nationalId: ` ${id.slice(0, 5)} ${id.slice(5)} ` });
    return { first: { ...first, from: firstBrowser }, second: { ...second, from: secondBrowser } };
  }

  it('refuses the second account of a cluster', async () => {
    const { first, second } = await linkedPair();
    expect((await claimWelcome(first.from, first.headers)).json()).toMatchObject({ success: true, data: { status: 'awaiting_deposit' } });
    expect(outcome(await claimWelcome(second.from, second.headers))).toEqual(CLAIMED);
    // an unlinked player still can
    const stranger = browser();
    expect((await claimWelcome(stranger, (await playerIn(stranger)).headers)).statusCode).toBe(200);
  });

  it('grants it once when two linked accounts claim at once', async () => {
    const { first, second } = await linkedPair();
    const replies = await Promise.all([claimWelcome(first.from, first.headers), claimWelcome(second.from, second.headers)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const marked = await app.db.execute(sql`
      SELECT count(DISTINCT bonus_id) AS bonuses FROM bonus_claim_marks
      WHERE campaign_id = ${welcomeId} AND mark IN (${`player:${first.userId}`}, ${`player:${second.userId}`})`);
    expect(Number((marked as { rows: { bonuses: string }[] }).rows[0].bonuses)).toBe(1);
  });

  it('grants it once when three accounts of a chain claim at once', async () => {
    const { first, second } = await linkedPair();
    const thirdBrowser = browser();
    const third = await playerIn(thirdBrowser);
    await app.multiAccounting.sawProfile(second.userId, { address: 'Bağdat Caddesi No 5 Kadıköy' });
    await app.multiAccounting.sawProfile(third.userId, { address: 'bagdat cad. no 5 kadikoy' });
    const replies = await Promise.all([
      claimWelcome(first.from, first.headers),
      claimWelcome(second.from, second.headers),
      claimWelcome(thirdBrowser, third.headers),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('forfeits a claimed deposit match whose deposit links the player to an account that had it', async () => {
    // once per player: nothing but the cluster joins the two accounts' claims
    const match = await insertTestCampaign(app.db, Date.now(), {
      kind: 'deposit_match',
      percent: 10_000,
      minDeposit: 1_000,
      maxAmount: 10_000,
      oncePer: 'player',
      wagering: { multiplier: 1, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 3_000, days: 7 },
    });
    const claimMatch = (from: Browser, headers: Headers) => send(from, 'POST', '/api/bonus/claim', headers, { offerId: match.id });
    const first = browser();
    const a = await playerIn(first);
    const second = browser();
    const b = await playerIn(second);
    const iban = 'TR560006200000000006293481';
    expect((await claimMatch(first, a.headers)).statusCode).toBe(200);
    await depositFrom(first, a.headers, iban);
    // b claims while nothing links them yet, then pays from a's bank account
    expect((await claimMatch(second, b.headers)).statusCode).toBe(200);
    await depositFrom(second, b.headers, iban);
    expect(await app.wallet.bonusBalance(a.userId)).toBe(10_000);
    expect(await app.wallet.bonusBalance(b.userId)).toBe(0);
    const mine = (await send(second, 'GET', '/api/bonus/mine', b.headers)).json().data;
    expect(mine.past[0]).toMatchObject({ status: 'forfeited' });
  });
});

describe('the back office', () => {
  it('shows the cluster to risk and admin only, audits each look, and restricts bonuses for the whole cluster', async () => {
    const home = browser();
    const first = await playerIn(home);
    const second = await playerIn({ ...home, ip: freshIp() });
    const path = `operator/players/${first.userId}/linked-accounts`;
    const support = await operatorToken(app, SUPPORT);
    await expectOperatorOnly(app, { method: 'GET', path }, { player: first.headers.authorization.slice(7), outsider: SUPPORT, outsiderToken: support });

    const view = await app.inject({ method: 'GET', url: `/api/${path}`, headers: risk });
    expect(view.json().data).toMatchObject({
      accounts: [
        { id: first.userId, links: [{ kind: 'device', with: second.userId }] },
        { id: second.userId, links: [{ kind: 'device', with: first.userId }] },
      ],
      restriction: null,
      truncated: false,
    });
    const looks = await app.db
      .select({ after: operatorAudit.after })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'player.linked_accounts.view'), eq(operatorAudit.subject, `player:${first.userId}`)));
    expect(looks).toEqual([{ after: { accounts: [first.userId, second.userId] } }]);

    const restrict = (restricted: boolean, headers: Headers = risk) =>
      app.inject({
        method: 'POST',
        url: `/api/operator/players/${first.userId}/bonus-restriction`,
        headers: { ...headers, 'x-locale': 'tr' },
        payload: { restricted, reason: 'bonus abuse ring' },
      });
    expect((await restrict(true, bearer(support))).statusCode).toBe(403);
    expect((await restrict(true)).json()).toEqual({ success: true, message: 'Bağlantılı hesaplar artık bonus kısıtlamalı.' });
    // a third account joining the cluster later is restricted with it
    const third = await playerIn({ ...home, ip: freshIp() });
    for (const [from, player] of [
      [home, second],
      [home, third],
    ] as const) {
      expect(outcome(await claimWelcome(from, player.headers))).toEqual([403, 'Bonuses are not available on this account. Please contact support.']);
    }
    const turkish = await send(home, 'POST', '/api/bonus/claim', { ...first.headers, 'x-locale': 'tr', 'x-fingerprint': 'fp-x' }, { offerId: welcomeId });
    expect(turkish.json()).toEqual({ success: false, message: 'Bu hesapta bonuslar kullanılamıyor. Lütfen destek ile iletişime geçin.' });
    expect((await app.inject({ method: 'GET', url: `/api/${path}`, headers: risk })).json().data.restriction).toMatchObject({
      reason: 'bonus abuse ring',
      by: RISK.username,
    });

    expect((await restrict(false)).statusCode).toBe(200);
    expect((await claimWelcome(home, third.headers)).statusCode).toBe(200);
    const changes = await app.db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `player:${first.userId}`))
      .orderBy(operatorAudit.id);
    expect(changes.map((c) => c.action).filter((a) => a.startsWith('player.bonus'))).toEqual(['player.bonus_restrict', 'player.bonus_unrestrict']);
  });

  it('answers 404 for an unknown player', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/operator/players/99999999/linked-accounts', headers: risk })).statusCode).toBe(404);
  });
});
