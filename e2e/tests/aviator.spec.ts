/**
 * Issue 11: Aviator, one shared round for everyone. Two players in two browser contexts watch the same
 * flight (the same round, the same crash point); one bets before take-off, cashes out during the flight
 * and is paid at once (the balance goes up), and the other sees that bet paid in the round's list.
 */
import type { Page } from '@playwright/test';
import { startServer } from '../lib/arena-server';
import { expect, succeeds, test } from '../playwright/fixtures';
import { openAsFundedPlayer, STUDIO_SERVER_ENV } from '../playwright/studio';

const FUNDS = 50_000;
/** a round in a hundred crashes at once: a player who could not cash out tries the next one */
const ATTEMPTS = 4;
/** the longest flight a test waits for: 1 round in 40 flies past 40×, 60 s after take-off */
const FLIGHT_MS = 90_000;

interface PaidBet {
  bet: { id: number; roundId: number; amount: number; win: number; multiplier: number; player: string };
  balance: number;
}

test.describe('Arena Originals Aviator (issue 11)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({
      label: `aviator-${testInfo.project.name}`,
      // the API and the studio's own pages are all this spec uses: no front-end build needed
      env: { ...STUDIO_SERVER_ENV, ARENA_SKIP_BUILD: '1', LIVE_AVIATOR_BETTING_MS: '4000', LIVE_AVIATOR_PAUSE_MS: '2000' },
    });
  });
  test.afterAll(async () => server?.stop());

  test('two players see the same flight; one cashes out before the crash and is paid', async ({ openContext, request }) => {
    test.setTimeout(600_000);
    const base = server.url;
    const pages: Page[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await (await openContext()).newPage();
      await openAsFundedPlayer(page, request, base, 'aviator?lang=en', FUNDS);
      await expect(page.locator('#balance')).not.toHaveText('–');
      pages.push(page);
    }
    const [player, watcher] = pages;

    let paid: PaidBet | null = null;
    for (let attempt = 0; attempt < ATTEMPTS && !paid; attempt++) {
      // the betting phase of the next round (after the flight in the air, which may last a minute)
      await expect(player.locator('#place')).toBeEnabled({ timeout: FLIGHT_MS });
      const reply = player.waitForResponse((r) => r.url().includes('/api/originals/live/aviator/bets'), { timeout: 10_000 }).catch(() => null);
      // the betting window (4 s here) can close between the button's enabling and the click on a busy
      // machine: the page then sends no bet, and the next round is tried
      const placed = (await succeeds(player.locator('#place').click({ timeout: 5_000 }))) ? await reply : null;
      if (!placed) continue;
      expect(placed.status(), await placed.text()).toBe(200);
      const { balance: afterBet, bet: placedBet } = (await placed.json()).data as PaidBet;

      // take-off: the cash-out button shows while the plane flies (a flight that ends at once may never show it)
      const cashOut = player.locator('#cashout');
      if (await succeeds(cashOut.waitFor({ state: 'visible', timeout: 15_000 }))) {
        const response = player.waitForResponse((r) => r.url().includes('/api/originals/live/aviator/cashout'), { timeout: 10_000 }).catch(() => null);
        // the button goes the moment the plane flies away: a click that finds it gone sends nothing
        const reply = (await succeeds(cashOut.click({ timeout: 5_000 }))) ? await response : null;
        if (reply?.status() === 200) {
          paid = (await reply.json()).data as PaidBet;
          // paid at once: the balance is up by the win, and both players see the bet paid (the other under the masked name)
          expect(paid.balance).toBe(afterBet + paid.bet.win);
          await expect(player.locator('#players tr.mine.won')).toHaveCount(1);
          await expect(watcher.locator('#players tr.won')).toContainText(paid.bet.player);
        } else if (reply) expect((await reply.json()).message).toContain('Too late');
      }

      // the crash: the round enters both players' strips of last results with the same crash point
      const crashes = pages.map((page) => page.locator(`#crashes li[data-round="${placedBet.roundId}"]`));
      await expect(crashes[0]).toBeVisible({ timeout: FLIGHT_MS });
      await expect(crashes[1]).toHaveText((await crashes[0].textContent()) ?? '');
    }

    expect(paid, 'a cash-out before the crash in one of the rounds').not.toBeNull();
    const { bet, balance } = paid!;
    expect(bet.multiplier).toBeGreaterThanOrEqual(100);
    expect(bet.win).toBe(Math.floor((bet.amount * bet.multiplier) / 100));
    await expect(player.locator('#outcome')).toContainText('Cashed out at');
    // the header shows the balance the cash-out answered
    expect(await player.locator('#balance').textContent()).toContain(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(balance / 100));
  });
});
