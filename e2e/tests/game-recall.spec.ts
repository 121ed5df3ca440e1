/**
 * Issue 31 §3, game recall (GLI-19 §4.14, UKGC RTS 10): a funded player plays two dice rounds on the
 * studio's page, then finds both in the account's Game History under Game recall, newest first, with
 * the roll each reply reported and the balance after each; an operator opens the same rounds on the
 * player's page in the back office. Desktop only (the account's phone layout is its remote's suite's).
 */
import { DESKTOP_TAG } from '../playwright/shared-config';
import { expect, newPlayerSession, startLoggedIn } from '../playwright/fixtures';
import { fund, operatorToken, STUDIO_OPERATOR } from '../playwright/studio';
import { type Site, studioTest as test } from '../playwright/sites';

const FUNDS = 50_000;
const TOKEN_KEY = 'arena-backoffice-token';

interface DiceRound {
  id: number;
  balance: number;
  outcome: { roll: number };
}

test.describe('game recall (issue 31 §3)', () => {
  let server: Site;
  test.beforeAll(({ site }) => {
    server = site;
  });

  test('two rounds played are recalled in the account area and on the operator’s player page', { tag: DESKTOP_TAG }, async ({ page, request }) => {
    test.setTimeout(60_000);
    const base = server.url;
    const session = await newPlayerSession(request, base);
    const { usercode } = JSON.parse(session) as { usercode: string };
    await fund(request, base, usercode, FUNDS);
    await startLoggedIn(page, session);
    await page.goto(`${base}/originals/dice?lang=en`);
    await expect(page.locator('#balance')).not.toHaveText('–');

    const played: DiceRound[] = [];
    for (let i = 0; i < 2; i++) {
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/originals/dice/play')), page.locator('#place').click()]);
      expect(response.status(), await response.text()).toBe(200);
      played.push(((await response.json()).data as { round: DiceRound }).round);
      await expect(page.locator('#history tr')).toHaveCount(i + 1);
    }
    const [older, newer] = played;

    await test.step('the player recalls both rounds in Game History, newest first, with their rolls', async () => {
      await page.goto(`${base}/dashboard/game-history`);
      const recall = page.getByTestId('game-recall');
      await expect(recall.getByTestId('recall-game')).toHaveValue('dice');
      const rounds = recall.getByTestId('recall-rounds').locator(':scope > li');
      await expect(rounds).toHaveCount(2);
      await expect(rounds.nth(0)).toHaveAttribute('data-testid', `recall-round-${newer.id}`);
      await expect(rounds.nth(1)).toHaveAttribute('data-testid', `recall-round-${older.id}`);
      for (const [index, round] of [newer, older].entries()) {
        await expect(rounds.nth(index).getByTestId('recall-screen')).toContainText((round.outcome.roll / 100).toFixed(2));
      }
    });

    await test.step('an operator opens the same rounds on the player’s page', async () => {
      const token = await operatorToken(request, base, STUDIO_OPERATOR);
      const operatorPage = await page.context().newPage();
      await operatorPage.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await operatorPage.goto(`${base}/backoffice/players/${Number(usercode.slice(1))}`);
      await operatorPage.getByRole('button', { name: 'Show the last 10 rounds' }).click();
      await expect(operatorPage.getByTestId(`recall-round-${newer.id}`)).toContainText((newer.outcome.roll / 100).toFixed(2));
      await expect(operatorPage.getByTestId(`recall-round-${older.id}`)).toBeVisible();
      await operatorPage.close();
    });
  });
});
