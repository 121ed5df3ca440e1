/**
 * Issue 11: the shared-round games in a browser. A funded player buys two bingo tickets in the sale and
 * sees them with their 15 numbers each and the balance down by their price; on Lucky Wheel the player
 * picks a number and bets before the spin, and the round's result joins the strip of the last results
 * with its hash and verify link.
 */
import { startServer } from '../lib/arena-server';
import { expect, test } from '../playwright/fixtures';
import { openAsFundedPlayer, STUDIO_SERVER_ENV } from '../playwright/studio';

test.describe('Arena Originals shared-round games (issue 11)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({
      label: `shared-games-${testInfo.project.name}`,
      env: {
        ...STUDIO_SERVER_ENV,
        ARENA_SKIP_BUILD: '1',
        LIVE_BINGO_BETTING_MS: '120000',
        LIVE_WHEEL_BETTING_MS: '6000',
        LIVE_WHEEL_PAUSE_MS: '2000',
      },
    });
  });
  test.afterAll(async () => server?.stop());

  test('bingo tickets bought in the sale show with their numbers; a wheel bet is settled by the broadcast spin', async ({ page, request }) => {
    test.setTimeout(300_000);
    const base = server.url;
    await openAsFundedPlayer(page, request, base, 'bingo?lang=en', 10_000);
    await expect(page.locator('#balance')).toHaveText('₺100.00');
    await expect(page.locator('#place')).toBeEnabled({ timeout: 30_000 });
    await page.locator('#tickets').fill('2');
    await page.locator('#place').click();
    await expect(page.locator('#tickets-list table.ticket')).toHaveCount(2);
    await expect(page.locator('#tickets-list table.ticket').first().locator('td[data-number]')).toHaveCount(15);
    await expect(page.locator('#balance')).toHaveText('₺98.00');
    await expect(page.locator('#chain-hash')).not.toHaveText('–');

    await page.goto(`${base}/originals/wheel?lang=en`);
    await expect(page.locator('#balance')).toHaveText('₺98.00');
    await expect(page.locator('#place')).toBeEnabled({ timeout: 30_000 });
    await page.locator('.wheel-choice[data-number="1"]').click();
    await page.locator('#amount').fill('1.00');
    const before = await page.locator('#strip li').count();
    const [placed] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/live/wheel/bets')), page.locator('#place').click()]);
    expect(placed.status(), await placed.text()).toBe(200);
    await expect(page.locator('#balance')).toHaveText('₺97.00');
    // the spin for everyone: its result joins the strip, with the round's hash and its verify link
    await expect.poll(() => page.locator('#strip li').count(), { timeout: 60_000 }).toBeGreaterThan(before);
    await expect(page.locator('#round-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.locator('#verify-link')).toHaveAttribute('href', /game=wheel&hash=[0-9a-f]{64}&salt=/);
  });
});
