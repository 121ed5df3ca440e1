/**
 * Issue 31 §5: safer gambling through the real server, back office and account area (desktop, English),
 * under the UKGC licence (net-deposit threshold ₺25,000, deposits paused in review):
 *  a) two paid deposits of ₺15,000 take the player over the threshold: the next deposit is refused;
 *  b) the safer gambling team finds them in the back office's queue with the marker's evidence, opens the
 *     review and sends a message;
 *  c) the player reads it on /dashboard with their lifetime net deposit, and downloads their 12 months'
 *     history as CSV (byte-order mark, both deposits in major units).
 *
 * Server: its own (LICENCE_PROFILE=ukgc; the operator is bootstrapped from OPERATOR_BOOTSTRAP, refused in production).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '../../packages/contracts/src/money';
import { startServer } from '../lib/arena-server';
import { expect, newPlayerSession, startLoggedIn, test } from '../playwright/fixtures';
import { DESKTOP_TAG } from '../playwright/shared-config';
import { operatorServerEnv, operatorToken, verifyThroughApi } from '../playwright/studio';

// a risk operator: the safer gambling desk, and (under the UKGC's licence) the KYC review a first deposit needs
const TEAM = { username: 'e2e-sg-risk', password: 'Safer-Gambling-42', role: 'risk' };
const TOKEN_KEY = 'arena-backoffice-token';
/** seeded method 2: Papara (server/src/modules/payments/seed.ts), up to ₺25,000 a deposit and ₺50,000 a day */
const PAPARA = { id: 2, account: '1234567890' };
const DEPOSIT = 1_500_000;
const MESSAGE = 'We noticed you have deposited ₺30,000 this month. Can we talk about what is affordable for you?';

interface Session {
  token: string;
  username: string;
}

test.describe('safer gambling (issue 31 §5)', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({ label: `safer-gambling-${testInfo.project.name}`, env: { ...operatorServerEnv(TEAM), LICENCE_PROFILE: 'ukgc' } });
  });
  test.afterAll(async () => server?.stop());

  const api = (path: string) => `${server.url}/api/${path}`;
  const asPlayer = (session: Session) => ({ Authorization: `Bearer ${session.token}`, 'x-locale': 'en' });
  const requestDeposit = (request: APIRequestContext, session: Session, amount: number) =>
    request.post(api('payment/deposit'), {
      headers: { ...asPlayer(session), 'idempotency-key': crypto.randomUUID() },
      data: { id: PAPARA.id, target: 'pay', detail: { PaparaNo: PAPARA.account, Amount: amount } },
    });

  test(
    'deposits over the threshold → the team messages the player from the queue → the player reads it and downloads their history',
    { tag: DESKTOP_TAG },
    async ({ page, openContext, request }) => {
      test.setTimeout(40_000);
      const authData = await newPlayerSession(request, server.url);
      const session = JSON.parse(authData) as Session;
      // the UKGC verifies identity before the first deposit (kyc.spec.ts walks that through the screens)
      await verifyThroughApi(request, server.url, session.token, TEAM);
      // and wants a deposit limit set first (a month's ₺100,000 leaves the ₺30,000 below room)
      const limit = await request.post(api('protection/limit'), { headers: asPlayer(session), data: { kind: 'deposit', period: 'month', amount: 10_000_000 } });
      expect(limit.status(), await limit.text()).toBe(200);

      await test.step('a) two paid deposits take the player over ₺25,000: the next one is refused', async () => {
        for (let i = 0; i < 2; i += 1) {
          const started = await requestDeposit(request, session, DEPOSIT);
          expect(started.status(), await started.text()).toBe(200);
          const reference = new URL((await started.json()).data as string, server.url).pathname.split('/').pop()!;
          const paid = await request.post(api('payment/sandbox/decision'), { headers: asPlayer(session), data: { reference, decision: 'pay' } });
          expect(paid.status(), await paid.text()).toBe(200);
        }
        const refused = await requestDeposit(request, session, 10_000);
        expect([refused.status(), (await refused.json()).message]).toEqual([
          400,
          'Deposits are paused while our safer gambling team reviews your account. They will be in touch with you.',
        ]);
      });

      await test.step('b) the team finds the player in the queue and sends a message', async () => {
        const team = await openContext();
        const bo = await team.newPage();
        const token = await operatorToken(request, server.url, TEAM);
        await bo.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
        await bo.goto(`${server.url}/backoffice/`);
        await bo.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Safer gambling' }).click();
        const row = bo.getByRole('row').filter({ hasText: session.username });
        await expect(row).toContainText('Net deposit over the threshold');
        await expect(row).toContainText('Net deposits of 30000.00 over 30 days, above the threshold of 25000.00');
        await expect(row).toContainText('Deposits paused');
        await row.getByRole('link', { name: `Open the review of ${session.username}` }).click();
        const form = bo.getByRole('form', { name: 'Record an interaction' });
        await form.getByRole('combobox').selectOption('message');
        await form.getByRole('textbox').fill(MESSAGE);
        await form.getByRole('button', { name: 'Record' }).click();
        await expect(form.getByRole('status')).toHaveText('The interaction is recorded.');
        await expect(bo.getByRole('cell', { name: MESSAGE })).toBeVisible();
        await team.close();
      });

      await test.step('c) the player reads the message with their net deposit, and downloads their history', async () => {
        await startLoggedIn(page, authData);
        await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
        await page.goto(`${server.url}/dashboard`);
        const panel = page.getByTestId('safer-gambling-panel');
        await expect(panel.getByTestId('lifetime-net-deposit')).toHaveText(formatMoney(2 * DEPOSIT, 'en'));
        await expect(panel.getByTestId('safer-gambling-messages')).toContainText(MESSAGE);
        const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('download-history').click()]);
        expect(download.suggestedFilename()).toBe('arena-history-12-months.csv');
        const csv = await readFile(await download.path(), 'utf8');
        expect(csv.startsWith('\uFEFF"Time (Istanbul, UTC+03:00)","Type"')).toBe(true);
        const deposits = csv.split('\r\n').filter((line) => line.includes('"Deposit"'));
        expect(deposits.map((line) => line.split(',').slice(-2))).toEqual([
          ['15000.00', '15000.00'],
          ['15000.00', '30000.00'],
        ]);
      });
    },
  );
});
