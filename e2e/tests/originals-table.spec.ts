/**
 * Issue 11: Arena Originals' Roulette and Plinko through the real pages. A funded player places chips on
 * the roulette table (red and a straight up), spins, and sees the number marked, the last results and the
 * balance; drops a Plinko ball on 8 rows; after rotating the seed pair each round's Verify link
 * recomputes the same number / bucket in the browser. Each game's scene ends on the round the server
 * played (issue 30).
 */
import type { Page } from '@playwright/test';
import { openAsFundedPlayer } from '../playwright/studio';
import { type Site, studioTest as test } from '../playwright/sites';
import { expect } from '../playwright/fixtures';

const FUNDS = 50_000;

interface Round<O> {
  amount: number;
  win: number;
  outcome: O;
}

/** clicks the bet button and answers the round the studio played */
async function playRound<O>(page: Page, game: string): Promise<Round<O>> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/originals/${game}/play`)), page.locator('#place').click()]);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).data as { round: Round<O> }).round;
}

/** the round is shown (its outcome line) and celebrated exactly when it paid more than its stake */
async function expectCelebrationRule(page: Page, round: Round<unknown>) {
  await expect(page.locator('#outcome')).not.toHaveText('');
  await expect(page.locator('#game.celebrating')).toHaveCount(round.win > round.amount ? 1 : 0);
}

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

  let server: Site;
  test.beforeAll(({ site }) => {
    server = site;
  });

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

  // Issue 30: the scenes end on the server's outcome. With reduced motion, a roulette spin, a slot spin
  // and a Plinko ball: the pocket under the ball is the number drawn, the reels show the round's grid,
  // the ball lies in the round's bucket; each round celebrates exactly when it paid more than its stake
  // (UKGC RTS 14), and a red-and-black slip, which at most returns its stake, never does.
  test('roulette, a slot and Plinko end on the round the server played, and celebrate only above the stake @desktop', async ({ page, request }) => {
    test.setTimeout(150_000);
    const base = server.url;

    await test.step('roulette: red and black at ₺1 each, the ball in the pocket drawn, no celebration', async () => {
      await openAsFundedPlayer(page, request, base, 'roulette?lang=en', FUNDS);
      await expect(page.locator('#balance')).not.toHaveText('–');
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      await page.getByRole('button', { name: 'Black', exact: true }).click();
      const round = await playRound<{ number: number }>(page, 'roulette');
      await expect(page.locator('#result')).toHaveText(String(round.outcome.number));
      // the pocket number standing straight up on the turned wheel, and the ball over it
      const atTop = await page.locator('#wheel').evaluate((wheel) => {
        const angleOf = (node: Element) => Number(/rotate\((-?[\d.]+)\)/.exec(node.getAttribute('transform') ?? '')?.[1] ?? NaN);
        const turning = wheel.querySelector('g.turning')!;
        const ball = wheel.querySelector('circle.ball')!;
        const up = Array.from(turning.querySelectorAll('text')).filter(
          (label) => Math.abs(((((angleOf(label) + angleOf(turning)) % 360) + 540) % 360) - 180) < 0.5,
        );
        return { numbers: up.map((label) => label.textContent), ballX: Number(ball.getAttribute('cx')), ballY: Number(ball.getAttribute('cy')) };
      });
      expect(atTop.numbers).toEqual([String(round.outcome.number)]);
      expect(Math.abs(atTop.ballX)).toBeLessThan(0.5);
      expect(atTop.ballY).toBeLessThan(-60);
      // the slip returns ₺2 of ₺2 (or nothing on 0): never above the stake
      expect(round.win).toBeLessThanOrEqual(round.amount);
      await expectCelebrationRule(page, round);
    });

    await test.step("Sultan's Gold: the reels show the grid the studio drew", async () => {
      await page.goto(`${base}/originals/sultan?lang=en`);
      await expect(page.locator('#balance')).not.toHaveText('–');
      const round = await playRound<{ grid: string[][]; freeSpins: { grid: string[][] }[] }>(page, 'sultan');
      await expect(page.locator('#place')).toBeEnabled({ timeout: 10_000 });
      const shown = await page
        .locator('#reels .reel')
        .evaluateAll((reels) =>
          [0, 1, 2].map((row) => reels.map((reel) => reel.querySelectorAll('.cell use')[row].getAttribute('href')?.replace('#slot-', ''))),
        );
      // the reels end on the round's last spin: the base spin, or the last of the free spins it started
      expect(shown).toEqual((round.outcome.freeSpins.at(-1) ?? round.outcome).grid);
      await expectCelebrationRule(page, round);
    });

    await test.step("Plinko: the ball lies in the round's bucket", async () => {
      await page.goto(`${base}/originals/plinko?lang=en`);
      await expect(page.locator('#balance')).not.toHaveText('–');
      const round = await playRound<{ bucket: number }>(page, 'plinko');
      await expect(page.locator('#payouts li.hit')).toHaveCount(1);
      const place = await page.locator('#board').evaluate((board) => {
        const at = (node: Element) => ({ x: Number(node.getAttribute('cx')), y: Number(node.getAttribute('cy')) });
        const pegs = Array.from(board.querySelectorAll('circle.peg'), at);
        const lastY = Math.max(...pegs.map((peg) => peg.y));
        return {
          lastRow: pegs
            .filter((peg) => peg.y === lastY)
            .map((peg) => peg.x)
            .sort((a, b) => a - b),
          lastY,
          ball: at(board.querySelector('circle.ball')!),
        };
      });
      expect(place.ball.x).toBeGreaterThan(place.lastRow[round.outcome.bucket]);
      expect(place.ball.x).toBeLessThan(place.lastRow[round.outcome.bucket + 1]);
      expect(place.ball.y).toBeGreaterThan(place.lastY);
      await expectCelebrationRule(page, round);
    });
  });
});
