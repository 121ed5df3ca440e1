/**
 * Issue 30 §2: a casino, not placeholders. A funded player opens two outside games of different
 * genres from the lobbies, as the aggregator simulator serves them: a SoftGamings slot (its page runs
 * in a sandboxed frame, an opaque origin, where the art used to be blocked) and a live roulette table.
 * Each shows its generated art and its own table, plays a round through our wallet, and nothing on the
 * way is blocked (no ERR_BLOCKED_BY_RESPONSE, no CORP/CORS error in the console).
 */
import type { Page } from '@playwright/test';
import { formatMoney } from '../../packages/contracts/src/index';
import { startServer } from '../lib/arena-server';
import { expect, newPlayerSession, startLoggedIn, test } from '../playwright/fixtures';
import { fund, STUDIO_SERVER_ENV } from '../playwright/studio';

const FUNDS = 100_000;
const card = (page: Page, code: string) => page.getByTestId('lobby-grid').getByTestId(`game-${code}`);
/** whether an image has loaded (a blocked one has no natural width) */
const loaded = (image: ReturnType<Page['locator']>) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('the simulator casino (issue 30)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    // development: the aggregator simulator plays the suppliers' side
    server = await startServer({ label: `casino-demo-${testInfo.project.name}`, env: STUDIO_SERVER_ENV });
  });
  test.afterAll(async () => server?.stop());

  test('a slot and a roulette table open from the lobby with their own art and tables, play a round each, and nothing is blocked @desktop', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /blocked|cross-origin|CORS|NotSameOrigin/i.test(message.text())) blocked.push(message.text());
    });
    page.on('requestfailed', (failed) => {
      const reason = failed.failure()?.errorText ?? '';
      if (/BLOCKED/i.test(reason)) blocked.push(`${failed.url()}: ${reason}`);
    });
    const session = await newPlayerSession(request, server.url);
    await fund(request, server.url, (JSON.parse(session) as { usercode: string }).usercode, FUNDS);
    await startLoggedIn(page, session);

    await test.step('the slot lobby: the tile shows its generated art', async () => {
      await page.goto(`${server.url}/casino/slot`);
      const tile = card(page, 'softgamings_pragmaticplay_sweet_bonanza');
      await tile.scrollIntoViewIfNeeded();
      await expect.poll(() => loaded(tile.locator('img'))).toBe(true);
    });

    const game = page.frameLocator('[data-testid="game-frame"]');
    let balance = FUNDS;
    await test.step('a SoftGamings slot, in its sandboxed frame: its reels, its art, a spin through the wallet', async () => {
      await card(page, 'softgamings_pragmaticplay_sweet_bonanza').click();
      await expect(page.getByTestId('game-frame')).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(game.locator('main.slot #reel2')).toBeVisible();
      await expect.poll(() => loaded(game.locator('header img'))).toBe(true);
      await game.locator('#stake').fill('10');
      const [spin] = await Promise.all([page.waitForResponse((r) => /\/simulator\/game\/[^/]+\/play$/.test(r.url())), game.locator('#spin').click()]);
      expect(spin.status(), await spin.text()).toBe(200);
      const { win, balance: after } = (await spin.json()).data as { win: number; balance: number };
      expect(after).toBe(balance - 1_000 + win);
      balance = after;
      await expect(game.locator('#balance')).toHaveText(formatMoney(balance, 'tr'));
    });

    await test.step('a live roulette table: its wheel, a bet on black, the pocket it stopped on', async () => {
      await page.goto(`${server.url}/casino/live`);
      const tile = card(page, 'everymatrix_evolution_lightning_roulette');
      await expect.poll(() => loaded(tile.locator('img'))).toBe(true);
      await tile.click();
      await expect(game.locator('main.roulette svg.wheel')).toBeVisible();
      await expect.poll(() => loaded(game.locator('header img'))).toBe(true);
      await game.locator('#pick').selectOption('black');
      await game.locator('#stake').fill('10');
      const [spin] = await Promise.all([page.waitForResponse((r) => /\/simulator\/game\/[^/]+\/play$/.test(r.url())), game.locator('#spin').click()]);
      expect(spin.status(), await spin.text()).toBe(200);
      const { win, balance: after, outcome } = (await spin.json()).data as { win: number; balance: number; outcome: { pocket: number } };
      expect(after).toBe(balance - 1_000 + win);
      await expect(game.locator('#pocket')).toHaveText(String(outcome.pocket));
      await expect(game.locator('#balance')).toHaveText(formatMoney(after, 'tr'));
    });

    expect(blocked).toEqual([]);
  });
});
