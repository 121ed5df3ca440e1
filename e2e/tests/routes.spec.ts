// The shell between routes. Every route itself is walked once, by its owner's own suite
// (packages/remote-kit/e2e, run from each mf-<name>): together they cover contracts ROUTES.
import { expect, expectChrome, test } from '../playwright/fixtures';

test('an unknown route shows not-found with header and footer', async ({ page }) => {
  await page.goto('/no/such/route');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('[data-remote]')).toHaveCount(0);
  await expectChrome(page);
});

test('client-side navigation between remotes swaps the owner', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-remote="cms"]')).toHaveAttribute('data-status', 'mounted');
  await page.getByTestId('footer').locator('a[href="/spor"]').first().click();
  await expect(page).toHaveURL(/\/spor$/);
  await expect(page.locator('[data-remote="sports"]')).toHaveAttribute('data-status', 'mounted');
  await expect(page.locator('[data-remote="cms"]')).toHaveCount(0);
});

test("the document carries the theme's global CSS before any JavaScript runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/casino/slot`);
  const theme = await page.evaluate(() => ({
    accent: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-arena-accent').trim(),
    body: getComputedStyle(document.body).backgroundColor,
  }));
  expect(theme).toEqual({ accent: '#f5b400', body: 'rgb(15, 25, 35)' });
  await context.close();
});
