/**
 * Issue 9: the header's quick search of our crash game (Arena Jet since issue 30) as a logged-in player: it asks casino/games
 * for five matches and opens the first one on /casino/play/{game}. It did nothing while the browser
 * read the `{ games, total }` reply as a list.
 */
import type { EndpointReply } from '../../packages/contracts/src/index';
import { playRoute } from '../../packages/contracts/src/casino';
import { expect, loginAsNewPlayer, test } from '../playwright/fixtures';

test('a player quick-searches Arena Jet from the header and lands on its game page @desktop', async ({ page, request, baseURL }) => {
  await loginAsNewPlayer(page, request, baseURL!);
  await page.goto('/');
  const quickSearch = page.getByTestId('quick-search-aviator');
  await expect(quickSearch).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/casino/games') && r.request().method() === 'POST'),
    quickSearch.click(),
  ]);
  expect(response.request().postDataJSON()).toEqual({ search: 'Arena Jet', skip: 0, take: 5 });
  const reply = (await response.json()) as EndpointReply<'casinoGames'>;
  const [first] = reply.data.games;
  expect(first).toMatchObject({ gameCode: 'aviator', name: 'Arena Jet' });

  await expect(page).toHaveURL((url) => url.pathname === playRoute(first));
  await expect(page.locator('[data-remote="casino"]')).toHaveAttribute('data-status', 'mounted');
  await expect(page.getByTestId('dialog-login')).toHaveCount(0);
});
