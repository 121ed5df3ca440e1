/**
 * Issue 16: the content editor's journey through the real back office (/backoffice/) and the real
 * players' site, on one server that is never restarted:
 *  a) an admin logs in (password, then a TOTP code) and creates a content operator;
 *  b) the content operator's first login enrols an authenticator (the secret the screen shows computes
 *     the code); their menu has Content and Games only (no Players, no Withdrawals), and the withdrawals API
 *     answers their session 403;
 *  c) they change a home-slider banner's English title / alt text and publish a new banner; the players'
 *     home page, already open, shows both after a reload.
 * And d) on a phone, the Content screen fits the width: its tabs and tables scroll inside it.
 * Each project starts its own server (the admin comes from OPERATOR_BOOTSTRAP, refused in production).
 */
import type { Page } from '@playwright/test';
import type { CarouselBanner } from '../../packages/contracts/src/index';
import { totpCode, totpStep } from '../../server/src/modules/operators/totp';
import { startServer } from '../lib/arena-server';
import { expect, test } from '../playwright/fixtures';
import { E2E_OPERATOR_TOTP, operatorServerEnv } from '../playwright/studio';

const ADMIN = { username: 'e2e-content-admin', password: 'Content-Admin-Secret-42', role: 'admin' };
const EDITOR = { username: 'e2e-editor', password: 'Editor-Secret-42' };
const EDITED_TITLE = 'Weekend reload bonus: 50% up to ₺1.000';
const NEW_BANNER = { tr: 'Yeni turnuva başladı', en: 'The new tournament has started' };

/** The back office's login: the password, then a code from `secret` (or, at a first login, from the secret the screen shows). */
async function logIn(page: Page, base: string, operator: { username: string; password: string }, secret?: string): Promise<void> {
  await page.goto(`${base}/backoffice/`);
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const key = secret ?? (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(totpCode(key, totpStep(Date.now())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
}

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menu' }).getByRole('link');

test.describe('back office: content (issue 16)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({ label: `backoffice-content-${testInfo.project.name}`, env: operatorServerEnv(ADMIN) });
  });
  test.afterAll(async () => server?.stop());

  test('an admin creates a content operator, who edits and publishes home banners the players see without a restart @desktop', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const base = server.url;

    await test.step('a) the admin logs in and creates a content operator', async () => {
      await logIn(page, base, ADMIN, E2E_OPERATOR_TOTP);
      await menuOf(page).filter({ hasText: 'Operators' }).click();
      await page.getByLabel('Username').fill(EDITOR.username);
      await page.getByLabel('Role').selectOption('content');
      await page.getByLabel('First password').fill(EDITOR.password);
      await page.getByRole('button', { name: 'Create operator' }).click();
      await expect(page.getByRole('status')).toHaveText('The operator has been created.');
      await expect(page.getByRole('row').filter({ hasText: EDITOR.username })).toContainText('At first login');
    });

    // the players' home, open before the change: the same page shows it after a reload
    const home = await context.newPage();
    await home.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    const sliderList = async () => {
      const reply = await request.post(`${base}/api/cms/sliderlist`, { data: { slug: 'home' }, headers: { 'x-locale': 'en' } });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()).data as CarouselBanner[];
    };
    const before = await sliderList();
    expect(before.length).toBeGreaterThan(0);
    await home.goto(`${base}/`);
    const carousel = home.getByTestId('banner-carousel');
    await expect(carousel.getByTestId('banner-title').first()).toHaveText(before[0].title);

    const editor = await context.newPage();
    await test.step('b) the content operator enrols an authenticator and sees Content only', async () => {
      await logIn(editor, base, EDITOR);
      await expect(menuOf(editor)).toHaveText(['Content', 'Games']);
      await expect(editor.getByRole('heading', { name: 'Content' })).toBeVisible();
      const token = await editor.evaluate(() => sessionStorage.getItem('arena-backoffice-token'));
      const withdrawals = await request.get(`${base}/api/operator/withdrawals`, { headers: { Authorization: `Bearer ${token}`, 'x-locale': 'en' } });
      expect(withdrawals.status()).toBe(403);
      await editor.goto(`${base}/backoffice/withdrawals`);
      await expect(editor.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      await menuOf(editor).filter({ hasText: 'Content' }).click();
    });

    await test.step("c) the content operator edits the first home banner's English title and publishes a new banner", async () => {
      const slider = editor.getByTestId('slider').filter({ has: editor.getByRole('heading', { name: 'Slider: home' }) });
      await slider.getByTestId('banner-row').first().getByRole('button', { name: 'Edit' }).click();
      await editor.getByLabel('Title and alt text (English)').fill(EDITED_TITLE);
      await expect(editor.getByTestId('banner-preview').nth(1).getByRole('img', { name: EDITED_TITLE })).toBeVisible();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('status')).toHaveText('The content has been saved.');
      await expect(slider.getByTestId('banner-row').first()).toContainText(EDITED_TITLE);

      await editor.getByRole('button', { name: 'New banner' }).click();
      await editor.getByLabel('Slider').fill('home');
      await editor.getByLabel('Image (phones)').fill(before[0].images[0]);
      await editor.getByLabel('Image (1200 px and wider)').fill(before[0].images[1]);
      await editor.getByLabel('Image (992 px and wider)').fill(before[0].images[2]);
      await editor.getByLabel('Title and alt text (Turkish)').fill(NEW_BANNER.tr);
      await editor.getByLabel('Title and alt text (English)').fill(NEW_BANNER.en);
      await editor.getByLabel('Published').check();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('status')).toHaveText('The content has been saved.');
      const added = slider.getByTestId('banner-row').filter({ hasText: NEW_BANNER.en });
      await expect(added.getByTestId('content-status')).toHaveText('Live');
    });

    await test.step('the players’ home page shows both, without a server restart', async () => {
      await home.reload();
      await expect(carousel.getByTestId('banner')).toHaveCount(before.length + 1);
      await expect(carousel.getByTestId('banner-title').first()).toHaveText(EDITED_TITLE);
      await expect(carousel.locator('img').first()).toHaveAttribute('alt', EDITED_TITLE);
      await expect(carousel.getByTestId('banner-title').last()).toHaveText(NEW_BANNER.en);
    });
  });

  test('d) the Content screen fits a phone: tabs and tables scroll inside it @phone', async ({ page }) => {
    await logIn(page, server.url, ADMIN, E2E_OPERATOR_TOTP);
    await menuOf(page).filter({ hasText: 'Content' }).click();
    await expect(page.getByTestId('slider').first().getByTestId('banner-row').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Translations' }).click();
    await page.getByLabel('Search translations').fill('a');
    await expect(page.getByTestId('translation-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page never scrolls sideways').toBeLessThanOrEqual(0);
  });
});
