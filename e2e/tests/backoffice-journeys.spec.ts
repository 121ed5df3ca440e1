/**
 * Issue 16: the operators' back office at /backoffice/, through its screens (desktop).
 *
 *  c) an admin (bootstrapped, API) creates a payments and a support operator; each logs in through the
 *     login screen, where the first login shows the authenticator's QR code and secret, and the code it
 *     gives (computed here from that secret, as the app would) opens the back office;
 *  a) the payments operator approves a withdrawal above the review threshold that a player asked for;
 *     the player, in a browser context of their own, gets the notification live;
 *  b) the support operator has no Payments or Withdrawals in the menu, and the API refuses them 403.
 *
 * Server: its own (the operator is bootstrapped from OPERATOR_BOOTSTRAP, refused in production; the
 * review threshold is set here).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { startServer } from '../lib/arena-server';
import { formatMoney } from '../../packages/contracts/src/money';
import { totpCode, totpStep } from '../../server/src/modules/operators/totp';
import { DESKTOP_TAG } from '../playwright/shared-config';
import { operatorServerEnv, operatorToken, verifyThroughApi } from '../playwright/studio';
import { expect, fetchTranslations, newPlayerSession, startLoggedIn, test, tr } from '../playwright/fixtures';

const ADMIN = { username: 'e2e-bo-admin', password: 'Backoffice-Admin-42', role: 'admin' };
const CASHIER = { username: 'e2e-bo-cashier', password: 'Backoffice-Cashier-42', role: 'payments' };
const SUPPORT = { username: 'e2e-bo-support', password: 'Backoffice-Support-42', role: 'support' };
/** minor units: withdrawals above it wait for the payments desk */
const REVIEW_ABOVE = 100_000;
const FUNDS = 300_000;
const WITHDRAWAL = 150_000;
const TOKEN_KEY = 'arena-backoffice-token';

