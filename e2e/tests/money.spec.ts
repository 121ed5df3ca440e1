/**
 * Issue 10: money through the real UI, on desktop (Turkish) and phone (English).
 *
 * A fresh player (no trial bonus, ₺0) per viewport; each viewport walks the journey in one language, so
 * both languages and both viewports are covered without walking it four times (the phone runs English
 * here and Turkish in bonus-protection.spec.ts):
 *  a) deposits ₺1.500 through the deposit dialog (method picker → Papara form → submit → the continue
 *     button opens the sandbox payment page in a new tab → Pay); in the FIRST tab the balance and the
 *     notifications update live, without a reload;
 *  b) a second deposit is declined on the sandbox page: the request is Rejected/Cancelled, the balance stays;
 *  c) withdraws ₺100 (below WITHDRAW_REVIEW_ABOVE): the payout provider pays it by itself → notification;
 *  d) withdraws ₺1.200 (above it): Pending until an operator approves it through the operator API
 *     (POST /api/operator/login + totp/verify, POST /api/operator/withdrawals/approve) → notification;
 *  e) /dashboard/financial-activities shows all four requests with their statuses and signed amounts.
 * And f) a visitor pressing Deposit gets the login dialog.
 *
 * Server: each project (worker) starts its own, because the operator is bootstrapped from
 * OPERATOR_BOOTSTRAP, which the server refuses in production (the shared e2e server runs production),
 * and the review threshold and payout delay are set here rather than left to the defaults.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { startServer } from '../lib/arena-server';
import { formatMoney } from '../../packages/contracts/src/money';
import { RequestStatus, TransactionType } from '../../packages/contracts/src/enums';
import type { FinancialActivityStatus } from '../../packages/contracts/src/schemas/payments';
import { operatorServerEnv, operatorToken, verifyThroughApi } from '../playwright/studio';
import { DESKTOP_TAG, PHONE_TAG } from '../playwright/shared-config';
import { expect, expectBlockedForVisitor, fetchTranslations, newPlayerSession, startLoggedIn, test, tr } from '../playwright/fixtures';

/** minor units: withdrawals above this wait for an operator (server WITHDRAW_REVIEW_ABOVE) */
const REVIEW_ABOVE = 100_000;
const OPERATOR = { username: 'e2e-cashier', password: 'Cashier-Secret-42', role: 'payments' };
/** seeded method 2 (server/src/modules/payments/seed.ts): Papara, deposits and withdrawals, ₺50 – ₺25.000 */
const PAPARA = { id: 2, account: '1234567890', holder: 'Deneme Oyuncu' };

const DEPOSIT = 150_000;
const DECLINED = 20_000;
const SMALL_WITHDRAWAL = 10_000;
const LARGE_WITHDRAWAL = 120_000;

/** the language each viewport walks the journey in */
const LOCALES = [
  ['tr', DESKTOP_TAG],
  ['en', PHONE_TAG],
] as const;

const isApi =
  (path: string, method = 'POST') =>
  (r: Response) =>
    r.url().includes(`/api/${path}`) && r.request().method() === method;

/** Clicks and returns the API response the click causes. */
async function clickFor(page: Page, path: string, click: () => Promise<void>, method = 'POST'): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse(isApi(path, method)), click()]);
  return response;
}

/** The amount as the deposit and withdraw forms take it: whole lira. */
const lira = (minor: number) => String(minor / 100);

/** An operator's session (operator API, separate from players') and the one withdrawal call it needs. */
async function approveWithdrawal(request: APIRequestContext, base: string, username: string, amount: number): Promise<void> {
  const headers = { Authorization: `Bearer ${await operatorToken(request, base, OPERATOR)}` };
  const list = await request.get(`${base}/api/operator/withdrawals`, { headers, params: { status: RequestStatus.Pending } });
  expect(list.status(), await list.text()).toBe(200);
  const pending = ((await list.json()).data as { id: number; username: string; amount: number; status: RequestStatus }[]).filter(
    (w) => w.username === username,
  );
  expect(pending, 'the large withdrawal waits for an operator, the small one does not').toEqual([
    expect.objectContaining({ amount, status: RequestStatus.Pending }),
  ]);
  const approve = await request.post(`${base}/api/operator/withdrawals/approve`, { headers, data: { id: pending[0].id } });
  expect(approve.status(), await approve.text()).toBe(200);
}

