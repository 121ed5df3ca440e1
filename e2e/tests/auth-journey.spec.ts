/**
 * Issue 4: the whole account journey of one player through the real UI, on desktop and phone.
 *
 * register (all fields, trial bonus ticked) → SMS code from the dev outbox → verify → celebration:
 * claim the trial bonus (bonus money: the cash balance stays ₺0,00) → the hub pushes its notification → logout → login → logout → wrong password × LOGIN_MAX_FAILURES
 * → the translated 429 lock message → recovery (4 steps, e-mail code from the outbox) → login with the
 * new password → change password on /dashboard/change-password → /dashboard/session-history.
 *
 * Server: each project (worker) starts its own server, because
 *  - the dev outbox (GET /api/dev/outbox) only exists when NODE_ENV is not "production", and the
 *    shared e2e server runs with NODE_ENV=production (lib/arena-server.js);
 *  - the login lock and the per-IP counters then belong to this journey alone.
 * The lock settings stay at the server defaults (server/src/config.ts: LOGIN_MAX_FAILURES 5,
 * LOGIN_LOCK_MINUTES 15, LOGIN_MAX_FAILURES_PER_IP 20). No override is needed to log in after the
 * reset: POST auth/changepasswordwithcode clears the per-account failure counter
 * (server/src/modules/auth/routes.ts, `limiter.reset('login-account-ip', …)`), so the login with the new
 * password must succeed although the account was locked a moment before. The test asserts exactly that.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { startServer } from '../lib/arena-server';
import { TERMS_VERSION } from '../../packages/contracts/src/schemas/auth';
import { expect, fetchTranslations, test, tr } from '../playwright/fixtures';

/** server/src/config.ts: loginPerAccountFromIp limit = LOGIN_MAX_FAILURES, default 5 */
const LOGIN_MAX_FAILURES = 5;
/** the trial bonus (server/src/modules/bonus/seed.ts) is bonus money under wagering: the header's cash balance stays ₺0,00 */
const CASH_TEXT = '₺0,00';

const rnd = (digits: number) => Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');

function newPlayer() {
  const stamp = `${Date.now().toString(36)}${rnd(4)}`;
  const username = `aj${stamp}`.slice(0, 20);
  return {
    name: 'Deneme',
    surname: 'Oyuncu',
    username,
    email: `${username}@example.com`,
    // the form's phone field shows the fixed 90 and takes the 10 national digits
    phone: `53${rnd(8)}`,
    personalNo: `1${rnd(10)}`,
    password: 'Secret123!',
    resetPassword: 'Reset456!',
    finalPassword: 'Final789!',
  };
}
type Player = ReturnType<typeof newPlayer>;

const isApi =
  (path: string, method = 'GET') =>
  (r: Response) =>
    r.url().includes(`/api/${path}`) && r.request().method() === method;

/** Clicks and returns the API response the click causes. */
async function clickFor(page: Page, path: string, method: string, click: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse(isApi(path, method)), click()]);
  return response;
}

