/**
 * Issue 14: the sportsbook through the real shell, server and feed simulator, desktop and phone.
 * A visitor browses and builds a slip, but placing asks to log in; a player places an accumulator of
 * three selections, the balance drops, the feed plays the matches and settles the bet, and my bets and
 * the balance follow; a live price moving while the slip is open asks the player to accept it; a cash
 * out of an open bet credits the offered amount.
 *
 * The server is the development server with the feed stepped by hand (SPORTS_FEED_DRIVE=false): the
 * journey moves the feed's time with the dev call POST /api/dev/sports/advance.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney, type MyBetsReply, type SportEventsReply } from '../../packages/contracts/src/index';
import { startServer } from '../lib/arena-server';
import { expect, newPlayerSession, startLoggedIn, test } from '../playwright/fixtures';
import { fund, STUDIO_SERVER_ENV } from '../playwright/studio';

const FUNDS = 100_000;
/** ₺10 as the stake field takes it, and in minor units */
const STAKE_TEXT = '10';
const STAKE = 1_000;

const isPhone = (page: Page) => page.viewportSize()!.width < 992;
const balanceOf = (page: Page) => page.getByTestId(page.viewportSize()!.width < 900 ? 'mobile-balance' : 'header-balance');

/** the first open price button of each of the first `count` events listed */
async function pricesOfEvents(page: Page, count: number): Promise<Locator[]> {
  const rows = page.locator('[data-testid^="event-row-"]');
  await expect(rows.first()).toBeVisible();
  const prices: Locator[] = [];
  for (let i = 0; prices.length < count && i < (await rows.count()); i += 1) {
    const price = rows.nth(i).locator('button[data-testid^="price-"]:not([disabled])').first();
    if ((await price.count()) > 0) prices.push(price);
  }
  expect(prices).toHaveLength(count);
  return prices;
}

/** the slip's body: the side panel on desktop, the sheet a phone opens from its bar */
async function openSlip(page: Page) {
  if (isPhone(page)) await page.getByTestId('betslip-toggle').click();
  await expect(page.getByTestId('slip-body')).toBeVisible();
}