test.describe('money (issue 10)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({
      label: `money-${testInfo.project.name}`,
      env: {
        ...operatorServerEnv(OPERATOR),
        WITHDRAW_REVIEW_ABOVE: String(REVIEW_ABOVE),
        PAYOUT_DELAY_MS: '500',
      },
    });
  });
  test.afterAll(async () => server?.stop());

  test('f) a visitor pressing Deposit gets the login dialog', async ({ page }, testInfo) => {
    if (testInfo.project.name === 'phone') {
      await page.goto(`${server.url}/`);
      await page.getByTestId('bottom-deposit').click();
      await expect(page.getByTestId('dialog-login')).toBeVisible();
      await expect(page.getByTestId('dialog-depositSheet')).toHaveCount(0);
    } else {
      // the desktop header offers Deposit to players only; the deposit page is where a visitor presses it
      await page.goto(`${server.url}/dashboard/deposit`);
      await expectBlockedForVisitor(page);
    }
  });

  for (const [locale, tag] of LOCALES) {
    test(
      `a–e) deposit, declined deposit, automatic and reviewed withdrawals, financial activities (${locale})`,
      { tag },
      async ({ page, context, request }, testInfo) => {
        test.setTimeout(240_000);
        const phone = testInfo.project.name === 'phone';
        const base = server.url;
        const t = await fetchTranslations(request, base, locale);
        const money = (minor: number) => formatMoney(minor, locale);
        const session = await newPlayerSession(request, base);
        const { username, token } = JSON.parse(session) as { username: string; token: string };
        const asPlayer = { Authorization: `Bearer ${token}` };
        await startLoggedIn(page, session);
        await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), locale);
        // a withdrawal needs a verified player (KYC): kyc.spec.ts walks that through the screens
        await verifyThroughApi(request, base, token, OPERATOR);

        const balance = page.getByTestId(phone ? 'mobile-balance' : 'header-balance');
        const toast = (key: string) => page.getByTestId('toast').filter({ hasText: tr(t, key) });
        const unreadBadge = page.getByTestId('header-notifications').getByTestId('unread-badge');
        /** The player's unread notifications on the server, once the header shows them (the shell loads its list after the first render). */
        const unread = async (): Promise<number> => {
          const res = await request.post(`${base}/api/customer/notification`, { headers: asPlayer, data: { skip: 0, take: 100 } });
          const count = ((await res.json()) as { data: { isRead: boolean }[] }).data.filter((n) => !n.isRead).length;
          if (!phone) await (count > 0 ? expect(unreadBadge).toHaveText(String(count)) : expect(unreadBadge).toHaveCount(0));
          return count;
        };

        /** A notification pushed over the hub: its toast, and on desktop the unread badge one higher. */
        const expectNotified = async (key: string, before: number) => {
          await expect(toast(key).first()).toBeVisible();
          if (phone) await expect(page.getByTestId('mobile-unread-dot')).toBeVisible();
          else await expect(unreadBadge).toHaveText(String(before + 1));
        };

        /**
         * The deposit dialog with Papara chosen (desktop: header Deposit → the method picker; phone: the bottom
         * bar's deposit-money sheet, whose pick opens the dialog at the method's form), `amount` submitted,
         * then the continue button; the payment page tab it opened.
         */
        const depositThroughDialog = async (amount: number): Promise<Page> => {
          await page.getByTestId(phone ? 'bottom-deposit' : 'header-deposit').click();
          const picker = page.getByTestId(phone ? 'dialog-depositSheet' : 'dialog-deposit');
          await expect(picker).toBeVisible();
          await picker.getByTestId(`method-${PAPARA.id}`).click();
          const dialog = page.getByTestId('dialog-deposit');
          const form = dialog.getByTestId('payment-form');
          await expect(form).toBeVisible();
          await form.getByTestId('input-PaparaNo').fill(PAPARA.account);
          await form.getByTestId('input-Amount').fill(lira(amount));
          await expect(form.getByTestId('payment-submit')).toBeEnabled();
          const res = await clickFor(page, 'payment/deposit', () => form.getByTestId('payment-submit').click());
          expect(res.status(), await res.text()).toBe(200);
          expect(res.request().postDataJSON()).toEqual({ id: PAPARA.id, target: 'pay', detail: { PaparaNo: PAPARA.account, Amount: amount } });
          const proceed = dialog.getByTestId('deposit-continue');
          await expect(proceed).toHaveText(tr(t, 'Click the button below to continue the process!'));
          // submitting may open the page itself (a browser may block that tab): the continue button opens it for sure
          const [payment] = await Promise.all([context.waitForEvent('page'), proceed.click()]);
          await payment.waitForLoadState();
          expect(new URL(payment.url()).pathname).toMatch(/^\/payment\/sandbox\/[^/]+$/);
          for (const other of context.pages()) if (other !== page && other !== payment) await other.close();
          await expect(payment.locator('html')).toHaveAttribute('lang', locale);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
          return payment;
        };

        /** Pay or Decline on the sandbox page; its buttons go once the provider took the decision. */
        const decide = async (payment: Page, decision: 'pay' | 'decline') => {
          const res = await clickFor(payment, 'payment/sandbox/decision', () => payment.locator(`button[data-decision="${decision}"]`).click());
          expect(res.status(), await res.text()).toBe(200);
          await expect(payment.locator('.actions')).toHaveCount(0);
          await payment.close();
        };

        /** The withdraw page (profile menu → Withdraw), Papara chosen, `amount` requested. */
        const withdraw = async (amount: number) => {
          await page.goto(`${base}/dashboard/withdraw`);
          const outlet = page.locator('[data-remote="payments"]');
          await expect(outlet).toHaveAttribute('data-status', 'mounted');
          await outlet.getByTestId(`method-${PAPARA.id}`).click();
          const form = outlet.getByTestId('payment-form');
          await form.getByTestId('input-PaparaNo').fill(PAPARA.account);
          await form.getByTestId('input-AccountHolder').fill(PAPARA.holder);
          await form.getByTestId('input-Amount').fill(lira(amount));
          const res = await clickFor(page, 'payment/withdraw', () => form.getByTestId('payment-submit').click());
          expect(res.status(), await res.text()).toBe(200);
          expect(res.request().postDataJSON()).toEqual({
            id: PAPARA.id,
            target: 'pay',
            detail: { PaparaNo: PAPARA.account, AccountHolder: PAPARA.holder, Amount: amount },
          });
        };

        const currentBalance = async (): Promise<number> => {
          const res = await request.get(`${base}/api/user/balance`, { headers: asPlayer });
          return ((await res.json()) as { data: { balance: number } }).data.balance;
        };

        await test.step('the player starts with ₺0', async () => {
          await page.goto(`${base}/`);
          await expect(balance).toHaveText(money(0));
        });

        await test.step('a) deposit through the dialog and the sandbox page: balance and notification update live in the first tab', async () => {
          const before = await unread();
          const payment = await depositThroughDialog(DEPOSIT);
          await expect(payment.locator('main')).toContainText(money(DEPOSIT));
          await page.evaluate(() => ((window as unknown as { arenaNotReloaded: boolean }).arenaNotReloaded = true));
          await decide(payment, 'pay');
          await page.bringToFront();
          await expect(balance).toHaveText(money(DEPOSIT));
          await expectNotified('Deposit credited', before);
          expect(await page.evaluate(() => (window as unknown as { arenaNotReloaded?: boolean }).arenaNotReloaded), 'the first tab was not reloaded').toBe(
            true,
          );
        });

        await test.step('b) a declined deposit moves nothing', async () => {
          const payment = await depositThroughDialog(DECLINED);
          await decide(payment, 'decline');
          await page.bringToFront();
          await expect.poll(currentBalance).toBe(DEPOSIT);
          await expect(balance).toHaveText(money(DEPOSIT));
        });

        await test.step('c) a withdrawal below the threshold is paid automatically', async () => {
          const before = await unread();
          await withdraw(SMALL_WITHDRAWAL);
          // held at once, paid out shortly after
          await expect(balance).toHaveText(money(DEPOSIT - SMALL_WITHDRAWAL));
          await expectNotified('Withdrawal paid', before);
        });

        await test.step('d) a withdrawal above the threshold waits for an operator, who approves it: the open activities page follows live', async () => {
          const before = await unread();
          await withdraw(LARGE_WITHDRAWAL);
          await expect(balance).toHaveText(money(DEPOSIT - SMALL_WITHDRAWAL - LARGE_WITHDRAWAL));
          await page.goto(`${base}/dashboard/financial-activities`);
          const newest = page.locator('[data-remote="account"]').locator('[data-testid^="activity-request-"]').first();
          await expect(newest.getByTestId('activity-amount')).toHaveText(money(-LARGE_WITHDRAWAL));
          await expect(newest.getByTestId('activity-status')).toHaveAttribute('data-status', 'pending');
          // no automatic payout for it: it is in the operators' queue, the small one is not (approveWithdrawal checks)
          await approveWithdrawal(request, base, username, LARGE_WITHDRAWAL);
          await expectNotified('Withdrawal paid', before);
          await expect(newest.getByTestId('activity-status')).toHaveAttribute('data-status', 'confirmed');
          await expect(newest.getByTestId('activity-status')).toHaveText(tr(t, 'Confirmed'));
          // paid from the funds held at the request: the cash balance does not move again
          await expect(balance).toHaveText(money(DEPOSIT - SMALL_WITHDRAWAL - LARGE_WITHDRAWAL));
        });

        await test.step('e) financial activities show all of it, newest first', async () => {
          await page.goto(`${base}/dashboard/financial-activities`);
          const outlet = page.locator('[data-remote="account"]');
          await expect(outlet).toHaveAttribute('data-status', 'mounted');
          const list = outlet.getByTestId(phone ? 'activities-cards' : 'activities-table');
          const requests = list.locator('[data-testid^="activity-request-"]');
          await expect(requests).toHaveCount(4);
          const STATUS_LABEL: Record<FinancialActivityStatus, string> = {
            created: 'Created',
            pending: 'Pending',
            confirmed: 'Confirmed',
            completed: 'Completed',
            rejected: 'Rejected',
            cancelled: 'Cancelled',
            refunded: 'Refunded',
          };
          const expected: [number, FinancialActivityStatus[]][] = [
            [-LARGE_WITHDRAWAL, ['confirmed']],
            [-SMALL_WITHDRAWAL, ['confirmed']],
            [DECLINED, ['rejected', 'cancelled']],
            [DEPOSIT, ['confirmed']],
          ];
          for (const [i, [amount, statuses]] of expected.entries()) {
            const row = requests.nth(i);
            await expect(row.getByTestId('activity-amount')).toHaveText(`${amount > 0 ? '+' : ''}${money(amount)}`);
            const status = (await row.getByTestId('activity-status').getAttribute('data-status')) as FinancialActivityStatus;
            expect(statuses).toContain(status);
            await expect(row.getByTestId('activity-status')).toHaveText(tr(t, STATUS_LABEL[status]));
            await expect(row).toContainText(tr(t, amount > 0 ? 'Deposit' : 'Withdraw'));
          }

          // the Withdraw filter leaves the two withdrawals
          await outlet.getByTestId('input-type').selectOption(String(TransactionType.Withdraw));
          const filtered = await clickFor(page, 'payment/financialactivities', () => outlet.getByTestId('activities-filter').click());
          expect(filtered.request().postDataJSON()).toMatchObject({ type: TransactionType.Withdraw, skip: 0, take: 20 });
          await expect(requests).toHaveCount(2);
          await expect(list).not.toContainText(tr(t, 'Deposit'));
        });
      },
    );
  }
});
