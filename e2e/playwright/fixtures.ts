/**
 * Shared fixtures and helpers for every Playwright suite (e2e/ and each remote e2e folder).
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../../packages/contracts/src/routes';
import { TERMS_VERSION } from '../../packages/contracts/src/schemas/auth';
import { assertNoCspViolations, collectCspViolations, cspViolationsOf, type CspViolation } from './csp';

export { expect };
export type { RouteDef };
export { ROUTES };

export type RemoteName = 'casino' | 'sports' | 'account' | 'payments' | 'cms';

type Translations = Record<string, string>;

export interface ArenaFixtures {
  /** translations of the default locale, as the shell gets them from the server */
  translations: Translations;
  /** the Content-Security-Policy violations the test's context has seen so far (live list) */
  cspViolations: CspViolation[];
  /**
   * Another browser context for the test (a second player): the project's device and reduced motion, held
   * to the same CSP check, and closed when the test ends, passed or not. A context left open keeps its
   * pages running (a live game's animation and socket) for the rest of the worker's tests.
   */
  openContext: () => Promise<BrowserContext>;
}

export const test = base.extend<ArenaFixtures>({
  // the server started by global-setup (or a per-test server: pass baseURL via test.use)
  baseURL: async ({ baseURL }, use) => {
    await use(baseURL ?? process.env.ARENA_E2E_BASE_URL);
  },
  // every test that opens a page fails at its end on any CSP violation, in any of its pages or frames
  context: async ({ context }, use) => {
    const violations = await collectCspViolations(context);
    await use(context);
    assertNoCspViolations(violations);
  },
  cspViolations: async ({ context }, use) => {
    await use(cspViolationsOf(context));
  },
  openContext: async ({ browser, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, reducedMotion }, use) => {
    const opened: { context: BrowserContext; violations: CspViolation[] }[] = [];
    await use(async () => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, reducedMotion });
      opened.push({ context, violations: await collectCspViolations(context) });
      return context;
    });
    await Promise.all(opened.map(({ context }) => context.close()));
    for (const { violations } of opened) assertNoCspViolations(violations);
  },
  translations: async ({ request, baseURL }, use) => {
    await use(await fetchTranslations(request, baseURL!));
  },
});

export const DEFAULT_LOCALE = 'tr';

export async function fetchTranslations(request: APIRequestContext, baseURL: string, locale = DEFAULT_LOCALE): Promise<Translations> {
  const res = await request.get(new URL('/api/cms/translationlist', baseURL).toString(), { headers: { 'x-locale': locale } });
  if (!res.ok()) return {};
  const body = (await res.json()) as { data?: { key: string; value: string }[] };
  return Object.fromEntries((body.data ?? []).map((t) => [t.key, t.value]));
}

export const tr = (dict: Translations, key: string) => dict[key] ?? key;

/** Whether an action (a click, a wait) succeeded: for a step a race may make moot, checked by what follows. */
export const succeeds = (action: Promise<unknown>): Promise<boolean> =>
  action.then(
    () => true,
    () => false,
  );

/** A sample game object, serialised and encoded as text the way the casino links to /casino/play/{data}. */
export const SAMPLE_GAME = {
  gameCode: 'aviator',
  name: 'Aviator',
  providerName: 'Hub88',
  mainProviderId: 2,
  system: 'arena',
  productId: 199,
};
export const SAMPLE_GAME_DATA = encodeURIComponent(JSON.stringify(SAMPLE_GAME));

/** A concrete URL for a route pattern: /pages/1 and a sample encoded game for /casino/play/:data. */
export function samplePath(route: RouteDef): string {
  return route.path
    .replace(':id', '1')
    .replace(':data', SAMPLE_GAME_DATA)
    .replace(':sport', route.page === 'esports' ? 'cs2' : 'football');
}

/** open routes that ask a visitor to log in over the page (a visitor cannot open games) */
export const VISITOR_LOGIN_ROUTES = new Set(['/casino/play/:data']);

