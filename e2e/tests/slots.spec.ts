/**
 * Issue 11: Arena Originals' video slots through the real pages, desktop and phone. A funded player
 * opens Sultan's Gold (tr) or Bosphorus Nights (en): the paytable and RTP show before the first spin,
 * a spin keeps the button disabled while the reels turn for at least 2.5 s (UKGC RTS), the balance in
 * the game frame moves by the round, and the round is listed with its Verify link, which after
 * rotating the seed pair recomputes the same total in the browser.
 */
import { formatMoney } from '../../packages/contracts/src/money';
import { formatHundredths, formatMultiplier } from '../../server/src/modules/originals-pages/game-math';
import { expect } from '../playwright/fixtures';
import { openAsFundedPlayer } from '../playwright/studio';
import { type Site, studioTest as test } from '../playwright/sites';

const FUNDS = 50_000;
const SLOTS = [
  { game: 'sultan', locale: 'tr', rtp: 'Oyuncuya geri dönüş: %96.' },
  { game: 'bosphorus', locale: 'en', rtp: 'Return to player: 96.5 %.' },
] as const;

interface SlotRound {
  amount: number;
  win: number;
  balance: number;
  serverSeedHash: string;
  outcome: { multiplier: number; freeSpins: unknown[] };
}

test.describe('Arena Originals slots (issue 11)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Site;
  test.beforeAll(({ site }) => {
    server = site;
  });

  for (const { game, locale, rtp } of SLOTS) {
    test(`${game}: a spin turns the reels for at least 2.5 s, moves the balance and verifies (${locale})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const base = server.url;
      await openAsFundedPlayer(page, request, base, `${game}?lang=${locale}`, FUNDS);
      const balance = page.locator('#balance');
      await expect(balance).toHaveText(formatMoney(FUNDS, locale));
      // the rules before the first spin: RTP, paytable and paylines
      await expect(page.locator('.rules')).toContainText(rtp);
      await expect(page.locator('.paytable')).toBeVisible();
      await expect(page.locator('#reels .cell')).toHaveCount(15);

      const place = page.locator('#place');
      // the page times its own button: the test's timers can fire late on a busy machine
      await place.evaluate((button: HTMLButtonElement) => {
        const timing = window as unknown as { spinEnabledAfter?: number };
        button.addEventListener(
          'click',
          () => {
            const clickedAt = performance.now();
            new MutationObserver((_, observer) => {
              if (button.disabled) return;
              timing.spinEnabledAfter = performance.now() - clickedAt;
              observer.disconnect();
            }).observe(button, { attributes: true, attributeFilter: ['disabled'] });
          },
          { once: true },
        );
      });
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/originals/${game}/play`)), place.click()]);
      expect(response.status(), await response.text()).toBe(200);
      const { round } = (await response.json()).data as { round: SlotRound };
      expect(round.balance).toBe(FUNDS - round.amount + round.win);
      await expect(place).toBeDisabled();
      // free spins play on after the base spin: up to 20 more
      await expect(place).toBeEnabled({ timeout: 40_000 });
      expect(await page.evaluate(() => (window as unknown as { spinEnabledAfter?: number }).spinEnabledAfter)).toBeGreaterThanOrEqual(2_500);
      await expect(balance).toHaveText(formatMoney(round.balance, locale));

      const rows = page.locator('#history tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${formatHundredths(round.outcome.multiplier, locale)}×`);
      await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/seeds/rotate')), page.locator('#rotate').click()]);
      const verify = rows.first().getByRole('link');
      await expect(verify).toHaveAttribute('href', new RegExp(`game=${game}.*serverSeed=`));
      await page.goto(new URL((await verify.getAttribute('href')) ?? '', base).toString());
      await expect(page.locator('#game')).toHaveValue(game);
      await expect(page.locator('#proof')).toBeVisible();
      await expect(page.locator('#outcome')).toContainText(formatMultiplier(round.outcome.multiplier, locale));
      await expect(page.locator('#hash')).toHaveText(round.serverSeedHash);
    });
  }
});
