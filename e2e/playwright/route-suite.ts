/**
 * The route suite, generated from contracts ROUTES: each remote's own suite (packages/remote-kit/e2e,
 * run from mf-<name>) walks the routes that remote owns, so every route is walked once per CI run. Each
 * mounted page is also checked by axe (issue 9: no serious or critical violation, on desktop and phone,
 * as a visitor and, on a guarded route, as a player); the shell's dialogs and drawers are e2e's a11y spec's.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  dismissVisitorLogin,
  expect,
  expectBlockedForVisitor,
  expectChrome,
  expectMountedRoute,
  loginAsNewPlayer,
  ROUTES,
  samplePath,
  test,
  type RemoteName,
} from './fixtures';

/** the idle-rendered footer is in: the whole page is there for axe */
async function expectAccessible(page: Page) {
  await expect(page.getByTestId('footer')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** guarded routes visited in one test */
const GUARDED_BATCH = 3;

export function describeRouteSuite(owner: RemoteName) {
  const routes = ROUTES.filter((r) => r.owner === owner);
  const open = routes.filter((r) => !r.guarded);
  const guarded = routes.filter((r) => r.guarded);

  test.describe(`routes of ${owner}`, () => {
    // independent page loads: spread them over the (at most 2) workers
    test.describe.configure({ mode: 'parallel' });
    for (const route of open) {
      test(`${route.path} is mounted by ${route.owner} with title and breadcrumb, and passes axe`, async ({ page, translations }) => {
        await page.goto(samplePath(route));
        await dismissVisitorLogin(page, route);
        await expectMountedRoute(page, route, translations);
        await expectChrome(page);
        await expectAccessible(page);
      });
    }

    if (guarded.length) {
      // a few routes per test, so that each stays well inside its time on a busy 2-core machine (every
      // page load brings the whole shell up again) and the workers share them
      const batches = Array.from({ length: Math.ceil(guarded.length / GUARDED_BATCH) }, (_, i) => guarded.slice(i * GUARDED_BATCH, (i + 1) * GUARDED_BATCH));
      batches.forEach((batch, i) => {
        test(`guarded ${owner} routes as a visitor: login dialog + blocked notice (${i + 1}/${batches.length})`, async ({ page }) => {
          for (const route of batch) {
            await test.step(samplePath(route), async () => {
              await page.goto(samplePath(route));
              await expectBlockedForVisitor(page);
              await expectChrome(page);
            });
          }
        });

        test(`guarded ${owner} routes as a logged-in player are mounted by their owner and pass axe (${i + 1}/${batches.length})`, async ({
          page,
          request,
          baseURL,
          translations,
        }) => {
          await loginAsNewPlayer(page, request, baseURL!);
          for (const route of batch) {
            await test.step(samplePath(route), async () => {
              await page.goto(samplePath(route));
              await expectMountedRoute(page, route, translations);
              await expectChrome(page);
              await expectAccessible(page);
            });
          }
        });
      });
    }
  });
}