/** The newest outbox message for `to` on `channel` that is not in `seen`, and the 6-digit code in it. */
async function outboxCode(request: APIRequestContext, baseURL: string, channel: 'sms' | 'email', to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseURL}/api/dev/outbox`);
        if (!res.ok()) return `outbox HTTP ${res.status()}`;
        const messages = ((await res.json()).data ?? []) as { channel: string; to: string; body: string }[];
        const message = messages.find((m) => m.channel === channel && m.to.includes(to));
        code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
        return code ? 'found' : `no ${channel} code for ${to}`;
      },
      { timeout: 15_000, message: `${channel} code for ${to} in the dev outbox` },
    )
    .toBe('found');
  return code;
}

test.describe('auth journey (issue 4)', () => {
  // one worker per project; the steps build on each other
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({ label: `auth-${testInfo.project.name}`, env: { NODE_ENV: 'development' } });
  });
  test.afterAll(async () => server?.stop());

  test('register, verify phone, trial bonus, logout/login, lock, recovery, change password, session history', async ({ page, request }, testInfo) => {
    // about 50 s alone; in the suite the desktop and phone journeys run side by side, each with its own
    // development server (it ticks the feeds and live games) and a browser on the home page, on 2 cores
    test.setTimeout(240_000);
    const phone = testInfo.project.name === 'phone';
    const base = server.url;
    const t = await fetchTranslations(request, base);
    expect(t['Too many attempts. Please try again in {minutes} minute(s).'], 'the server translates the lock message').toBeTruthy();
    const p: Player = newPlayer();

    const dialog = (name: string) => page.getByTestId(`dialog-${name}`);
    const toast = (text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

    /** the profile menu: desktop dropdown from the header profile, phone sidebar from the user button */
    const openProfileMenu = async () => {
      if (phone) {
        await page.getByTestId('mobile-user').click();
        await expect(page.getByTestId('profile-sidebar-panel')).toBeVisible();
        return page.getByTestId('profile-sidebar-panel');
      }
      await page.getByTestId('header-profile').click();
      await expect(page.getByTestId('profile-dropdown-panel')).toBeVisible();
      return page.getByTestId('profile-dropdown-panel');
    };

    const expectLoggedIn = async () => {
      if (phone) await expect(page.getByTestId('mobile-balance')).toBeVisible();
      else await expect(page.getByTestId('header-balance')).toBeVisible();
    };
    const expectLoggedOut = async () => {
      if (phone) {
        await expect(page.getByTestId('mobile-user')).toBeVisible();
        await expect(page.getByTestId('mobile-balance')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('header-login')).toBeVisible();
        await expect(page.getByTestId('header-balance')).toHaveCount(0);
      }
    };

    const logout = async () => {
      const menu = await openProfileMenu();
      // the shell calls auth/logout, clears the storage, goes home and reloads after 300 ms
      const reloaded = page.waitForEvent('load');
      const res = await clickFor(page, 'auth/logout', 'GET', () => menu.getByTestId('dashboard-item-logout').click());
      expect(res.status()).toBe(200);
      await reloaded;
      await expectLoggedOut();
    };

    const openLogin = async () => {
      await page.getByTestId(phone ? 'mobile-user' : 'header-login').click();
      await expect(dialog('login')).toBeVisible();
      await expect(dialog('login').getByTestId('login-form')).toBeVisible();
    };

    /** fills and submits the open login dialog; returns the auth/login response */
    const submitLogin = async (password: string) => {
      const form = dialog('login').getByTestId('login-form');
      await form.getByTestId('input-username').fill(p.username);
      await form.getByTestId('input-password').fill(password);
      return clickFor(page, 'auth/login', 'POST', () => form.getByTestId('login-submit').click());
    };

    await test.step('register through the registration dialog (all fields, trial bonus ticked)', async () => {
      await page.goto(`${base}/`);
      await expectLoggedOut();
      if (phone) {
        // the phone header has no Sign Up button: the login dialog links to registration
        await openLogin();
        await dialog('login').getByTestId('open-register').click();
      } else {
        await page.getByTestId('header-signup').click();
      }
      const form = dialog('register').getByTestId('register-form');
      await expect(form).toBeVisible();
      await form.getByTestId('input-name').fill(p.name);
      await form.getByTestId('input-surname').fill(p.surname);
      await form.getByTestId('input-username').fill(p.username);
      await form.getByTestId('input-email').fill(p.email);
      await form.getByTestId('input-phone').fill(p.phone);
      await form.getByTestId('input-PersonalNo').fill(p.personalNo);
      // the country list is applied 300 ms after it arrives, with Türkiye chosen
      await expect(form.getByTestId('input-country')).not.toHaveValue('');
      await form.getByTestId('input-birthDateDay').selectOption('15');
      await form.getByTestId('input-birthDateMonth').selectOption('01');
      await form.getByTestId('input-birthDateYear').selectOption('1990');
      await form.getByTestId('input-password').fill(p.password);
      await form.getByTestId('input-password2').fill(p.password);
      await form.getByTestId('field-trialBonus').click();
      await expect(form.getByTestId('input-trialBonus')).toBeChecked();
      // Sign Up waits for the terms and the 18-or-older confirmation (the box, not its label's terms link)
      await expect(form.getByTestId('register-submit')).toBeDisabled();
      await form.getByTestId('field-acceptTerms').locator('[data-part="control"]').click();
      await form.getByTestId('field-adult').click();
      await expect(form.getByTestId('input-acceptTerms')).toBeChecked();
      await expect(form.getByTestId('register-submit')).toBeEnabled();

      // registering opens the phone step, which sends the SMS code at once
      const smsSent = page.waitForResponse(isApi('customer/updatephone', 'POST'));
      const res = await clickFor(page, 'auth/register', 'POST', () => form.getByTestId('register-submit').click());
      expect(res.status(), await res.text()).toBe(200);
      const body = res.request().postDataJSON();
      expect(body).toMatchObject({
        name: p.name,
        surname: p.surname,
        username: p.username,
        email: p.email,
        phone: p.phone,
        PersonalNo: p.personalNo,
        birthDate: '1990-01-15',
        trialBonus: 1,
        currencyId: 1,
        termsVersion: TERMS_VERSION,
        adult: true,
      });
      expect(typeof body.country).toBe('number');
      expect((await smsSent).status()).toBe(200);
    });

    await test.step('verify the phone with the SMS code from the dev outbox', async () => {
      const step = dialog('register').getByTestId('register-phone-step');
      await expect(step).toHaveAttribute('data-step', '2');
      const code = await outboxCode(request, base, 'sms', p.phone);
      await step.getByTestId('input-code').fill(code);
      const res = await clickFor(page, 'customer/updatephone', 'POST', () => step.getByTestId('verify').click());
      expect(res.status(), await res.text()).toBe(200);
    });

    await test.step('celebration: claim the trial bonus, bonus money: the cash balance stays ₺0,00', async () => {
      const celebration = dialog('register').getByTestId('celebration');
      await expect(celebration).toHaveAttribute('data-variant', 'trial-bonus');
      const res = await clickFor(page, 'bonus/definetrialbonus', 'GET', () => celebration.getByTestId('claim-trial-bonus').click());
      expect(res.status(), await res.text()).toBe(200);
      // the dialog closes 1 s after the grant
      await expect(dialog('register')).toHaveCount(0);
      // the hub pushes the bonus notification (toast) on top of the welcome one read after the login
      await expect(toast(tr(t, 'Bonus credited'))).toBeVisible();
      if (phone) await expect(page.getByTestId('mobile-unread-dot')).toBeVisible();
      else await expect(page.getByTestId('header-notifications').getByTestId('unread-badge')).toHaveText('2');
    });

    await test.step('notifications panel: open the bonus notification, it is read and the badge drops', async () => {
      if (phone) {
        const panel = await openProfileMenu();
        await panel.getByTestId('dashboard-item-bell').click();
      } else {
        await page.getByTestId('header-notifications').click();
      }
      const notifications = dialog('notifications');
      const rows = notifications.getByTestId('notifications-list').locator('li');
      await expect(rows).toHaveCount(2);
      const bonus = rows.filter({ hasText: tr(t, 'Bonus credited') });
      await expect(bonus.getByTestId('notification-unread')).toBeVisible();
      const read = page.waitForResponse(isApi('customer/readnotification', 'POST'));
      await bonus.click();
      expect((await read).status()).toBe(200);
      await expect(notifications.getByTestId('notification-detail')).toContainText(tr(t, 'Bonus credited'));
      await expect(notifications).toContainText(tr(t, 'Bonus'));
      await notifications.getByTestId('notification-back').click();
      await expect(rows.filter({ hasText: tr(t, 'Bonus credited') }).getByTestId('notification-unread')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(notifications).toHaveCount(0);
      if (!phone) await expect(page.getByTestId('header-notifications').getByTestId('unread-badge')).toHaveText('1');
      if (phone) {
        await expect(page.getByTestId('mobile-balance')).toHaveText(CASH_TEXT);
        const panel = await openProfileMenu();
        await expect(panel).toContainText(CASH_TEXT);
        await expect(panel).toContainText(p.username);
        // close the sidebar again (the logout step opens it itself); the modal drawer covers the header
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('profile-sidebar-panel')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('header-balance')).toHaveText(CASH_TEXT);
        await expect(page.getByTestId('header-user')).toHaveText(p.username);
      }
    });

    await test.step('logout, login through the login dialog, logout', async () => {
      await logout();
      await openLogin();
      const res = await submitLogin(p.password);
      expect(res.status(), await res.text()).toBe(200);
      await expect(dialog('login')).toHaveCount(0);
      await expectLoggedIn();
      // the cash balance is as it was
      await expect(page.getByTestId(phone ? 'mobile-balance' : 'header-balance')).toHaveText(CASH_TEXT);
      await logout();
    });

    const lockedMessage = new RegExp(
      tr(t, 'Too many attempts. Please try again in {minutes} minute(s).')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('\\{minutes\\}', '\\d+'),
    );

    await test.step(`wrong password × ${LOGIN_MAX_FAILURES}, then the account is locked (429, translated)`, async () => {
      await openLogin();
      for (let i = 1; i <= LOGIN_MAX_FAILURES; i += 1) {
        const res = await submitLogin(`Wrong${i}pass`);
        expect(res.status(), `wrong password #${i}`).toBe(400);
        expect((await res.json()).message).toBe(tr(t, 'Invalid username or password.'));
      }
      await expect(toast(tr(t, 'Invalid username or password.')).first()).toBeVisible();
      // the limit is reached: even the right password is refused now
      const res = await submitLogin(p.password);
      expect(res.status()).toBe(429);
      const reply = await res.json();
      expect(reply.success).toBe(false);
      expect(reply.message).toMatch(lockedMessage);
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      const lockedToast = toast(reply.message);
      await expect(lockedToast).toBeVisible();
      await expect(lockedToast).toHaveAttribute('data-type', 'error');
      await expect(dialog('login')).toBeVisible();
      await expectLoggedOut();
    });

    await test.step('recovery dialog: username → e-mail code from the outbox → new password → login dialog', async () => {
      await dialog('login').getByTestId('open-recovery').click();
      const recovery = dialog('recovery').getByTestId('recovery');
      await expect(recovery).toHaveAttribute('data-step', '1');
      await recovery.getByTestId('input-username').fill(p.username);
      let res = await clickFor(page, 'auth/sendresetpassword', 'POST', () => recovery.getByTestId('recovery-submit').click());
      expect(res.status(), await res.text()).toBe(200);

      await expect(recovery).toHaveAttribute('data-step', '2');
      const code = await outboxCode(request, base, 'email', p.email);
      await recovery.getByTestId('input-code').fill(code);
      res = await clickFor(page, 'auth/checkresetcode', 'POST', () => recovery.getByTestId('recovery-submit').click());
      expect(res.status(), await res.text()).toBe(200);

      await expect(recovery).toHaveAttribute('data-step', '3');
      await recovery.getByTestId('input-password').fill(p.resetPassword);
      await recovery.getByTestId('input-password2').fill(p.resetPassword);
      // step 4 shows for 1 s only: watched from before the click, so a busy machine cannot miss it
      const done = dialog('recovery').locator('[data-testid="recovery"][data-step="4"] [data-testid="recovery-done"]').waitFor({ state: 'visible' });
      res = await clickFor(page, 'auth/changepasswordwithcode', 'POST', () => recovery.getByTestId('recovery-submit').click());
      expect(res.status(), await res.text()).toBe(200);
      await done;
      // the login dialog replaces it after 1 s
      await expect(dialog('login')).toBeVisible();
      await expect(dialog('recovery')).toHaveCount(0);
    });

    await test.step('login with the new password (the reset lifted the lock)', async () => {
      const res = await submitLogin(p.resetPassword);
      expect(res.status(), await res.text()).toBe(200);
      await expect(dialog('login')).toHaveCount(0);
      await expectLoggedIn();
      await expect(page.getByTestId(phone ? 'mobile-balance' : 'header-balance')).toHaveText(CASH_TEXT);
    });

    await test.step('change the password on /dashboard/change-password', async () => {
      const menu = await openProfileMenu();
      await menu.getByTestId('dashboard-item-lock').click();
      await expect(page).toHaveURL(`${base}/dashboard/change-password`);
      const outlet = page.locator('[data-remote="account"]');
      await expect(outlet).toHaveAttribute('data-status', 'mounted');
      const form = outlet.getByTestId('change-password-form');
      await expect(form).toBeVisible();
      await form.getByTestId('input-oldPassword').fill(p.resetPassword);
      await form.getByTestId('input-password').fill(p.finalPassword);
      await form.getByTestId('input-confirmPassword').fill(p.finalPassword);
      const res = await clickFor(page, 'customer/changepassword', 'POST', () => form.getByTestId('change-password-submit').click());
      expect(res.status(), await res.text()).toBe(200);
      await expect(toast(tr(t, 'Your password has been changed.'))).toBeVisible();
      // the form is cleared and the player stays logged in on this session
      await expect(form.getByTestId('input-oldPassword')).toHaveValue('');
      await expectLoggedIn();
    });

    await test.step('/dashboard/session-history lists the sessions', async () => {
      const menu = await openProfileMenu();
      const history = page.waitForResponse(isApi('customer/sessionhistory', 'GET'));
      await menu.getByTestId('dashboard-item-session').click();
      await expect(page).toHaveURL(`${base}/dashboard/session-history`);
      expect((await history).status()).toBe(200);
      const table = page.locator('[data-remote="account"]').getByTestId('session-table');
      await expect(table).toBeVisible();
      // registration and the first login were logged out; the login after the reset is this session
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: tr(t, 'Active') })).toHaveCount(1);
      await expect(rows.filter({ hasText: tr(t, 'Logged out') })).toHaveCount(2);
    });

    await test.step('the changed password is the one that logs in now', async () => {
      const ok = await request.post(`${base}/api/auth/login`, { data: { username: p.username, password: p.finalPassword } });
      expect(ok.status()).toBe(200);
    });
  });
});
