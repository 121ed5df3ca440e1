/**
 * A remote that cannot be loaded or throws must not take the shell down (docs/architecture.md): its routes
 * show the translated fallback with Retry; header, footer, dialogs and other remotes keep working.
 */
import { startServer } from '../lib/arena-server';
import {
  expect,
  expectChrome,
  expectMountedRoute,
  fetchTranslations,
  loginAsNewPlayer,
  ROUTES,
  samplePath,
  test,
  tr,
  type RemoteName,
} from '../playwright/fixtures';
import type { Page } from '@playwright/test';

const REMOTES: RemoteName[] = ['casino', 'sports', 'account', 'payments', 'cms'];
const DEAD_MANIFEST = 'http://127.0.0.1:9/mf-manifest.json';
const FALLBACK_TEXT = 'This section could not be loaded.';

const firstRoute = (owner: RemoteName) => ROUTES.find((r) => r.owner === owner && !r.guarded) ?? ROUTES.find((r) => r.owner === owner)!;
const otherRoute = (owner: RemoteName) => ROUTES.find((r) => r.owner !== owner && !r.guarded && r.owner !== 'account' && r.owner !== 'payments')!;

async function expectFallback(page: Page, owner: RemoteName, translations: Record<string, string>) {
  const outlet = page.locator(`[data-remote="${owner}"]`);
  await expect(outlet).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  const fallback = outlet.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(tr(translations, FALLBACK_TEXT));
  await expect(fallback.getByTestId('remote-retry')).toHaveText(tr(translations, 'Retry'));
}

// one server per remote: spread the five over the (at most 2) workers
test.describe.configure({ mode: 'parallel' });

test.describe('a remote whose manifest URL is dead', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const remote of REMOTES) {
    test.describe(`REMOTE_${remote.toUpperCase()}_URL dead`, () => {
      let server: Awaited<ReturnType<typeof startServer>>;
      test.beforeAll(async () => {
        test.setTimeout(240_000);
        server = await startServer({ label: `dead-${remote}`, env: { [`REMOTE_${remote.toUpperCase()}_URL`]: DEAD_MANIFEST } });
        expect(server.remoteMap[remote]).toBe(DEAD_MANIFEST);
      });
      test.afterAll(async () => server?.stop());

      test(`${remote}: fallback with Retry; header, footer, login dialog and another remote still work`, async ({ page, request }) => {
        const translations = await fetchTranslations(request, server.url);
        expect(translations[FALLBACK_TEXT], 'the server translates the fallback text').toBeTruthy();
        const route = firstRoute(remote);
        const other = otherRoute(remote);

        // visitor: the login dialog opens from the header while the failing remote is on screen
        // (or, for a remote with guarded routes only, while the route is blocked)
        await page.goto(server.url + samplePath(route));
        await expectChrome(page);
        if (route.guarded) {
          // the guard already opened the login dialog: close it, then open it from the header
          await expect(page.getByTestId('dialog-login')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('dialog-login')).toHaveCount(0);
        }
        await page.getByTestId('header-login').click();
        await expect(page.getByTestId('dialog-login')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('dialog-login')).toHaveCount(0);

        const anotherRemoteWorks = async () => {
          await page
            .locator(`a[href="${samplePath(other)}"]`)
            .first()
            .click();
          await expect(page).toHaveURL(server.url + samplePath(other));
          await expectMountedRoute(page, other, translations);
          await expectChrome(page);
        };

        if (route.guarded) {
          // a visitor never reaches this remote; the rest of the site is fine
          await anotherRemoteWorks();
          await loginAsNewPlayer(page, request, server.url);
          await page.goto(server.url + samplePath(route));
        }
        await expectFallback(page, remote, translations);
        await expectChrome(page);

        // a retry against a dead URL fails again, the shell stays up
        await page.getByTestId('remote-retry').click();
        await expectFallback(page, remote, translations);

        // another remote's route, reached by client-side navigation, still mounts; a full load too
        await anotherRemoteWorks();
        await page.goto(server.url + samplePath(other));
        await expectMountedRoute(page, other, translations);
      });
    });
  }
});

test('an exposed chunk that throws shows the fallback; Retry recovers once the chunk is healthy', async ({ page, request, baseURL, translations }) => {
  const remote: RemoteName = 'sports';
  const map = (await (await request.get(`${baseURL}/api/platform/remotes`)).json()).data as Record<string, string>;
  const base = new URL('.', new URL(map[remote], baseURL)).href; // folder of the remote's manifest
  const pattern = (url: URL) => url.href.startsWith(base) && /\/__federation_expose_parcel[^/]*\.js$/.test(url.pathname);
  let served = 0;
  await page.route(pattern, (route) => {
    served++;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("e2e: broken remote chunk");' });
  });

  const route = firstRoute(remote);
  await page.goto(samplePath(route));
  await expectFallback(page, remote, translations);
  expect(served).toBeGreaterThan(0);
  await expectChrome(page);

  await page.unroute(pattern);
  await page.getByTestId('remote-retry').click();
  await expectMountedRoute(page, route, translations);
  await expectChrome(page);
});
