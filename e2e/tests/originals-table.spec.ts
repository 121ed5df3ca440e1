/**
 * Issue 11: Arena Originals' Roulette and Plinko through the real pages. A funded player places chips on
 * the roulette table (red and a straight up), spins, and sees the number marked, the last results and the
 * balance; drops a Plinko ball on 8 rows; after rotating the seed pair each round's Verify link
 * recomputes the same number / bucket in the browser.
 */
import type { Page } from '@playwright/test';
import { startServer } from '../lib/arena-server';
import { openAsFundedPlayer, STUDIO_SERVER_ENV } from '../playwright/studio';
import { expect, test } from '../playwright/fixtures';

const FUNDS = 50_000;

/** rotates the pair and opens the newest round's Verify link */
async function verifyNewest(page: Page, base: string) {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/seeds/rotate')), page.locator('#rotate').click()]);
  const verify = page.locator('#history tr').first().getByRole('link');
  await expect(verify).toHaveAttribute('href', /serverSeed=/);
  await page.goto(new URL((await verify.getAttribute('href')) ?? '', base).toString());
  await expect(page.locator('#proof')).toBeVisible();
}

test.describe('Arena Originals roulette and plinko (issue 11)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({
      label: `originals-table-${testInfo.project.name}`,
      env: STUDIO_SERVER_ENV,
    });
  });
  test.afterAll(async () => server?.stop());

  test('chips on red and on 17 make a slip of ₺2; the spin marks the number and the round verifies', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const base = server.url;
    await openAsFundedPlayer(page, request, base, 'roulette?lang=en', FUNDS);
    await expect(page.locator('#balance')).not.toHaveText('–');

    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await page.getByRole('button', { name: 'Straight 17', exact: true }).click();
    await page.getByRole('button', { name: 'Split bet 0, 1', exact: true }).click();
    await expect(page.locator('#total')).toHaveText('₺3.00');
    await page.locator('#undo').click();
    await expect(page.locator('#total')).toHaveText('₺2.00');
    await page.screenshot({ path: testInfo.outputPath('roulette-slip.png'), fullPage: true });

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/roulette/play')), page.locator('#place').click()]);
    expect(response.status(), await response.text()).toBe(200);
    const { round } = (await response.json()).data as { round: { amount: number; win: number; balance: number; outcome: { number: number } } };
    expect(round.amount).toBe(200);
    expect(round.balance).toBe(FUNDS - 200 + round.win);
    await expect(page.locator('#result')).toHaveText(String(round.outcome.number));
    await expect(page.locator('#last-results li').first()).toHaveText(String(round.outcome.number));
    await expect(page.locator(`.spot.hit[data-numbers="${round.outcome.number}"]`)).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('roulette-result.png'), fullPage: true });

    await verifyNewest(page, base);
    await expect(page.locator('#outcome')).toContainText(String(round.outcome.number));
  });

  test('a Plinko ball on 8 low rows lands in the bucket the seeds decide, and the round verifies', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const base = server.url;
    await openAsFundedPlayer(page, request, base, 'plinko?lang=en', FUNDS);
    await expect(page.locator('#balance')).not.toHaveText('–');
    await page.locator('#rows').selectOption('8');
    await expect(page.locator('#payouts li')).toHaveCount(9);
    await expect(page.locator('#payouts li').first()).toHaveText('5.6×');
    await expect(page.locator('#table-rtp')).toHaveText('98.98%');
    await expect(page.locator('#board .peg')).toHaveCount(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/plinko/play')), page.locator('#place').click()]);
    expect(response.status(), await response.text()).toBe(200);
    const { round } = (await response.json()).data as { round: { amount: number; win: number; balance: number; outcome: { bucket: number; path: number[] } } };
    expect(round.outcome.path).toHaveLength(8);
    expect(round.balance).toBe(FUNDS - round.amount + round.win);
    await expect(page.locator('#payouts li.hit')).toHaveCount(1);
    expect(await page.locator('#payouts li').evaluateAll((items) => items.findIndex((item) => item.classList.contains('hit')))).toBe(round.outcome.bucket);
    await page.screenshot({ path: testInfo.outputPath('plinko-result.png'), fullPage: true });

    await verifyNewest(page, base);
    await expect(page.locator('#outcome')).toContainText(`Bucket ${round.outcome.bucket}`);
  });
});
