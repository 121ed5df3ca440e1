/**
 * Issue 31 §1: know your customer, through the screens (desktop, English).
 *
 * A funded player asks for a withdrawal and is refused: the reason names the verification page. There
 * they upload an identity document and a proof of address; a reviewer approves both in the back
 * office's Verification screen (the file opened in the operator's session); the player's page says
 * verified, and the same withdrawal now goes through.
 *
 * Server: its own (the operator is bootstrapped from OPERATOR_BOOTSTRAP, refused in production).
 */
import { startServer } from '../lib/arena-server';
import { DESKTOP_TAG } from '../playwright/shared-config';
import { KYC_JPEG, KYC_PDF, operatorServerEnv, operatorToken } from '../playwright/studio';
import { expect, newPlayerSession, startLoggedIn, test } from '../playwright/fixtures';

const REVIEWER = { username: 'e2e-kyc-admin', password: 'Kyc-Admin-Secret-42', role: 'admin' };
const FUNDS = 50_000;
const WITHDRAWAL = 10_000;
/** seeded method 2: Papara; the holder is the e2e players' registered name */
const PAPARA = { id: 2, account: '1234567890', holder: 'Deneme Oyuncu' };

test.describe('KYC (issue 31 §1)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({ label: `kyc-${testInfo.project.name}`, env: { ...operatorServerEnv(REVIEWER), PAYOUT_DELAY_MS: '500' } });
  });
  test.afterAll(async () => server?.stop());

  test(
    'a refused withdrawal, the documents uploaded, approved in the back office, and the withdrawal paid',
    { tag: DESKTOP_TAG },
    async ({ page, openContext, request }) => {
      test.setTimeout(40_000);
      const base = server.url;
      const session = await newPlayerSession(request, base);
      const { username, usercode } = JSON.parse(session) as { username: string; usercode: string };
      const operator = await operatorToken(request, base, REVIEWER);
      const funded = await request.post(`${base}/api/operator/adjust`, {
        headers: { Authorization: `Bearer ${operator}`, 'idempotency-key': `kyc-funds-${usercode}` },
        data: { userId: Number(usercode.slice(1)), amount: FUNDS, reason: 'e2e kyc funds' },
      });
      expect(funded.status(), await funded.text()).toBe(200);
      await startLoggedIn(page, session);
      await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));

      const withdraw = async () => {
        await page.goto(`${base}/dashboard/withdraw`);
        const outlet = page.locator('[data-remote="payments"]');
        await expect(outlet).toHaveAttribute('data-status', 'mounted');
        await outlet.getByTestId(`method-${PAPARA.id}`).click();
        const form = outlet.getByTestId('payment-form');
        await form.getByTestId('input-PaparaNo').fill(PAPARA.account);
        await form.getByTestId('input-AccountHolder').fill(PAPARA.holder);
        await form.getByTestId('input-Amount').fill(String(WITHDRAWAL / 100));
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/payment/withdraw') && r.request().method() === 'POST'),
          form.getByTestId('payment-submit').click(),
        ]);
        return response;
      };

      await test.step('the withdrawal is refused, naming the verification page', async () => {
        const refused = await withdraw();
        expect(refused.status()).toBe(400);
        const message = 'Verify your identity before withdrawing: upload your documents on the Verification page of your account (/dashboard/verification).';
        expect((await refused.json()).message).toBe(message);
        await expect(page.getByTestId('toast').filter({ hasText: message }).first()).toBeVisible();
      });

      await test.step('the player uploads an identity document and a proof of address', async () => {
        await page.goto(`${base}/dashboard/verification`);
        const outlet = page.locator('[data-remote="account"]');
        await expect(outlet.getByTestId('verification-state')).toHaveAttribute('data-state', 'none');
        const upload = async (kind: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
          await outlet.getByTestId('verification-kind').selectOption(kind);
          await outlet.getByTestId('verification-file').setInputFiles(file);
          await outlet.getByTestId('verification-submit').click();
          await expect(outlet.getByTestId('verification-notice')).toHaveText('Your document has been received and will be reviewed.');
        };
        await upload('identity', { name: 'id.jpg', mimeType: 'image/jpeg', buffer: KYC_JPEG });
        await upload('address', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: KYC_PDF });
        await expect(outlet.getByTestId('verification-state')).toHaveAttribute('data-state', 'pending');
      });

      await test.step('a reviewer opens the identity document and approves both in the back office', async () => {
        const office = await (await openContext()).newPage();
        await office.addInitScript((token) => sessionStorage.setItem('arena-backoffice-token', token), operator);
        await office.goto(`${base}/backoffice/`);
        await office.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Verification' }).click();
        const identity = `${username} – Identity document`;
        await office.getByRole('button', { name: `Open ${identity}` }).click();
        // fetched with the operator's token, shown from memory
        await expect(office.getByRole('img', { name: `Document of ${username}` })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
        await office.getByRole('button', { name: `Approve ${identity}` }).click();
        await expect(office.getByRole('status')).toHaveText('The document is approved.');
        await office.getByRole('button', { name: `Approve ${username} – Proof of address` }).click();
        await expect(office.getByRole('button', { name: `Approve ${username} – Proof of address` })).toHaveCount(0);
      });

      await test.step('the player is verified, and the same withdrawal goes through', async () => {
        await page.goto(`${base}/dashboard/verification`);
        await expect(page.locator('[data-remote="account"]').getByTestId('verification-state')).toHaveAttribute('data-state', 'verified');
        const paid = await withdraw();
        expect(paid.status(), await paid.text()).toBe(200);
      });
    },
  );
});
