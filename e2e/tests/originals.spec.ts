/**
 * Issue 11 (first slice): Arena Originals' Dice through the real pages, desktop and phone, tr and en.
 * A fresh player funded by an operator's adjustment opens /originals/dice, bets, sees the balance and
 * the round with its proof; after rotating the seed pair, the round's Verify link recomputes the same
 * roll in the browser from the revealed seed. Issue 30: the quick stakes, the keys and a 3-round auto-bet.
 */
import { formatHundredths } from '../../server/src/modules/originals-pages/game-math';
import { expect } from '../playwright/fixtures';
import { openAsFundedPlayer } from '../playwright/studio';
import { type Site, studioTest as test } from '../playwright/sites';

const FUNDS = 50_000;
const LOCALES = ['tr', 'en'] as const;

interface DiceRound {
  id: number;
  amount: number;
  win: number;
  balance: number;
  nonce: number;
  serverSeedHash: string;
  outcome: { roll: number; target: number; over: boolean; win: boolean };
}

test.describe('Arena Originals dice (issue 11)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Site;
  test.beforeAll(({ site }) => {
    server = site;
  });

  for (const locale of LOCALES) {
    test(`a bet moves the balance, the round is listed with its proof and verifies after rotation (${locale})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const base = server.url;
      await openAsFundedPlayer(page, request, base, `dice?lang=${locale}`, FUNDS);
      const balance = page.locator('#balance');
      await expect(balance).not.toHaveText('–');
      const before = await balance.textContent();

      const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/dice/play')), page.locator('#place').click()]);
      expect(response.status(), await response.text()).toBe(200);
      const { round } = (await response.json()).data as { round: DiceRound };
      expect(round.balance).toBe(FUNDS - round.amount + round.win);
      await expect(balance).not.toHaveText(before ?? '');
      await expect(page.locator('#result')).toHaveText(formatHundredths(round.outcome.roll, locale));

      const rows = page.locator('#history tr');
      await expect(rows).toHaveCount(1);
      // the hash shown before the bet is the round's commitment; rotating reveals its seed and commits to a new one
      await expect(page.locator('#seed-hash')).toHaveText(round.serverSeedHash);
      await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/seeds/rotate')), page.locator('#rotate').click()]);
      await expect(page.locator('#revealed')).toBeVisible();
      await expect(page.locator('#seed-hash')).not.toHaveText(round.serverSeedHash);
      const verify = rows.first().getByRole('link');
      await expect(verify).toHaveAttribute('href', /serverSeed=/);
      const href = await verify.getAttribute('href');

      await page.goto(new URL(href ?? '', base).toString());
      await page.locator('#verify [type=submit]').click();
      await expect(page.locator('#proof')).toBeVisible();
      await expect(page.locator('#outcome')).toContainText(formatHundredths(round.outcome.roll, locale));
      await expect(page.locator('#hash')).toHaveText(round.serverSeedHash);
    });
  }

  test('the stake controls (issue 30): ½, 2×, Min and Max within the limits, H and D on the keyboard, Space bets, a 3-round auto-bet', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const base = server.url;
    await openAsFundedPlayer(page, request, base, 'dice?lang=en', FUNDS);
    await expect(page.locator('#balance')).not.toHaveText('–');
    await expect(page.locator('#hotkeys')).toContainText('Space');

    const amount = page.locator('#amount');
    await amount.fill('10.00');
    await page.locator('#stake-half').click();
    await expect(amount).toHaveValue('5.00');
    await page.locator('#stake-double').click();
    await page.locator('#stake-double').click();
    await expect(amount).toHaveValue('20.00');
    await page.locator('#stake-max').click();
    await expect(amount).toHaveValue('10,000.00');
    await page.locator('#stake-min').click();
    await expect(amount).toHaveValue('1.00');

    // the keys, with the focus off the field
    await amount.fill('8.00');
    await page.locator('#result').click();
    await page.keyboard.press('h');
    await expect(amount).toHaveValue('4.00');
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    await expect(amount).toHaveValue('16.00');
    // typed into the field, a letter is text, never a shortcut
    await amount.press('End');
    await amount.press('d');
    await expect(amount).toHaveValue('16.00d');
    await amount.fill('16.00');

    await page.locator('#result').click();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/dice/play')), page.keyboard.press('Space')]);
    expect(response.status(), await response.text()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ amount: 1_600 });
    await expect(page.locator('#history tr')).toHaveCount(1);

    // a 3-round auto-bet (development's licence allows it): three ordinary bets of that one request, then it stops
    const plays: { status: number; body: unknown }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/originals/dice/play')) plays.push({ status: r.status(), body: r.request().postDataJSON() });
    });
    await page.locator('#auto-bet summary').click();
    await page.locator('#auto-rounds').fill('3');
    await page.locator('#auto-start').click();
    await expect(page.locator('#auto-status')).toHaveText('Auto-bet finished: 3 rounds played.', { timeout: 30_000 });
    await expect(page.locator('#auto-start')).toBeVisible();
    await expect(page.locator('#auto-stop')).toBeHidden();
    await expect(page.locator('#place')).toBeEnabled();
    await expect(page.locator('#history tr')).toHaveCount(4);
    expect(plays).toEqual(Array(3).fill({ status: 200, body: { amount: 1_600, target: 5050, over: true } }));
  });
});