/** On a route of VISITOR_LOGIN_ROUTES, the login dialog a visitor gets, closed again; nothing on the others. */
export async function dismissVisitorLogin(page: Page, route: RouteDef) {
  if (!VISITOR_LOGIN_ROUTES.has(route.path)) return;
  await expect(page.getByTestId('dialog-login')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dialog-login')).toHaveCount(0);
}

/** routes whose title is data (a server page title, a game name) rather than the route's own key */
export const DATA_TITLED = new Set(['/pages/:id', '/casino/play/:data']);
/** routes whose heading is the game's title bar (`game-title`), the breadcrumb standing alone above it */
const GAME_TITLED = new Set(['/casino/play/:data']);

/** Header (the desktop or the mobile one, whichever the viewport shows) and footer of the shell are there. */
export async function expectChrome(page: Page) {
  const header = page.locator('[data-testid="desktop-header"], [data-testid="mobile-header"]').filter({ visible: true });
  await expect(header.first()).toBeVisible();
  await expect(header.locator('[data-testid="logo"], [data-testid="mobile-logo"]').first()).toBeVisible();
  await expect(page.getByTestId('footer')).toBeAttached();
}

/** The route is mounted by its owner and shows its title and breadcrumb (the home page: its title to screen readers only). */
export async function expectMountedRoute(page: Page, route: RouteDef, translations: Translations) {
  const outlet = page.locator(`[data-remote="${route.owner}"]`);
  await expect(outlet).toHaveAttribute('data-status', 'mounted');
  const title = outlet.getByTestId(GAME_TITLED.has(route.path) ? 'game-title' : 'page-title');
  await expect(title).toBeVisible();
  if (DATA_TITLED.has(route.path)) await expect(title).not.toBeEmpty();
  else await expect(title).toHaveText(tr(translations, route.titleKey));
  const crumbs = outlet.getByRole('navigation', { name: 'breadcrumb' });
  if (route.path === '/') {
    // no title block at home ("Ana Sayfa / Ana Sayfa" above the banners)
    await expect(crumbs).toHaveCount(0);
    expect((await title.boundingBox())!.height).toBeLessThanOrEqual(1);
  } else {
    await expect(crumbs).toBeVisible();
    await expect(crumbs).toContainText(tr(translations, 'Home'));
    // the last crumb is the page itself
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText((await title.textContent())!.trim());
  }
  // nothing else is mounted in the content area
  await expect(page.locator('[data-remote]')).toHaveCount(1);
}

/** A guarded route as a visitor: the login dialog opens and the route is blocked. */
export async function expectBlockedForVisitor(page: Page) {
  await expect(page.getByTestId('dialog-login')).toBeVisible();
  await expect(page.getByTestId('route-blocked')).toBeVisible();
  await expect(page.locator('[data-remote]')).toHaveCount(0);
}

let counter = 0;

/**
 * Logs a fresh player in through the real API (auth/register + auth/login) and stores the
 * session the way the shell does (localStorage authData), so the next navigation starts logged in.
 */
export async function loginAsNewPlayer(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  await startLoggedIn(page, await newPlayerSession(request, baseURL));
}

/** Starts the next navigations of the page logged in with a session of newPlayerSession. */
export async function startLoggedIn(page: Page, authData: string): Promise<void> {
  await page.addInitScript((data) => window.localStorage.setItem('authData', data), authData);
}

/** Registers and logs in a fresh player through the real API; the session as the shell stores it (authData). */
export async function newPlayerSession(request: APIRequestContext, baseURL: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(-12);
  const username = `e2e${stamp}`.slice(0, 20);
  const password = 'Secret123!';
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const api = (p: string) => new URL(`/api/${p}`, baseURL).toString();
  const headers = { 'x-locale': DEFAULT_LOCALE };
  const form = await request.get(api('auth/form'), { headers });
  let countryId = 235;
  if (form.ok()) {
    const countries = ((await form.json())?.data?.countries ?? []) as { id: number; name: string }[];
    countryId = countries.find((c) => c.id === 235)?.id ?? countries[0]?.id ?? 235;
  }
  const reg = await request.post(api('auth/register'), {
    headers,
    // RegisterRequest of @arena/contracts
    data: {
      // the holder the specs' withdrawals name: a payout goes only to the player's registered name
      name: 'Deneme',
      surname: 'Oyuncu',
      username,
      email: `${username}@example.com`,
      phone: `905${digits}`,
      PersonalNo: `1${digits}0`.slice(0, 11),
      country: countryId,
      currencyId: 1,
      birthDate: '1990-01-15',
      trialBonus: 0,
      password,
      password2: password,
      termsVersion: TERMS_VERSION,
      adult: true,
    },
  });
  const login = await request.post(api('auth/login'), { headers, data: { username, password } });
  const body = await login.json();
  if (!login.ok() || !body?.success || !body?.data?.token) {
    throw new Error(`login failed: register ${reg.status()} ${await reg.text()} / login ${login.status()} ${JSON.stringify(body)}`);
  }
  return JSON.stringify(body.data);
}
