// Issue 9: axe-core with the shell's dialogs and drawers open, on desktop and phone: no serious or critical
// violation. Every route's own page is checked by its owner's route suite (e2e/playwright/route-suite.ts).
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../playwright/a11y';
import { expect, expectBlockedForVisitor, newPlayerSession, ROUTES, samplePath, startLoggedIn, test as base } from '../playwright/fixtures';
import { DESKTOP_TAG, PHONE_TAG } from '../playwright/shared-config';

// one player per worker: the player's drawers only need someone logged in
const test = base.extend<object, { playerSession: string }>({
  playerSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await newPlayerSession(request, process.env.ARENA_E2E_BASE_URL!));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

const isPhone = (page: Page) => page.viewportSize()!.width < 900;

/** the idle-rendered footer is in: the whole page is there to check */
async function settled(page: Page) {
  await expect(page.getByTestId('footer')).toBeVisible();
}

const dialog = (page: Page, name: string) => page.getByTestId(`dialog-${name}`);

// The shell's dialogs and drawers are the same over every page: they open here over light pages. Over the
// home page (video banner, carousels, rails) each full-page axe run took 20 s on a busy 2-core machine and
// the player's test overran its time; the home page itself is axe-checked by the cms route suite.
const VISITOR_PAGE = '/pages/1';
const PLAYER_PAGE = '/dashboard/change-password';

// independent page loads: spread them over the (at most 2) workers
test.describe.configure({ mode: 'parallel' });

test.describe('a11y as a visitor', () => {
  // the blocked view is the shell's, alike for every guarded route: one of them, with its login dialog
  test('a guarded route: blocked, with the login, recovery and register dialogs', async ({ page }) => {
    const guarded = ROUTES.find((r) => r.guarded)!;
    await page.goto(samplePath(guarded));
    await expectBlockedForVisitor(page);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `${guarded.path} blocked, login dialog`);

    // by keyboard: a click's blur of the empty username shows its error and moves the link away
    await dialog(page, 'login').getByTestId('open-recovery').press('Enter');
    await expect(dialog(page, 'recovery').locator('form')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'recovery dialog');

    await page.keyboard.press('Escape');
    await page.getByTestId(isPhone(page) ? 'mobile-user' : 'header-login').click();
    await dialog(page, 'login').getByTestId('open-register').press('Enter');
    await expect(dialog(page, 'register').locator('form')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'register dialog');
  });

  test('mobile sidebar', { tag: PHONE_TAG }, async ({ page }) => {
    await page.goto(VISITOR_PAGE);
    await settled(page);
    await page.getByTestId('mobile-hamburger').click();
    await expect(page.getByTestId('sidebar-links')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'mobile sidebar');
  });
});

test.describe('a11y as a player', () => {
  test.beforeEach(async ({ page, playerSession }) => {
    await startLoggedIn(page, playerSession);
  });

  test('profile dropdown and notifications dialog', { tag: DESKTOP_TAG }, async ({ page }) => {
    await page.goto(PLAYER_PAGE);
    await settled(page);
    await page.getByTestId('header-profile').click();
    await expect(page.getByTestId('profile-dropdown')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile dropdown');

    await page.keyboard.press('Escape');
    await page.getByTestId('header-notifications').click();
    await expect(dialog(page, 'notifications').getByTestId('notifications-list')).toBeVisible();
    // issue 30: sized to its content, not the 990 × 699 px frame every dialog had
    const box = (await dialog(page, 'notifications').boundingBox())!;
    expect(box.width).toBeLessThan(640);
    expect(box.height).toBeLessThan(699);
    await expectNoSeriousA11yViolations(page, 'notifications dialog');

    await dialog(page, 'notifications').getByTestId('notifications-list').locator('li').first().click();
    await expect(page.getByTestId('notification-detail')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notification detail');
  });

  test('profile sidebar and notifications dialog', { tag: PHONE_TAG }, async ({ page }) => {
    await page.goto(PLAYER_PAGE);
    await settled(page);
    await page.getByTestId('mobile-user').click();
    await expect(page.getByTestId('profile-sidebar-panel')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile sidebar');

    await page.getByTestId('profile-sidebar-panel').getByTestId('dashboard-item-bell').click();
    await expect(dialog(page, 'notifications').getByTestId('notifications-list')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications dialog');

    await dialog(page, 'notifications').getByTestId('notifications-list').locator('li').first().click();
    await expect(page.getByTestId('notification-detail')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notification detail');
  });
});
