/**
 * Issue 31 §2: one journey run against two sites, one under Curaçao's rules and one under the UKGC's
 * (LICENCE_PROFILE), each seeing its own rules through the real shell and server: the session's time and
 * net position kept on every page (UKGC) or not (Curaçao), the reality check's default on the account
 * page, a slot spin above the UKGC's £5 cap refused with the licence's reason, and a deposit without a
 * deposit limit refused with a link to the limits page (UKGC) or taken (Curaçao). The expectations are
 * written out from the regulators' rules, not read from the profiles.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, fetchTranslations, newPlayerSession, startLoggedIn, tr } from '../playwright/fixtures';
import { fastSlotTest, type Site, ukgcFastSlotTest } from '../playwright/sites';
import { fund, STUDIO_OPERATOR, verifyThroughApi } from '../playwright/studio';

/** ₺1,000 (£5 at the site's ₺200 to the pound) in minor units: UKGC's cap on one slot spin for a player of 25 or more */
const UKGC_SLOT_CAP = 100_000;

// both with the slot's minimum cycle off (the spins here test the cap, not the pace); Curaçao is the
// default licence, the fast slot's site is one
const SITES = [
  { licence: 'curacao', test: fastSlotTest, sessionStrip: false, realityCheck: 'Off', capRefuses: false, limitFirst: false },
  // the UKGC asks a deposit limit (and a verified identity) before the first deposit
  { licence: 'ukgc', test: ukgcFastSlotTest, sessionStrip: true, realityCheck: 'Every {minutes} minutes', capRefuses: true, limitFirst: true },
] as const;

for (const site of SITES) {
  const { test } = site;
  test.describe(`a site under the ${site.licence} licence`, () => {
    let server: Site;
    test.beforeAll(({ site: shared }) => {
      server = shared;
    });

    const spin = (request: APIRequestContext, token: string, amount: number) =>
      request.post(`${server.url}/api/originals/sultan/play`, {
        headers: { Authorization: `Bearer ${token}`, 'x-locale': 'en', 'idempotency-key': crypto.randomUUID() },
        data: { amount },
      });

    test("the player sees the licence's rules on the page and meets them at the server", async ({ page, request }) => {
      const t = await fetchTranslations(request, server.url, 'en');
      const authData = await newPlayerSession(request, server.url);
      const session = JSON.parse(authData) as { token: string; usercode: string };
      await fund(request, server.url, session.usercode, 500_000);
      await startLoggedIn(page, authData);
      await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));

      await test.step('the session strip on every page where the licence asks for it', async () => {
        // the licence's display rules come written into the document: no page load asks for the profile
        const licenceCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/platform/licence')) licenceCalls.push(request.url());
        });
        await page.goto(`${server.url}/`);
        await expect(page.getByTestId('desktop-header')).toBeVisible();
        await expect(page.getByTestId('footer')).toBeVisible();
        if (site.sessionStrip) {
          await expect(page.getByTestId('session-strip-clock')).toHaveText(/^\d{2}:\d{2}$|^\d+:\d{2}:\d{2}$/);
          await expect(page.getByTestId('session-strip-net')).toHaveText(/₺0[.,]00/);
          await page.goto(`${server.url}/promotions`);
          await expect(page.getByTestId('session-strip')).toBeVisible();
        } else {
          // the footer comes after the first idle moment, as the strip would: nothing is there to come
          await expect(page.getByTestId('session-strip')).toHaveCount(0);
        }
        expect(licenceCalls).toEqual([]);
      });

      await test.step("the reality check starts at the licence's default", async () => {
        await page.goto(`${server.url}/dashboard/responsible-gambling`);
        const select = page.getByTestId('reality-check-form').getByLabel(tr(t, 'Reality check interval'));
        const shown = await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
        expect(shown).toBe(tr(t, site.realityCheck).replace('{minutes}', '60'));
      });

      await test.step("a slot spin above the UKGC's cap is refused with the licence's reason; at the cap it plays", async () => {
        const over = await spin(request, session.token, UKGC_SLOT_CAP + 1);
        if (site.capRefuses) {
          expect(over.status()).toBe(400);
          expect((await over.json()).message).toMatch(/licence a slot spin can stake at most/);
        } else {
          expect(over.status(), await over.text()).toBe(200);
        }
        expect((await spin(request, session.token, UKGC_SLOT_CAP)).status()).toBe(200);
      });

      await test.step('a deposit with no deposit limit set: refused with a link to the limits page where the licence asks for one', async () => {
        if (site.limitFirst) await verifyThroughApi(request, server.url, session.token, STUDIO_OPERATOR);
        await page.goto(`${server.url}/dashboard/deposit`);
        await page.getByTestId('method-2').click();
        const form = page.getByTestId('payment-form');
        await form.getByTestId('input-PaparaNo').fill('1234567890');
        await form.getByTestId('input-Amount').fill('200');
        await expect(form.getByTestId('payment-submit')).toBeEnabled();
        const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/payment/deposit')), form.getByTestId('payment-submit').click()]);
        if (!site.limitFirst) {
          expect(res.status(), await res.text()).toBe(200);
          return;
        }
        expect(res.status()).toBe(409);
        const refusal = page.getByTestId('deposit-limit-required');
        await expect(refusal).toContainText(
          tr(
            t,
            "This site's licence asks you to set a deposit limit before you deposit: set one on the Responsible Gambling page of your account ({page}).",
          ).replace('{page}', '/dashboard/responsible-gambling'),
        );
        await refusal.getByRole('link', { name: tr(t, 'Set a deposit limit') }).click();
        await expect(page).toHaveURL(/\/dashboard\/responsible-gambling$/);
      });
    });
  });
}