/** An admin's API call (the journeys' set-up: operators and a funded player). */
async function asAdmin(request: APIRequestContext, base: string, path: string, data: object, headers: Record<string, string> = {}) {
  const token = await operatorToken(request, base, ADMIN);
  const res = await request.post(`${base}/api/operator/${path}`, { headers: { Authorization: `Bearer ${token}`, ...headers }, data });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Logs a new operator in through the screens: password, then the enrolment with its QR code; the code
 * of the secret shown opens the back office. The session's token, as the tab keeps it.
 */
async function enrolThroughScreens(page: Page, base: string, operator: { username: string; password: string; role: string }): Promise<string> {
  await page.goto(`${base}/backoffice/`);
  await expect(page.getByRole('heading', { name: 'Back office login' })).toBeVisible();
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  // the otpauth:// URI as a QR code an authenticator app scans
  await expect(page.getByTestId('totp-qr').locator('svg path')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute('href', /^otpauth:\/\/totp\/.*secret=/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(totpCode(secret, totpStep(Date.now())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`${operator.username} (${operator.role})`);
  return (await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY))!;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

test.describe('back office journeys (issue 16)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({ request }, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({
      label: `backoffice-${testInfo.project.name}`,
      env: { ...operatorServerEnv(ADMIN), WITHDRAW_REVIEW_ABOVE: String(REVIEW_ABOVE) },
    });
    for (const operator of [CASHIER, SUPPORT]) await asAdmin(request, server.url, 'operators', operator);
  });
  test.afterAll(async () => server?.stop());

  test(
    'c) + a) a payments operator enrols its authenticator, approves a reviewed withdrawal, and the player is told live',
    { tag: DESKTOP_TAG },
    async ({ page, openContext, request }) => {
      test.setTimeout(180_000);
      const base = server.url;

      // the player: funded, asks for a withdrawal above the threshold, and keeps the site open in their own browser
      const session = await newPlayerSession(request, base);
      const { username, token } = JSON.parse(session) as { username: string; token: string };
      const asPlayer = { Authorization: `Bearer ${token}` };
      const found = await request.get(`${base}/api/operator/players`, {
        headers: { Authorization: `Bearer ${await operatorToken(request, base, ADMIN)}` },
        params: { q: username },
      });
      const [{ id: userId }] = ((await found.json()) as { data: { id: number }[] }).data;
      await asAdmin(request, base, 'adjust', { userId, amount: FUNDS, reason: 'e2e back office funds' }, { 'idempotency-key': `bo-funds-${userId}` });
      // a withdrawal needs a verified player (KYC): kyc.spec.ts walks that through the screens
      await verifyThroughApi(request, base, token, ADMIN);
      const withdraw = await request.post(`${base}/api/payment/withdraw`, {
        headers: { ...asPlayer, 'idempotency-key': `bo-withdraw-${userId}` },
        data: { id: 2, target: 'pay', detail: { Amount: WITHDRAWAL, PaparaNo: '1234567890', AccountHolder: 'Deneme Oyuncu' } },
      });
      expect(withdraw.status(), await withdraw.text()).toBe(200);
      const t = await fetchTranslations(request, base, 'tr');
      const playerContext = await openContext();
      const playerPage = await playerContext.newPage();
      await startLoggedIn(playerPage, session);
      await playerPage.goto(`${base}/`);
      await expect(playerPage.getByTestId('header-balance')).toHaveText(formatMoney(FUNDS - WITHDRAWAL, 'tr'));

      await test.step('c) the payments operator logs in through the screens, enrolling its authenticator from the QR code', async () => {
        await enrolThroughScreens(page, base, CASHIER);
        await expect(menu(page).getByRole('link', { name: 'Withdrawals' })).toBeVisible();
        await expect(menu(page).getByRole('link', { name: 'Payments' })).toBeVisible();
      });

      await test.step('a) the withdrawal waits for review; the operator approves it and the player gets the notification', async () => {
        await menu(page).getByRole('link', { name: 'Withdrawals' }).click();
        await page.getByLabel('Player').fill(username);
        await page.getByRole('button', { name: 'Apply filters' }).click();
        const approve = page.getByRole('button', { name: `Approve ${username} ${formatMoney(WITHDRAWAL, 'en')}` });
        await expect(approve).toBeVisible();
        await expect(page.getByText('Review', { exact: true })).toBeVisible();
        await approve.click();
        // paying asks once more
        await page
          .getByRole('group', { name: `Confirm the payment of ${username} ${formatMoney(WITHDRAWAL, 'en')}` })
          .getByRole('button', { name: 'Confirm payment' })
          .click();
        await expect(page.getByRole('status')).toHaveText('The withdrawal has been approved and paid out.');
        await expect(
          playerPage
            .getByTestId('toast')
            .filter({ hasText: tr(t, 'Withdrawal paid') })
            .first(),
        ).toBeVisible();
        await expect(playerPage.getByTestId('header-notifications').getByTestId('unread-badge')).toBeVisible();
      });
    },
  );

  test(
    "d) an admin sees the critical components' hashes, the sealed records' chains intact and the licence's rules (issue 31 §2, §4, §6)",
    { tag: DESKTOP_TAG },
    async ({ page, request }) => {
      const base = server.url;
      const token = await operatorToken(request, base, ADMIN);
      await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await page.goto(`${base}/backoffice/`);
      await expect(page.getByTestId('signed-in-as')).toHaveText(`${ADMIN.username} (admin)`);

      await test.step('§4 integrity: each critical component hashed now; a demo site has no release manifest to certify them', async () => {
        await menu(page).getByRole('link', { name: 'Integrity' }).click();
        await expect(page.getByRole('heading', { name: 'Integrity' })).toBeVisible();
        await expect(page.getByText('No release manifest: nothing is certified on this site.')).toBeVisible();
        const server = page.getByRole('row').filter({ hasText: 'Compiled server' });
        await expect(server.getByText('Not certified', { exact: true })).toBeVisible();
        await expect(server.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
        await expect(page.getByText('Changed', { exact: true })).toHaveCount(0);
        await expect(page.getByText(/Offline until acknowledged/)).toHaveCount(0);
      });

      await test.step('§6 sealed records: the chains are sealed and intact, and each downloads with its hashes', async () => {
        await menu(page).getByRole('link', { name: 'Audit log' }).click();
        await expect(page.getByRole('heading', { name: 'Sealed records' })).toBeVisible();
        await expect(page.getByText('Intact').first()).toBeVisible();
        await expect(page.getByText('Broken', { exact: true })).toHaveCount(0);
        const download = page.waitForEvent('download');
        await page
          .getByRole('button', { name: /^Download .* as CSV$/ })
          .first()
          .click();
        expect((await download).suggestedFilename()).toMatch(/\.csv$/);
      });

      await test.step('§2 licence: the profile the server runs under, rule by rule', async () => {
        await menu(page).getByRole('link', { name: 'Licence' }).click();
        await expect(page.getByTestId('licence-regulator')).toContainText('Curaçao Gaming Control Board (curacao)');
        await expect(page.locator('[data-rule="Bonus wagering cap"]')).toContainText('None');
      });
    },
  );

  test('b) a support operator sees no Payments or Withdrawals, and the API refuses them', { tag: DESKTOP_TAG }, async ({ page, request }) => {
    const base = server.url;
    const token = await enrolThroughScreens(page, base, SUPPORT);
    await expect(menu(page).getByRole('link', { name: 'Players' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await page.goto(`${base}/backoffice/payments`);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    for (const path of ['withdrawals', 'payments/withdrawals', 'payments/deposits', 'payments/methods', 'payments/settings']) {
      const res = await request.get(`${base}/api/operator/${path}`, { headers: { Authorization: `Bearer ${token}`, 'x-locale': 'en' } });
      expect({ path, status: res.status() }).toEqual({ path, status: 403 });
    }
    const approve = await request.post(`${base}/api/operator/withdrawals/approve`, { headers: { Authorization: `Bearer ${token}` }, data: { id: 1 } });
    expect(approve.status()).toBe(403);
  });
});
