/**
 * Issue 31, multi-accounting (desktop): two players sign up from one browser (one signed device cookie);
 * the first claims the welcome bonus, the second finds it refused on /dashboard/claim-bonus and by the
 * server; a risk operator sees both accounts linked by the device on the player page's "Linked accounts".
 *
 * Server: its own, with an operator bootstrapped (refused in production).
 */
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/arena-server';
import { DESKTOP_TAG } from '../playwright/shared-config';
import { operatorServerEnv, operatorToken } from '../playwright/studio';
import { expect, fetchTranslations, newPlayerSession, startLoggedIn, test, tr } from '../playwright/fixtures';

const RISK = { username: 'e2e-ma-risk', password: 'Multi-Accounting-42', role: 'risk' };
const TOKEN_KEY = 'arena-backoffice-token';
const WELCOME = { en: '100% welcome bonus up to ₺1,000', tr: "1.000 ₺'ye kadar %100 hoş geldin bonusu" };

interface Session {
  token: string;
  username: string;
  usercode: string;
}

test.describe('multi-accounting (issue 31)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(240_000);
    server = await startServer({ label: `multi-accounting-${testInfo.project.name}`, env: operatorServerEnv(RISK) });
  });
  test.afterAll(async () => server?.stop());

  test(
    'two accounts from one browser: the second is refused the welcome bonus, and risk sees them linked',
    { tag: DESKTOP_TAG },
    async ({ page, openContext, request }) => {
      test.setTimeout(40_000);
      const base = server.url;
      const t = await fetchTranslations(request, base, 'tr');

      // one browser: its request context shares the browser's cookies, so both sign-ups carry its device cookie
      const browser = await openContext();
      const firstSession = await newPlayerSession(browser.request, base);
      const secondSession = await newPlayerSession(browser.request, base);
      const [first, second] = [firstSession, secondSession].map((s) => JSON.parse(s) as Session);
      const offers = await browser.request.get(`${base}/api/bonus/offers`, { headers: { Authorization: `Bearer ${first.token}`, 'x-locale': 'en' } });
      const welcome = ((await offers.json()).data as { id: number; title: string }[]).find((offer) => offer.title === WELCOME.en)!;
      const claim = (who: Session) =>
        browser.request.post(`${base}/api/bonus/claim`, {
          headers: { Authorization: `Bearer ${who.token}`, 'x-locale': 'tr', 'x-fingerprint': `fp-${randomUUID()}` },
          data: { offerId: welcome.id },
        });
      const claimed = await claim(first);
      expect(claimed.status(), await claimed.text()).toBe(200);

      await test.step('the second account finds the welcome bonus refused, on the page and by the server', async () => {
        const tab = await browser.newPage();
        await startLoggedIn(tab, secondSession);
        await tab.goto(`${base}/dashboard/claim-bonus`);
        const card = tab.getByRole('article', { name: WELCOME.tr });
        await expect(card.getByText(tr(t, 'You have already claimed this bonus.'))).toBeVisible();
        await expect(card.getByRole('button', { name: tr(t, 'Claim') })).toBeDisabled();
        const refused = await claim(second);
        expect([refused.status(), (await refused.json()).message]).toEqual([409, tr(t, 'You have already claimed this bonus.')]);
      });

      await test.step('a risk operator sees both accounts linked by the device on the player page', async () => {
        const token = await operatorToken(request, base, RISK);
        await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
        await page.goto(`${base}/backoffice/players/${Number(second.usercode.slice(1))}`);
        const panel = page.getByTestId('linked-accounts');
        await expect(panel.getByText('1 linked')).toBeVisible();
        const row = panel.getByRole('row').filter({ hasText: first.username });
        await expect(row.getByRole('link', { name: `${first.username} · ${first.usercode}` })).toBeVisible();
        await expect(row.getByText(new RegExp(`^Device with ${second.username} since`))).toBeVisible();
      });
    },
  );
});