test.describe('sportsbook (issue 14)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({
      label: `sports-${testInfo.project.name}`,
      env: { ...STUDIO_SERVER_ENV, SPORTS_FEED_DRIVE: 'false', SPORTS_LIVE_DELAY_MS: '500' },
    });
  });
  test.afterAll(async () => server?.stop());

  /** a funded player, logged in for the page's next navigations; their session token */
  async function fundedPlayer(page: Page, request: APIRequestContext): Promise<string> {
    const session = await newPlayerSession(request, server.url);
    const data = JSON.parse(session) as { usercode: string; token: string };
    await fund(request, server.url, data.usercode, FUNDS);
    await startLoggedIn(page, session);
    return data.token;
  }

  const advance = async (request: APIRequestContext, seconds: number) => {
    const res = await request.post(`${server.url}/api/dev/sports/advance`, { data: { seconds } });
    expect(res.status(), await res.text()).toBe(200);
  };

  const myBets = async (request: APIRequestContext, token: string, status: 'open' | 'settled') => {
    const res = await request.get(`${server.url}/api/sports/bets`, { params: { status, skip: 0, take: 20 }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: MyBetsReply }).data.items;
  };

  test('a visitor browses and builds a slip; placing asks to log in', async ({ page }) => {
    await page.goto(`${server.url}/spor`);
    await expect(page.getByTestId('sport-menu')).toBeVisible();
    const [price] = await pricesOfEvents(page, 1);
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await openSlip(page);
    await page.getByTestId('slip-stake').fill(STAKE_TEXT);
    await page.getByTestId('slip-place').click();
    await expect(page.getByTestId('dialog-login')).toBeVisible();
  });

  test('a player places an accumulator of three, the feed settles it, my bets and the balance follow', async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await fundedPlayer(page, request);
    await page.goto(`${server.url}/spor/football`);
    await expect(balanceOf(page)).toContainText(formatMoney(FUNDS, 'tr'));
    for (const price of await pricesOfEvents(page, 3)) await price.click();
    await openSlip(page);
    await page.getByTestId('slip-tab-accumulator').click();
    await page.getByTestId('slip-stake').fill(STAKE_TEXT);
    await page.getByTestId('slip-place').click();
    await expect(page.getByTestId('slip-placed')).toBeVisible({ timeout: 15_000 });
    await expect(balanceOf(page)).toContainText(formatMoney(FUNDS - STAKE, 'tr'));

    const [placed] = await myBets(request, token, 'open');
    expect(placed).toMatchObject({ type: 'accumulator', stake: STAKE, status: 'open' });
    expect(placed.legs).toHaveLength(3);

    // the feed's time runs on, an hour a step, until the three matches are played and the bet settled
    await expect
      .poll(
        async () => {
          await advance(request, 3600);
          return (await myBets(request, token, 'settled')).length;
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBe(1);
    const [bet] = await myBets(request, token, 'settled');
    expect(['won', 'lost']).toContain(bet.status);

    await page.goto(`${server.url}/spor/bets`);
    await page.getByTestId('bets-tab-settled').click();
    await expect(page.getByTestId(`bet-card-${bet.id}`)).toHaveAttribute('data-status', bet.status);
    await expect(balanceOf(page)).toContainText(formatMoney(FUNDS - STAKE + (bet.payout ?? 0), 'tr'));
  });

  test('a live price moving while the slip is open asks the player to accept it', async ({ page, request }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, request);
    // a football match with at least half an hour to play (one about to end might end before its price
    // moves), the freshest there is; how soon one kicks off depends on the hour the feed's clock shows
    // (earlier tests move it on by hours), so the feed moves on up to a day, 5 minutes a step
    let selectionId: number | undefined;
    for (let step = 0; step < 288 && selectionId === undefined; step += 1) {
      const res = await request.get(`${server.url}/api/sports/events`, { params: { live: true, sportId: 'football', take: 200 } });
      const { events } = ((await res.json()) as { data: SportEventsReply }).data;
      const [fresh] = events
        .filter((event) => (event.score?.clockSeconds ?? Infinity) < 60 * 60 && event.mainMarket?.status === 'open')
        .sort((a, b) => (a.score?.clockSeconds ?? 0) - (b.score?.clockSeconds ?? 0));
      selectionId = fresh?.mainMarket?.selections[0].id;
      if (selectionId === undefined) await advance(request, 300);
    }
    expect(selectionId).toBeDefined();
    await page.goto(`${server.url}/livespor/football`);
    await page.getByTestId(`price-${selectionId}`).click();
    await openSlip(page);
    // any move asks (the default takes a higher price by itself)
    await page.getByTestId('slip-price-change-policy').selectOption('none');
    const accept = page.getByTestId('slip-accept-changes');
    // the feed stepped a minute at a time until the slip's price moves
    await expect
      .poll(
        async () => {
          await advance(request, 60);
          return accept.isVisible();
        },
        { intervals: [300], timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.getByTestId('slip-price-change')).toBeVisible();
    await accept.click();
    await expect(accept).toHaveCount(0);
    await expect(page.getByTestId('slip-place')).toBeVisible();
  });

  test('a cash out of an open bet credits the offered amount', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await fundedPlayer(page, request);
    await page.goto(`${server.url}/spor`);
    const [price] = await pricesOfEvents(page, 1);
    await price.click();
    await openSlip(page);
    await page.getByTestId('slip-tab-single').click();
    await page.getByTestId('slip-stake').fill(STAKE_TEXT);
    await page.getByTestId('slip-place').click();
    await expect(page.getByTestId('slip-placed')).toBeVisible({ timeout: 15_000 });

    const [bet] = await myBets(request, token, 'open');
    expect(bet.cashOutOffer).not.toBeNull();
    const offer = bet.cashOutOffer!;
    await page.goto(`${server.url}/spor/bets`);
    await page.getByTestId(`cash-out-${bet.id}`).click();
    await page.getByTestId(`cash-out-confirm-${bet.id}`).click();
    await expect.poll(async () => (await myBets(request, token, 'settled'))[0]).toMatchObject({ id: bet.id, status: 'cashed-out', payout: offer });
    await expect(balanceOf(page)).toContainText(formatMoney(FUNDS - STAKE + offer, 'tr'));
  });
});
