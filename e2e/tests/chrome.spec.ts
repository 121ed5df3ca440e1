// The shell's chrome (issue 3: header, mobile navigation, top notice, footer; docs/product/content.md) on the
// desktop (1280) and phone (390) projects, in Turkish and English. Expected content comes from the
// server's seed (the test server is always seeded with it) and from the server's own translations.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, fetchTranslations, test } from '../playwright/fixtures';
import { DESKTOP_TAG, PHONE_TAG } from '../playwright/shared-config';
import { CONTENT_CATEGORIES, DOMAINS, MENUS, PAGES, SITE_OPTIONS } from '../../server/src/modules/cms/seed/site';
import { PROVIDERS } from '../../shell/src/layout/footer/providers';

type Lang = 'tr' | 'en';
type Dict = Record<string, string>;
/** the error toast at one change of its state, as the page recorded it */
type ToastMoment = { state: string; at: number; animation: string; centre: number; top: number };

/** enabled seed options, keys lowercased the way the shell reads them */
const OPTION: Record<string, string> = Object.fromEntries(SITE_OPTIONS.filter(([, , enabled]) => enabled).map(([key, value]) => [key.toLowerCase(), value]));
const LIVE_CHAT_URL = OPTION.livechat;
const TERMS_NOTICE = 'On a change to the terms and conditions, existing users may stop using the service at least two weeks after the announcement.';

/** published pages of a content category, in order, as the footer links them */
function categoryPages(name: string, lang: Lang) {
  const ids = CONTENT_CATEGORIES.find((c) => c.name === name)!.pageIds;
  return ids
    .map((id) => PAGES.find((p) => p.id === id)!)
    .filter((p) => p.status)
    .map((p) => ({ href: `/pages/${p.id}`, title: p.text[lang].title }));
}

const translator = (dict: Dict) => (key: string) => dict[key] ?? key;

