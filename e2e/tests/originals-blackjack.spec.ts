/**
 * Issue 11: Arena Originals Blackjack through the real page. A funded player deals, reloads the page in
 * the middle of the round and finds it back on the table, plays it out with the buttons the studio
 * allows, sees the balance and the round in the history; after rotation the round's Verify link replays
 * it from the revealed seed and the actions taken.
 */
import type { Page } from '@playwright/test';
import { openAsFundedPlayer } from '../playwright/studio';
import { type Site, studioTest as test } from '../playwright/sites';
import { expect } from '../playwright/fixtures';

const FUNDS = 50_000;

interface Play {
  round: { id: number; amount: number; win: number; balance: number; status: number };
  table: { phase: string; dealer: number[]; legal: string[] };
}

/** clicks Stand (or No insurance) until the round is done; answers the last reply */
async function playOut(page: Page, last: Play): Promise<Play> {
  let current = last;
  while (current.table.phase !== 'done') {
    const action = current.table.phase === 'insurance' ? 'noInsurance' : 'stand';
    const button = page.locator(`[data-action="${action}"]`);
    await expect(button).toBeVisible();
    // only the allowed actions have a visible button
    await expect(page.locator('[data-action]:visible')).toHaveCount(current.table.legal.length);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/blackjack/action')), button.click()]);
    expect(response.status(), await response.text()).toBe(200);
    current = (await response.json()).data as Play;
  }
  return current;
}

test.describe('Arena Originals blackjack (issue 11)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Site;
  test.beforeAll(({ site }) => {
    server = site;
  });

  test('deals, resumes the round after a reload, plays it out and verifies it after rotation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const base = server.url;
    await openAsFundedPlayer(page, request, base, 'blackjack?lang=en', FUNDS);
    await expect(page.locator('#balance')).not.toHaveText('–');
    await expect(page.getByText('Blackjack pays 3:2')).toBeVisible();
    const [dealt] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/blackjack/deal')), page.locator('#place').click()]);
    expect(dealt.status(), await dealt.text()).toBe(200);
    let play = (await dealt.json()).data as Play;
    await expect(page.locator('#hands .bj-card')).toHaveCount(2);

    if (play.table.phase !== 'done') {
      // the hole card is face down, and the browser was never sent it
      expect(play.table.dealer).toHaveLength(1);
      await expect(page.locator('#dealer .bj-card.back')).toHaveCount(1);
      await page.reload();
      await expect(page.locator('#outcome')).toHaveText('Your open round is back on the table.');
      await expect(page.locator('#place')).toBeDisabled();
      play = await playOut(page, play);
    }
    expect(play.round.balance).toBe(FUNDS - play.round.amount + play.round.win);
    await expect(page.locator('#dealer .bj-card.back')).toHaveCount(0);
    await expect(page.locator('#dealer .bj-card')).toHaveCount(play.table.dealer.length);
    await expect(page.locator('#history tr')).toHaveCount(1);
    await expect(page.locator('#place')).toBeEnabled();

    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/seeds/rotate')), page.locator('#rotate').click()]);
    await expect(page.locator('#revealed')).toBeVisible();
    const verify = page.locator('#history tr').first().getByRole('link');
    await expect(verify).toHaveAttribute('href', /serverSeed=/);
    await page.goto(new URL((await verify.getAttribute('href')) ?? '', base).toString());
    await expect(page.locator('#proof')).toBeVisible();
    await expect(page.locator('#outcome')).toContainText('Dealer');
    await expect(page.locator('#steps li').first()).toContainText('card 1: floor(');
  });
});
