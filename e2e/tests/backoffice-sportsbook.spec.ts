/**
 * Issue 16: the back office's Sportsbook and Reports screens (desktop), with a player's /spor page open
 * beside them.
 *
 *  a) a trading operator suspends a market: the player's open event page shows it locked without a
 *     reload; resumed, it opens again; a margin change moves the price the player is shown;
 *  b) a reports operator (risk) opens Reports, sees the GGR/NGR rows of the day and downloads the
 *     revenue CSV (its header and the day's sports row);
 *  c) a support operator cannot open Sportsbook or Reports (Not allowed), and the API refuses them.
 *
 * Server: its own, the feed stepped by hand (SPORTS_FEED_DRIVE=false), so the only price moves are the
 * operator's. Operators are created by the bootstrapped admin; each enrols its authenticator through
 * the API (the enrolment screens are backoffice-journeys' journey) and the tab is given the session.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SportEventsReply } from '../../packages/contracts/src/index';
import { startServer } from '../lib/arena-server';
import { totpCode, totpStep } from '../../server/src/modules/operators/totp';
import { DESKTOP_TAG } from '../playwright/shared-config';
import { operatorServerEnv, operatorToken } from '../playwright/studio';
import { expect, newPlayerSession, startLoggedIn, test } from '../playwright/fixtures';

const ADMIN = { username: 'e2e-sb-admin', password: 'Sportsbook-Admin-42', role: 'admin' };
const TRADER = { username: 'e2e-sb-trader', password: 'Sportsbook-Trader-42', role: 'trading' };
const ANALYST = { username: 'e2e-sb-analyst', password: 'Sportsbook-Analyst-42', role: 'risk' };
const SUPPORT = { username: 'e2e-sb-support', password: 'Sportsbook-Support-42', role: 'support' };
const TOKEN_KEY = 'arena-backoffice-token';
const STAKE = 1_000;

type Operator = typeof TRADER;

/** A new operator's session through the API: password, the authenticator's enrolment, its first code. */
async function enrolledSession(request: APIRequestContext, base: string, operator: Operator): Promise<string> {
  const login = await request.post(`${base}/api/operator/login`, { data: { username: operator.username, password: operator.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { challenge, secondFactor } = (await login.json()).data as { challenge: string; secondFactor: string };
  expect(secondFactor).toBe('enrol');
  const enrol = await request.post(`${base}/api/operator/totp/enrol`, { data: { challenge } });
  expect(enrol.status(), await enrol.text()).toBe(200);
  const { secret } = (await enrol.json()).data as { secret: string };
  const verified = await request.post(`${base}/api/operator/totp/verify`, { data: { challenge, code: totpCode(secret, totpStep(Date.now())) } });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()).data.token as string;
}

/** The back office tab of `operator`, signed in (its session in the tab's storage, as the login screen leaves it). */
async function signIn(page: Page, base: string, token: string, operator: Operator) {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(`${base}/backoffice/`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`${operator.username} (${operator.role})`);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

test.describe('back office sportsbook and reports (issue 16)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  const tokens = new Map<string, string>();
  test.beforeAll(async ({ request }, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({ label: `backoffice-sportsbook-${testInfo.project.name}`, env: { ...operatorServerEnv(ADMIN), SPORTS_FEED_DRIVE: 'false' } });
    const admin = await operatorToken(request, server.url, ADMIN);
    for (const operator of [TRADER, ANALYST, SUPPORT]) {
      const created = await request.post(`${server.url}/api/operator/operators`, { headers: { Authorization: `Bearer ${admin}` }, data: operator });
      expect(created.status(), await created.text()).toBe(200);
      tokens.set(operator.username, await enrolledSession(request, server.url, operator));
    }
  });
  test.afterAll(async () => server?.stop());

  /** a funded player: the session as the shell stores it, and their API headers */
  async function fundedPlayer(request: APIRequestContext) {
    const session = await newPlayerSession(request, server.url);
    const { usercode, token } = JSON.parse(session) as { usercode: string; token: string };
    const adjust = await request.post(`${server.url}/api/operator/adjust`, {
      headers: { Authorization: `Bearer ${await operatorToken(request, server.url, ADMIN)}`, 'idempotency-key': `sb-fund-${usercode}` },
      data: { userId: Number(usercode.slice(1)), amount: 100_000, reason: 'e2e sportsbook funds' },
    });
    expect(adjust.status(), await adjust.text()).toBe(200);
    return { session, headers: { Authorization: `Bearer ${token}` } };
  }

  /** the soonest pre-match football event and its main market, as the players' API lists them */
  async function footballEvent(request: APIRequestContext) {
    const res = await request.get(`${server.url}/api/sports/events`, { params: { sportId: 'football', live: 'false', take: 1 } });
    expect(res.status(), await res.text()).toBe(200);
    const [event] = ((await res.json()) as { data: SportEventsReply }).data.events;
    return { event, market: event.mainMarket! };
  }

  test(
    'a) a trader suspends and resumes a market and changes a margin; the player sees each at once',
    { tag: DESKTOP_TAG },
    async ({ page, openContext, request }) => {
      test.setTimeout(120_000);
      const base = server.url;
      const { event, market } = await footballEvent(request);
      const [home] = market.selections;

      // the player, in a browser of their own, keeps the event page open
      const playerContext = await openContext();
      const playerPage = await playerContext.newPage();
      await startLoggedIn(playerPage, (await fundedPlayer(request)).session);
      await playerPage.goto(`${base}/spor/event/${event.id}`);
      const shown = playerPage.getByTestId(`market-${market.id}`);
      const price = playerPage.getByTestId(`price-${home.id}`);
      await expect(shown).toHaveAttribute('data-status', 'open');
      await expect(price).toBeEnabled();
      await expect(price).toHaveAttribute('data-price', String(home.price));

      const trader = page;
      await signIn(trader, base, tokens.get(TRADER.username)!, TRADER);
      await expect(menu(trader).getByRole('link', { name: 'Sportsbook' })).toBeVisible();
      await trader.goto(`${base}/backoffice/sportsbook/events/${event.id}`);
      await expect(trader.getByRole('heading', { name: `${event.home} - ${event.away}` })).toBeVisible();

      await test.step('suspended: locked on the player page without a reload; resumed: open again', async () => {
        await trader.getByLabel('Reason for a suspension or a resumption').fill('e2e suspicious bets');
        await trader.getByRole('button', { name: 'Suspend Match Result' }).click();
        await expect(trader.getByRole('status')).toHaveText('Suspended: no bets are taken until it is resumed.');
        await expect(shown).toHaveAttribute('data-status', 'suspended');
        await expect(price).toBeDisabled();
        await expect(price.getByTestId('price-lock')).toBeVisible();

        await trader.getByRole('button', { name: 'Resume Match Result' }).click();
        await expect(trader.getByRole('status')).toHaveText('Resumed: bets are taken again.');
        await expect(shown).toHaveAttribute('data-status', 'open');
        await expect(price).toBeEnabled();
      });

      await test.step("a football margin of 15 %: the player's price drops at once", async () => {
        await trader.goto(`${base}/backoffice/sportsbook`);
        await trader.getByRole('button', { name: 'Margins' }).click();
        const form = trader.getByRole('form', { name: 'Set a margin' });
        await form.getByLabel('Sport').selectOption('football');
        await form.getByLabel('Margin (%)').fill('15');
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(trader.getByRole('status')).toHaveText('The margin has been saved and the open prices follow it.');
        await expect.poll(async () => Number(await price.getAttribute('data-price'))).toBeLessThan(home.price);

        await trader.getByRole('button', { name: 'Remove the margin of football Every market' }).click();
        await expect(price).toHaveAttribute('data-price', String(home.price));
      });
    },
  );

  test('b) a reports operator sees the GGR and NGR rows and downloads the revenue CSV', { tag: DESKTOP_TAG }, async ({ page, request }) => {
    const base = server.url;
    // today's sports stakes: a player's single on the soonest football event
    const { market } = await footballEvent(request);
    const [home] = market.selections;
    const { headers } = await fundedPlayer(request);
    const placed = await request.post(`${base}/api/sports/placebet`, {
      headers,
      data: {
        slipId: randomUUID(),
        type: 'single',
        stake: STAKE,
        priceChange: 'any',
        selections: [{ selectionId: home.id, price: home.price }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    expect((await placed.json()).data.status).toBe('placed');

    await signIn(page, base, tokens.get(ANALYST.username)!, ANALYST);
    await menu(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const revenue = page.getByRole('table').first();
    await expect(revenue.getByRole('columnheader', { name: 'GGR' })).toBeVisible();
    await expect(revenue.getByRole('columnheader', { name: 'NGR' })).toBeVisible();
    await expect(revenue.getByRole('row', { name: new RegExp(`^${today} Sports`) })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Revenue by product as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('day,product,stakes_minor,wins_minor,ggr_minor,bonus_cost_minor,ngr_minor');
    const sports = lines.find((line) => line.startsWith(`${today},sports,`));
    expect(sports).toBeDefined();
    const [stakes, wins, ggr] = sports!.split(',').slice(2).map(Number);
    expect(stakes).toBeGreaterThanOrEqual(STAKE);
    expect(ggr).toBe(stakes - wins);
  });

  test('c) a support operator cannot open Sportsbook or Reports', { tag: DESKTOP_TAG }, async ({ page, request }) => {
    const base = server.url;
    const token = tokens.get(SUPPORT.username)!;
    await signIn(page, base, token, SUPPORT);
    await expect(menu(page).getByRole('link', { name: 'Players' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Sportsbook' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Reports' })).toHaveCount(0);
    for (const path of ['sportsbook', 'reports']) {
      await page.goto(`${base}/backoffice/${path}`);
      await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    }
    for (const path of ['sports/events', 'sports/margins', 'reports?from=2026-01-01&to=2026-01-02']) {
      const res = await request.get(`${base}/api/operator/${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect({ path, status: res.status() }).toEqual({ path, status: 403 });
    }
  });
});
