/**
 * Issue 15: bonuses with wagering and player protection through the real shell and server, on desktop
 * (English) and phone (Turkish).
 *  a) claim the welcome deposit bonus on /dashboard/claim-bonus → deposit → the wagering bar on
 *     /dashboard/bonuses moves as a slot is played → the bonus converts to cash;
 *  b) a daily deposit limit set on /dashboard/responsible-gambling refuses a larger deposit with its
 *     message; a raise waits out its 24 hours (the server's dev clock moves) and needs a confirmation;
 *  c) the reality check opens at its interval (the page's and the server's dev clocks move) with the session's figures;
 *  d) self-exclusion logs the player out; login says why; the old session can neither deposit nor play.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../packages/contracts/src/index';

type Locale = 'tr' | 'en';
import { expect, fetchTranslations, newPlayerSession, startLoggedIn, succeeds, tr } from '../playwright/fixtures';
import { fastSlotTest as test, type Site } from '../playwright/sites';
import { fund } from '../playwright/studio';

const PASSWORD = 'Secret123!';
/** seeded method 2: Papara (server/src/modules/payments/seed.ts) */
const PAPARA = { id: 2, account: '1234567890' };
const CASH = 500_000;

interface Session {
  token: string;
  username: string;
  usercode: string;
}

test.describe('bonuses and player protection (issue 15)', () => {
  test.describe.configure({ mode: 'serial' });

  // the slot's minimum cycle (2.5 s) would make wagering a bonus a matter of minutes: the fast slot's site
  let server: Site;
  test.beforeAll(({ site }) => {
    server = site;
  });

  const localeOf = (project: string): Locale => (project === 'phone' ? 'tr' : 'en');
  const api = (path: string) => `${server.url}/api/${path}`;
  const bearer = (session: Session, locale: Locale) => ({ Authorization: `Bearer ${session.token}`, 'x-locale': locale });

  /** a funded player logged in for the page, in `locale` */
  async function player(page: Page, request: APIRequestContext, locale: Locale, cash = CASH): Promise<Session> {
    const authData = await newPlayerSession(request, server.url);
    const session = JSON.parse(authData) as Session;
    if (cash > 0) await fund(request, server.url, session.usercode, cash);
    await startLoggedIn(page, authData);
    await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), locale);
    // the device the player logged in on: the login dialog stores its fingerprint (once-per-device offers need it)
    await page.addInitScript((fingerprint) => window.localStorage.setItem('fingerprint', fingerprint), crypto.randomUUID().replaceAll('-', ''));
    return session;
  }

  /** starts a Papara deposit; the reply as the server sent it */
  const requestDeposit = (request: APIRequestContext, session: Session, locale: Locale, amount: number) =>
    request.post(api('payment/deposit'), {
      headers: { ...bearer(session, locale), 'idempotency-key': crypto.randomUUID() },
      data: { id: PAPARA.id, target: 'pay', detail: { PaparaNo: PAPARA.account, Amount: amount } },
    });

  /** a deposit paid on the sandbox payment page */
  async function deposit(request: APIRequestContext, session: Session, locale: Locale, amount: number): Promise<void> {
    const started = await requestDeposit(request, session, locale, amount);
    expect(started.status(), await started.text()).toBe(200);
    const reference = new URL((await started.json()).data as string, server.url).pathname.split('/').pop()!;
    const paid = await request.post(api('payment/sandbox/decision'), { headers: bearer(session, locale), data: { reference, decision: 'pay' } });
    expect(paid.status(), await paid.text()).toBe(200);
  }

  const spin = (request: APIRequestContext, session: Session, locale: Locale, amount: number) =>
    request.post(api('originals/sultan/play'), { headers: { ...bearer(session, locale), 'idempotency-key': crypto.randomUUID() }, data: { amount } });

  test('a) a deposit bonus is claimed, wagered on a slot and converts to cash', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const locale = localeOf(testInfo.project.name);
    const t = await fetchTranslations(request, server.url, locale);
    const session = await player(page, request, locale);

    const offers = (await (await request.get(api('bonus/offers'), { headers: bearer(session, locale) })).json()).data as {
      id: number;
      kind: string;
      title: string;
      minDeposit?: number;
      needsCode: boolean;
      wagering: { multiplier: number; maxBet: number };
    }[];
    const welcome = offers.find((offer) => offer.kind === 'deposit_match' && !offer.needsCode);
    expect(welcome, 'a deposit match anyone new can claim').toBeDefined();

    await page.goto(`${server.url}/dashboard/claim-bonus`);
    const card = page.getByRole('article', { name: welcome!.title });
    await expect(card).toBeVisible();

    // a code field (RELOAD50's) stands out from its card (3:1, WCAG 1.4.11) and its text reads (4.5:1)
    const coded = offers.find((offer) => offer.needsCode);
    expect(coded, 'an offer with a code').toBeDefined();
    const codeField = page.getByRole('article', { name: coded!.title }).getByRole('textbox', { name: tr(t, 'Bonus code') });
    const [box, text] = await codeField.evaluate((input) => {
      const luminance = (color: string) => {
        const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
        const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const contrast = (a: string, b: string) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
      };
      const style = getComputedStyle(input);
      const cardBackground = getComputedStyle(input.closest('article')!).backgroundColor;
      return [contrast(style.borderTopColor, cardBackground), contrast(style.color, style.backgroundColor)];
    });
    expect(box).toBeGreaterThanOrEqual(3);
    expect(text).toBeGreaterThanOrEqual(4.5);
    const [claim] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/bonus/claim')),
      card.getByRole('button', { name: tr(t, 'Claim') }).click(),
    ]);
    expect(claim.status(), await claim.text()).toBe(200);

    const amount = welcome!.minDeposit ?? 10_000;
    await deposit(request, session, locale, amount);
    const mine = async () => (await (await request.get(api('bonus/mine'), { headers: bearer(session, locale) })).json()).data;
    await expect.poll(async () => (await mine()).active[0]?.status).toBe('active');
    const bonus = (await mine()).active[0] as { id: number; amount: number; wageringRequired: number };
    expect(bonus.amount).toBeGreaterThan(0);

    await page.goto(`${server.url}/dashboard/bonuses`);
    const bar = page.getByRole('progressbar', { name: tr(t, 'Wagering progress') });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    // cash is spent first; every slot stake counts in full until the requirement is met
    const stake = welcome!.wagering.maxBet;
    const spins = Math.ceil(bonus.wageringRequired / stake);
    expect(spins, 'the welcome bonus is wagered in a few dozen spins at the maximum bet').toBeLessThanOrEqual(100);
    const first = await spin(request, session, locale, stake);
    expect(first.status(), await first.text()).toBe(200);
    await page.reload();
    await expect(bar).not.toHaveAttribute('aria-valuenow', '0');

    for (let done = 1; done < spins; done++) {
      const next = await spin(request, session, locale, stake);
      expect(next.status(), await next.text()).toBe(200);
    }
    await expect.poll(async () => (await mine()).past[0]?.status, { timeout: 10_000 }).toBe('completed');
    await page.reload();
    await expect(page.getByTestId(`past-bonus-${bonus.id}`)).toContainText(tr(t, 'Completed'));
  });

  test('b) a daily deposit limit refuses a larger deposit; a raise waits 24 hours and a confirmation', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const locale = localeOf(testInfo.project.name);
    const t = await fetchTranslations(request, server.url, locale);
    const session = await player(page, request, locale, 0);

    await page.goto(`${server.url}/dashboard/responsible-gambling`);
    const limits = page.getByRole('form', { name: tr(t, 'Daily deposit limit') });
    const newLimit = limits.getByRole('textbox', { name: tr(t, 'New limit') });
    await newLimit.fill('100');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/protection/limit')),
      limits.getByRole('button', { name: tr(t, 'Save') }).click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(page.getByTestId('limit-deposit-day-current')).toContainText(formatMoney(10_000, locale));

    const refused = await requestDeposit(request, session, locale, 15_000);
    expect(refused.status()).toBe(400);
    const message = (await refused.json()).message as string;
    expect(message).toContain(formatMoney(10_000, locale));

    // a raise is only pending: the same deposit is still refused
    await newLimit.fill('500');
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/protection/limit')), limits.getByRole('button', { name: tr(t, 'Save') }).click()]);
    await expect(limits.getByRole('button', { name: tr(t, 'Confirm') })).toHaveCount(0);
    expect((await requestDeposit(request, session, locale, 15_000)).status()).toBe(400);

    const advanced = await request.post(api('dev/protection/advance'), { data: { hours: 25 } });
    expect(advanced.status(), await advanced.text()).toBe(200);
    await page.reload();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/protection/limit/confirm')),
      limits.getByRole('button', { name: tr(t, 'Confirm') }).click(),
    ]);
    await expect(page.getByTestId('limit-deposit-day-current')).toContainText(formatMoney(50_000, locale));
    await deposit(request, session, locale, 15_000);
  });

  test('c) the reality check opens at its interval with the session figures', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const locale = localeOf(testInfo.project.name);
    const t = await fetchTranslations(request, server.url, locale);
    const session = await player(page, request, locale);
    const set = await request.post(api('protection/reality-check'), { headers: bearer(session, locale), data: { minutes: 15 } });
    expect(set.status(), await set.text()).toBe(200);

    await page.clock.install();
    // the shell reads the session once the page is idle
    const read = page.waitForResponse((r) => r.url().includes('/api/protection/session'));
    await page.goto(`${server.url}/`);
    await read;
    const dialog = page.getByRole('alertdialog', { name: tr(t, 'Reality check') });
    await expect(dialog).toHaveCount(0);
    // the session's time is the server's: it moves on with the server's dev clock, the page's timers with its own
    const advanced = await request.post(api('dev/protection/advance'), { data: { hours: 1 } });
    expect(advanced.status(), await advanced.text()).toBe(200);
    // the shell plans its check just after that read: a busy page may not have planned it before the first move
    // (and a loaded machine may take seconds to ask for the figures and load the dialog's chunk)
    await expect(async () => {
      await page.clock.fastForward('15:30');
      await expect(dialog).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('reality-check-elapsed')).toContainText(/\d:\d\d/);
    await expect(page.getByTestId('reality-check-net')).toBeVisible();
    await dialog.getByRole('button', { name: tr(t, 'Continue playing') }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('d) self-exclusion logs out; login says why; the old session can neither deposit nor play', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const locale = localeOf(testInfo.project.name);
    const t = await fetchTranslations(request, server.url, locale);
    const session = await player(page, request, locale);

    await page.goto(`${server.url}/dashboard/responsible-gambling`);
    const section = page.getByRole('form', { name: tr(t, 'Self-exclusion') });
    await section.getByLabel(tr(t, 'Length of the self-exclusion')).selectOption('6');
    await section.getByLabel(tr(t, 'Password')).fill(PASSWORD);
    await section.getByRole('button', { name: tr(t, 'Self-exclude') }).click();
    const [excluded] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/protection/self-exclusion')),
      page
        .getByRole('alertdialog')
        .getByRole('button', { name: tr(t, 'Self-exclude') })
        .click(),
    ]);
    expect(excluded.status(), await excluded.text()).toBe(200);
    // the dialog offers to log out now; the server ends the session too, and its word over the hub can
    // log the page out (and reload it) before the click lands: either way the player ends logged out
    await succeeds(
      page
        .getByRole('alertdialog')
        .getByRole('button', { name: tr(t, 'Log out now') })
        .click({ timeout: 10_000 }),
    );
    // logged out: the stored session is gone and the header offers no balance
    // (the logout reloads the page: a read during the reload is tried again, for as long as a whole
    // shell load takes on a busy machine)
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('authData')).catch(() => 'reloading'), { timeout: 45_000 }).toBeNull();
    await expect(page.getByTestId(testInfo.project.name === 'phone' ? 'mobile-balance' : 'header-balance')).toHaveCount(0);

    const login = await request.post(api('auth/login'), { headers: { 'x-locale': locale }, data: { username: session.username, password: PASSWORD } });
    expect(login.status()).not.toBe(200);
    expect((await login.json()).message).toContain(tr(t, 'Your account is self-excluded until {date}.').split('{date}')[0]);
    expect((await requestDeposit(request, session, locale, 10_000)).status()).toBe(401);
    expect((await spin(request, session, locale, 100)).status()).toBe(401);
  });
});