/** The live-chat site option opens in a new tab: answer it locally instead of going to the internet. */
async function stubLiveChat(context: BrowserContext) {
  await context.route(`${new URL(LIVE_CHAT_URL).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));
}

async function expectNewTab(context: BrowserContext, action: () => Promise<void>, url: string) {
  const [tab] = await Promise.all([context.waitForEvent('page'), action()]);
  await expect.poll(() => tab.url()).toBe(url);
  await tab.close();
}

const storageItem = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** the shell has started: header painted and the (idle-rendered) footer is there */
async function waitForShell(page: Page) {
  await expect(page.locator('[data-testid="desktop-header"], [data-testid="mobile-header"]').first()).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
}

async function hrefs(links: Locator) {
  return links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
}

// independent page loads: spread them over the (at most 2) workers
test.describe.configure({ mode: 'parallel' });

for (const lang of ['tr', 'en'] as const) {
  test.describe(`chrome in ${lang}`, () => {
    let t: (key: string) => string;
    /** a part both viewports draw alike runs on the phone in Turkish only (its English is the desktop's) */
    const bothInTurkish = lang === 'tr' ? {} : { tag: DESKTOP_TAG };

    test.beforeEach(async ({ page, request, baseURL }) => {
      t = translator(await fetchTranslations(request, baseURL!, lang));
      await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
    });

    test('desktop header: option links, buttons, language, login/sign up, nav bar, logo', { tag: DESKTOP_TAG }, async ({ page }) => {
      await page.goto('/');
      const header = page.getByTestId('desktop-header');
      await expect(header).toBeVisible();
      await expect(page.getByTestId('mobile-header')).toHaveCount(0);
      await expect(page.getByTestId('bottom-bar')).toHaveCount(0);

      await test.step('Telegram, WhatsApp and live-TV links from the site options open new tabs', async () => {
        for (const [option, label] of [
          ['telegram', 'Telegram'],
          ['whatsapp', 'WhatsApp'],
          ['livetv', 'Live TV'],
        ]) {
          const link = header.getByTestId(`header-${option}`);
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', OPTION[option]);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          await expect(link).toHaveAccessibleName(t(label));
        }
      });

      await test.step('sports, Claim Bonus and Promotion buttons', async () => {
        await expect(header.getByTestId('header-sports')).toHaveAccessibleName(t('Sports'));
        await expect(header.getByTestId('header-claim-bonus')).toHaveAccessibleName(t('Claim Bonus'));
        await expect(header.getByTestId('header-promotion')).toHaveAccessibleName(t('Promotion'));
      });

      await test.step('language selector and the visitor buttons', async () => {
        const select = header.getByTestId('language-select');
        await expect(select).toBeVisible();
        await expect(select).toHaveValue(lang);
        await expect(select.locator('option[value="tr"]')).toHaveCount(1);
        await expect(select.locator('option[value="en"]')).toHaveCount(1);
        await expect(header.getByTestId('header-login')).toHaveText(t('Login'));
        await expect(header.getByTestId('header-signup')).toHaveText(t('Sign Up'));
        await expect(header.getByTestId('header-deposit')).toHaveCount(0);
      });

      await test.step('nav bar: the main menu entries and the quick search of our crash game, Arena Jet', async () => {
        const nav = header.getByRole('navigation', { name: 'main' });
        const items = nav.getByTestId('menu-item');
        await expect(items).toHaveText(MENUS.main.map((m) => t(m.title)));
        expect(await hrefs(items)).toEqual(MENUS.main.map((m) => (m.url.startsWith('/') ? m.url : null)));
        await expect(nav.getByTestId('quick-search-aviator')).toHaveText(t('Arena Jet'));
      });

      await test.step('not on the main domain: the current address notice', async () => {
        await expect(header.getByTestId('domain-notice')).toHaveAttribute('href', `https://${DOMAINS.current}`);
      });

      await test.step('buttons and menu entries navigate; the logo goes to /', async () => {
        await header.getByTestId('header-sports').click();
        await expect(page).toHaveURL(/\/spor$/);
        await header.getByTestId('header-promotion').click();
        await expect(page).toHaveURL(/\/promotions$/);
        await header
          .getByTestId('menu-item')
          .filter({ hasText: t('Live Casino') })
          .click();
        await expect(page).toHaveURL(/\/casino\/live$/);
        await header.getByTestId('logo').click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('[data-remote="cms"]')).toHaveAttribute('data-status', 'mounted');
        // claim bonus is a player route: a visitor gets the login dialog
        await header.getByTestId('header-claim-bonus').click();
        await expect(page).toHaveURL(/\/dashboard\/claim-bonus$/);
        await expect(page.getByTestId('dialog-login')).toBeVisible();
      });

      await test.step('Login and Sign Up open their dialogs', async () => {
        await page.goto('/');
        await header.getByTestId('header-login').click();
        await expect(page.getByTestId('dialog-login')).toBeVisible();
        await expect(page.getByTestId('login-form')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('dialog-login')).toHaveCount(0);
        await header.getByTestId('header-signup').click();
        await expect(page.getByTestId('dialog-register')).toBeVisible();
      });
    });

    test('desktop header hides after scrolling past 100 px and comes back', { tag: DESKTOP_TAG }, async ({ page }) => {
      await page.goto('/');
      await waitForShell(page);
      const header = page.getByTestId('desktop-header');
      const scrollTo = async (y: number) => {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      };
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
      await expect(header).toHaveAttribute('data-hidden', 'false');

      await scrollTo(100);
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await expect(header).toBeInViewport();

      await scrollTo(250);
      await expect(header).toHaveAttribute('data-hidden', 'true');
      // translated up by its own height: nothing of it left on screen
      await expect
        .poll(async () => {
          const box = (await header.boundingBox())!;
          return box.y + box.height;
        })
        .toBeLessThanOrEqual(0.5);

      await scrollTo(0);
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      await expect(header.getByTestId('logo')).toBeInViewport();
    });

    test('phone: hamburger opens the 20 rem sidebar with cards, language and delayed links', { tag: PHONE_TAG }, async ({ page, context }) => {
      await stubLiveChat(context);
      await page.goto('/promotions');
      await expect(page.getByTestId('mobile-header')).toBeVisible();
      await expect(page.getByTestId('desktop-header')).toHaveCount(0);
      await expect(page.getByTestId('mobile-sidebar')).toHaveCount(0);
      // the menus arrive with the site data: wait for it before opening
      await expect(page.getByTestId('footer').getByTestId('social-telegram')).toHaveAttribute('href', OPTION.telegram);

      const sidebar = page.getByTestId('mobile-sidebar');
      const openedAt = Date.now();
      await page.getByTestId('mobile-hamburger').click();
      await expect(sidebar).toBeVisible();
      const earlyCheck = Date.now() - openedAt < 700;
      const links = sidebar.getByTestId('sidebar-links');
      if (earlyCheck) await expect(links).toHaveCount(0);

      await test.step('20 rem wide, from the left edge', async () => {
        const rootFont = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
        await expect.poll(async () => (await sidebar.boundingBox())!.x).toBe(0);
        const box = (await sidebar.boundingBox())!;
        expect(box.width).toBeCloseTo(20 * rootFont, 0);
        expect(box.height).toBeCloseTo(844, 0);
      });

      await test.step('menu cards and the language selector', async () => {
        await expect(sidebar.getByTestId('sidebar-card')).toHaveText(MENUS.mobile.map((m) => t(m.title)));
        const select = sidebar.getByTestId('sidebar-language');
        await expect(select).toBeVisible();
        await expect(select).toHaveValue(lang);
        await expect(sidebar.getByText(t('Language'), { exact: true })).toBeVisible();
        await expect(select.locator('option').first()).toHaveText(t('Select Language'));
      });

      await test.step('live chat and app-settings links appear after about 1 s', async () => {
        await expect(links).toBeVisible();
        expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1000);
        await expect(links.getByTestId('sidebar-live-chat')).toHaveText(t('Live Chat'));
        await expect(links.getByTestId('sidebar-app-settings')).toHaveText(t('App Settings'));
        await expect(links.getByTestId('sidebar-app-settings')).toHaveAttribute('href', '/dashboard/account');
        await expectNewTab(context, () => links.getByTestId('sidebar-live-chat').click(), LIVE_CHAT_URL);
      });

      await test.step('the logo closes the sidebar and goes home', async () => {
        // a real tap cannot reach the logo under the open drawer (see the fixme test below): the
        // logo's own click handler is exercised directly
        await page.getByTestId('mobile-logo').dispatchEvent('click');
        await expect(sidebar).toBeHidden();
        await expect(page).toHaveURL(/\/$/);
      });

      await test.step('a card runs its entry and closes the sidebar', async () => {
        await page.getByTestId('mobile-hamburger').click();
        await expect(sidebar).toBeVisible();
        await sidebar
          .getByTestId('sidebar-card')
          .filter({ hasText: t('Live Casino') })
          .click();
        await expect(page).toHaveURL(/\/casino\/live$/);
        await expect(sidebar).toBeHidden();
      });
    });

    test('phone: 60 px bottom bar with five items; Deposit as a visitor opens the login dialog', { tag: PHONE_TAG }, async ({ page, context }) => {
      await stubLiveChat(context);
      await page.goto('/');
      const bar = page.getByTestId('bottom-bar');
      await expect(bar).toBeVisible();
      const box = (await bar.boundingBox())!;
      expect(box.height).toBeCloseTo(60, 0);
      expect(box.width).toBeCloseTo(390, 0);
      expect(box.y + box.height).toBeCloseTo(844, 0);

      const items = bar.locator('button');
      await expect(items).toHaveText([t('Deposit'), t('Spor'), t('Support'), t('L.Casino'), t('Promotions')]);
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
        'bottom-deposit',
        'bottom-sports',
        'bottom-support',
        'bottom-live-casino',
        'bottom-promotions',
      ]);

      await bar.getByTestId('bottom-deposit').click();
      await expect(page.getByTestId('dialog-login')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('dialog-login')).toHaveCount(0);

      await bar.getByTestId('bottom-sports').click();
      await expect(page).toHaveURL(/\/spor$/);
      await bar.getByTestId('bottom-live-casino').click();
      await expect(page).toHaveURL(/\/casino\/live$/);
      await bar.getByTestId('bottom-promotions').click();
      await expect(page).toHaveURL(/\/promotions$/);
      // Support opens the live chat (a site option) in a new tab
      await expect(page.getByTestId('footer').getByTestId('social-telegram')).toHaveAttribute('href', OPTION.telegram);
      await expectNewTab(context, () => bar.getByTestId('bottom-support').click(), LIVE_CHAT_URL);

      // the user button opens the login form too
      await page.getByTestId('mobile-user').click();
      await expect(page.getByTestId('dialog-login')).toBeVisible();
    });

    test('top notice: home only, 30 px with both domains; closing is remembered', bothInTurkish, async ({ page }) => {
      const notice = page.getByTestId('top-notice');
      await test.step('not on other routes', async () => {
        await page.goto('/promotions');
        await waitForShell(page);
        await expect(notice).toHaveCount(0);
      });

      await test.step('on / with the current and the next domain', async () => {
        await page.goto('/');
        await expect(notice).toBeVisible();
        // measured again until it holds: the first layout may come before the theme's fonts
        await expect.poll(async () => (await notice.boundingBox())?.height).toBeCloseTo(30, 0);
        const text = notice.getByTestId('top-notice-text');
        await expect(text).toContainText(`${t('Current address')}: ${DOMAINS.current}`);
        await expect(text).toContainText(`${t('Our new address')}: ${DOMAINS.next}`);
        // it sits above the header
        const header = page.locator('[data-testid="desktop-header"], [data-testid="mobile-header"]').first();
        await expect.poll(async () => (await notice.boundingBox())!.y < (await header.boundingBox())!.y).toBe(true);
        // it scrolls, and stands still for a player who asks for reduced motion
        const animation = () => text.evaluate((el) => getComputedStyle(el).animationName);
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await expect.poll(animation).toBe('arena-marquee');
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await expect.poll(animation).toBe('none');
      });

      await test.step('navigating away dismisses it without storing the marker', async () => {
        await page.getByTestId('footer').locator('a[href="/spor"]').first().click();
        await expect(page).toHaveURL(/\/spor$/);
        await expect(notice).toHaveCount(0);
        expect(await storageItem(page, 'topNotifyRead')).toBeNull();
        await page.goto('/');
        await expect(notice).toBeVisible();
      });

      await test.step('closing stores topNotifyRead and removes it', async () => {
        await notice.getByTestId('top-notice-close').click();
        await expect.poll(() => storageItem(page, 'topNotifyRead')).toBe('read');
        await expect(notice).toHaveCount(0);
      });

      await test.step('hidden after a reload and on return to /', async () => {
        await page.reload();
        await waitForShell(page);
        // the site options reach the chrome in the same update as the domains (shell start-up, siteData):
        // once the footer shows an option, the notice would be there if it were going to be
        await expect(page.getByTestId('footer').getByTestId('social-telegram')).toHaveAttribute('href', OPTION.telegram);
        await expect(notice).toHaveCount(0);
        await page.getByTestId('footer').locator('a[href="/spor"]').first().click();
        await expect(page).toHaveURL(/\/spor$/);
        await page.getByTestId('footer').getByTestId('footer-logo').click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('[data-remote="cms"]')).toHaveAttribute('data-status', 'mounted');
        await expect(notice).toHaveCount(0);
      });
    });

    test('footer: social, quick contacts, 18+, link columns, providers, licence, terms, copyright', bothInTurkish, async ({ page }) => {
      await page.goto('/');
      // rendered once the browser is idle
      const footer = page.getByTestId('footer');
      await expect(footer).toBeVisible();
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByTestId('footer-logo')).toHaveAttribute('href', '/');

      await test.step('social icons from the site options', async () => {
        for (const [option, label] of [
          ['facebook', 'Facebook'],
          ['twitter', 'Twitter'],
          ['instagram', 'Instagram'],
          ['youtube', 'YouTube'],
          ['whatsapp', 'WhatsApp'],
          ['telegram', 'Telegram'],
        ]) {
          const link = footer.getByTestId(`social-${option}`);
          await expect(link).toHaveAttribute('href', OPTION[option]);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAccessibleName(t(label));
        }
      });

      await test.step('quick contacts: two Telegram, four WhatsApp', async () => {
        const contacts = footer.getByTestId('footer-contacts').locator('a');
        const keys = ['telegramcontact1', 'telegramcontact2', 'whatsappcontact1', 'whatsappcontact2', 'whatsappcontact3', 'whatsappcontact4'];
        await expect(contacts).toHaveText([
          `${t('Telegram')} 1`,
          `${t('Telegram')} 2`,
          `${t('WhatsApp')} 1`,
          `${t('WhatsApp')} 2`,
          `${t('WhatsApp')} 3`,
          `${t('WhatsApp')} 4`,
        ]);
        expect(await hrefs(contacts)).toEqual(keys.map((k) => OPTION[k]));
      });

      await test.step('responsible gambling with the 18+ icon', async () => {
        const warning = footer.getByTestId('responsible-gambling');
        await expect(warning.getByRole('img', { name: '18+' })).toBeVisible();
        await expect(warning).toContainText(t('Responsible Gaming'));
        await expect(warning).toContainText(t('Gambling can be addictive. Please play responsibly.'));
      });

      await test.step('link columns and the about row, with /pages/{id} links in the language', async () => {
        const columns: [string, string, { href: string; title: string }[]][] = [
          [
            'footer-col-betting',
            'Betting',
            [
              ['/spor', 'Sports'],
              ['/livespor', 'Live Betting'],
              ['/esports', 'E-Sports'],
            ].map(([href, key]) => ({ href, title: t(key) })),
          ],
          [
            'footer-col-casino',
            'Casino',
            [
              ['/casino/slot', 'Slot Casino'],
              ['/casino/live', 'Live Casino'],
              ['/casino/tvbets', 'TV Games'],
            ].map(([href, key]) => ({ href, title: t(key) })),
          ],
          ['footer-col-games', 'Games', [{ href: '/casino/games', title: t('Virtual Games') }]],
          ['footer-col-quick-links', 'Quick Links', categoryPages('Quick Links', lang)],
          ['footer-col-gambling', 'Gambling', categoryPages('Gambling', lang)],
          ['footer-col-terms', 'Terms', categoryPages('Policies', lang)],
        ];
        for (const [testId, title, links] of columns) {
          const column = footer.getByTestId(testId);
          await expect(column.getByRole('heading')).toHaveText(t(title));
          await expect(column.locator('a')).toHaveText(links.map((l) => l.title));
          expect(await hrefs(column.locator('a'))).toEqual(links.map((l) => l.href));
        }
        const about = categoryPages('Footer', lang);
        await expect(footer.getByTestId('footer-about').locator('a')).toHaveText(about.map((l) => l.title));
        expect(await hrefs(footer.getByTestId('footer-about').locator('a'))).toEqual(about.map((l) => l.href));
        // the unpublished draft page is not linked
        await expect(footer.locator('a[href="/pages/14"]')).toHaveCount(0);
      });

      await test.step('provider slider with the twelve providers', async () => {
        const slider = footer.getByTestId('provider-slider');
        await expect(slider).toBeVisible();
        const ids = await slider.locator('[data-provider]').evaluateAll((els) => els.map((e) => e.getAttribute('data-provider')!));
        expect([...new Set(ids)].sort()).toEqual(PROVIDERS.map(({ id }) => id).sort());
        expect(ids.filter((id, i) => ids.indexOf(id) === i)).toHaveLength(12);
        // as drawn (innerText applies text-transform): each brand in its own spelling, AMATIC never AMATİC
        const drawn = await slider.locator('[data-provider]').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
        expect(new Set(drawn)).toEqual(new Set(PROVIDERS.map(({ name }) => name)));
      });

      await test.step('licence, operator statement, Turkish terms notice, copyright', async () => {
        // the seeded site is a demo: no licence number and no regulator's validator until the operator enters theirs
        expect(OPTION.licenceurl).toBeUndefined();
        await expect(footer.getByTestId('licence-link')).toHaveCount(0);
        await expect(footer.getByRole('img', { name: t('Licence') })).toHaveAttribute('src', OPTION.licencelogo);
        // in the page's language: the option is a translation key
        await expect(footer.getByTestId('licence-text')).toHaveText(t(OPTION.licencetext));
        if (lang === 'tr') await expect(footer.getByTestId('licence-text')).toContainText('tanıtım sitesidir');
        await expect(footer.getByTestId('licence-text')).not.toContainText(/OGL|licensed by/i);
        await expect(footer.getByTestId('terms-notice')).toHaveText(t(TERMS_NOTICE));
        if (lang === 'tr') await expect(footer.getByTestId('terms-notice')).toContainText('en az iki hafta');
        const year = await page.evaluate(() => new Date().getFullYear());
        await expect(footer.getByTestId('copyright')).toHaveText(`© ${year} Arena. ${t('All rights reserved.')}`);
      });

      await test.step('a /pages/{id} link opens the page', async () => {
        const first = categoryPages('Policies', lang)[0];
        await footer.getByTestId('footer-col-terms').locator('a').first().click();
        await expect(page).toHaveURL(new RegExp(`${first.href}$`));
        await expect(page.locator('[data-remote="cms"]')).toHaveAttribute('data-status', 'mounted');
      });
    });

    test('a failed login shows the server message as an error toast at top-center for about 4 s', bothInTurkish, async ({ page, isMobile }) => {
      // the toast's entry and exit animations are under test (the suites default to reduced motion)
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/');
      await page.getByTestId(isMobile ? 'mobile-user' : 'header-login').click();
      const dialog = page.getByTestId('dialog-login');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('input-username').fill(`nobody${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);
      await dialog.getByTestId('input-password').fill('WrongPass123');
      // the toast's life recorded in the page (a poll from the test could miss the 800 ms exit), with where
      // it stood (a read from the test after its checks can come after the 4 s on a busy machine)
      await page.evaluate(() => {
        const log: ToastMoment[] = [];
        (window as unknown as { toastLog: typeof log }).toastLog = log;
        const record = () => {
          const el = document.querySelector('[data-testid="toast"][data-type="error"]');
          const state = el ? (el.getAttribute('data-state') ?? 'open') : 'gone';
          const animation = el ? `${getComputedStyle(el).animationName} ${getComputedStyle(el).animationDuration}` : '';
          const box = el?.getBoundingClientRect();
          const centre = box ? box.x + box.width / 2 : NaN;
          if (log.length === 0 ? state !== 'gone' : log[log.length - 1].state !== state)
            log.push({ state, at: performance.now(), animation, centre, top: box?.y ?? NaN });
        };
        new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      });
      await dialog.getByTestId('login-submit').click();

      const toast = page.getByTestId('toast').filter({ hasText: t('Invalid username or password.') });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-type', 'error');
      await expect(toast).toHaveAttribute('role', 'alert');
      await expect(page.getByTestId('toaster')).toHaveAttribute('data-position', 'top-center');
      // the dialog stays open on a failure
      await expect(dialog).toBeVisible();

      // 4000 ms open, then the 800 ms exit, then gone
      await expect(toast).toHaveCount(0, { timeout: 12_000 });
      const log = await page.evaluate(() => (window as unknown as { toastLog: ToastMoment[] }).toastLog);
      expect(log.map((e) => e.state)).toEqual(['open', 'closing', 'gone']);
      // top-center: where it stood, entry done, as its exit began
      expect(Math.abs(log[1].centre - page.viewportSize()!.width / 2)).toBeLessThanOrEqual(2);
      expect(log[1].top).toBeLessThan(40);
      const [open, closing, gone] = log.map((e) => e.at);
      // the 4 s run from the toast's creation; on a loaded 2-core CI machine it paints up to ~0.5 s later
      expect(closing - open).toBeGreaterThanOrEqual(3_500);
      expect(closing - open).toBeLessThan(6_000);
      // an exit that animates for 800 ms, not a removal: read from the closing toast's own style. Its
      // wall time is no measure: the page records 'closing' when a busy main thread gets to render it,
      // while the removal's 800 ms timer runs from the close itself
      expect(log[1].animation).toMatch(/ 0\.8s$/);
      expect(gone - open).toBeGreaterThanOrEqual(4_300);
      expect(gone - closing).toBeLessThan(2_500);
    });
  });
}

test.describe('language switch', () => {
  test('tr by default; choosing English stores lang, reloads and translates; back to Turkish', async ({ page, request, baseURL, isMobile }) => {
    const trT = translator(await fetchTranslations(request, baseURL!, 'tr'));
    const enT = translator(await fetchTranslations(request, baseURL!, 'en'));
    expect(trT('Login')).toBe('Giriş Yap');
    expect(enT('Login')).toBe('Login');
    await page.goto('/');
    await waitForShell(page);
    expect(await storageItem(page, 'lang')).toBeNull();

    const expectTexts = async (t: (k: string) => string) => {
      if (isMobile) {
        await expect(page.getByTestId('mobile-user')).toHaveAccessibleName(t('Login'));
        await expect(page.getByTestId('bottom-deposit')).toHaveText(t('Deposit'));
      } else {
        await expect(page.getByTestId('header-login')).toHaveText(t('Login'));
        await expect(page.getByTestId('header-signup')).toHaveText(t('Sign Up'));
      }
      await expect(page.getByTestId('footer').getByTestId('copyright')).toContainText(t('All rights reserved.'));
    };
    const choose = async (locale: Lang) => {
      let select = page.getByTestId('language-select');
      if (isMobile) {
        await page.getByTestId('mobile-hamburger').click();
        select = page.getByTestId('mobile-sidebar').getByTestId('sidebar-language');
      }
      await expect(select).toBeVisible();
      const reloaded = page.waitForEvent('framenavigated', (f) => f === page.mainFrame());
      await select.selectOption(locale);
      await reloaded;
      await page.waitForLoadState('load');
      await waitForShell(page);
    };

    await expectTexts(trT);
    await choose('en');
    expect(await storageItem(page, 'lang')).toBe('en');
    await expectTexts(enT);
    await expect(isMobile ? page.getByTestId('bottom-deposit') : page.getByTestId('header-login')).toHaveText(isMobile ? 'Deposit' : 'Login');

    await choose('tr');
    expect(await storageItem(page, 'lang')).toBe('tr');
    await expectTexts(trT);
  });
});

test.describe('mobile sidebar over the header', () => {
  test('phone: the hamburger and the logo stay reachable and close the open sidebar', { tag: PHONE_TAG }, async ({ page }) => {
    // the hamburger opens or closes the sidebar menu; the logo closes it
    await page.goto('/');
    const sidebar = page.getByTestId('mobile-sidebar');
    const reachable = (testId: string) =>
      page.getByTestId(testId).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
    for (const closer of ['mobile-hamburger', 'mobile-logo']) {
      await page.getByTestId('mobile-hamburger').click();
      await expect(sidebar).toBeVisible();
      await expect.poll(async () => (await sidebar.boundingBox())!.x).toBe(0);
      expect({ hamburger: await reachable('mobile-hamburger'), logo: await reachable('mobile-logo') }).toEqual({ hamburger: true, logo: true });
      // the header (pushed down by the home page's top notice) hides none of the cards
      const headerBottom = (await page.getByTestId('mobile-header').boundingBox())!;
      const firstCard = (await sidebar.getByTestId('sidebar-card').first().boundingBox())!;
      expect(firstCard.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
      await page.getByTestId(closer).click();
      await expect(sidebar).toHaveCount(0);
    }
  });
});

test.describe('licence logo', () => {
  test('the footer shows the seeded licence logo, served by the site', { tag: DESKTOP_TAG }, async ({ page, request }) => {
    const res = await request.get(OPTION.licencelogo);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg');
    await page.goto('/');
    const logo = page.getByTestId('licence-logo');
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
});
