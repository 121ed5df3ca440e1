// The fixtures' Content-Security-Policy guard (issue 9: the Playwright suites fail on any CSP violation)
// catches a violation: a page under a strict policy runs an inline script and loads a foreign one, and
// frames a page that refuses to be framed (a violation only the console tells of).
import { expect, test } from '../playwright/fixtures';
import { assertNoCspViolations } from '../playwright/csp';
import { DESKTOP_TAG } from '../playwright/shared-config';

const STRICT_PAGE = 'http://csp-guard.arena.test/';
const FOREIGN_SCRIPT = 'http://elsewhere.arena.test/x.js';
const UNFRAMEABLE = 'http://unframeable.arena.test/';

test('a page breaking its Content-Security-Policy is caught and would fail the test', { tag: DESKTOP_TAG }, async ({ page, cspViolations }) => {
  await page.route(STRICT_PAGE, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
      body: `<title>strict</title><script>document.title = 'inline ran'</script><script src="${FOREIGN_SCRIPT}"></script>`,
    }),
  );
  await page.route(UNFRAMEABLE, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/html', 'content-security-policy': "frame-ancestors 'none'" }, body: '<p>alone</p>' }),
  );
  await page.route(FOREIGN_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'document.title = "foreign ran"' }));
  await page.goto(STRICT_PAGE);
  await page.evaluate((src) => document.body.append(Object.assign(document.createElement('iframe'), { src })), UNFRAMEABLE);

  await expect
    .poll(() => cspViolations.filter((v) => v.source === 'event'))
    .toEqual([
      expect.objectContaining({ url: STRICT_PAGE, directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' }),
      expect.objectContaining({ url: STRICT_PAGE, directive: 'script-src-elem', blocked: FOREIGN_SCRIPT }),
    ]);
  await expect
    .poll(() => cspViolations.filter((v) => v.source === 'console').map((v) => v.message))
    .toEqual([
      expect.stringContaining('inline script'),
      expect.stringContaining(FOREIGN_SCRIPT),
      expect.stringContaining(`Framing '${UNFRAMEABLE}' violates the following Content Security Policy directive: "frame-ancestors 'none'"`),
    ]);
  await expect(page).toHaveTitle('strict');
  expect(() => assertNoCspViolations(cspViolations)).toThrow(/5 Content-Security-Policy violation\(s\):[\s\S]*script-src-elem refused inline/);

  // caught on purpose: empty the list, else the fixture's own check at the end fails this test
  cspViolations.length = 0;
});

test('a page within its policy passes', { tag: DESKTOP_TAG }, async ({ page, cspViolations }) => {
  await page.route(STRICT_PAGE, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
      body: '<title>strict</title><p>no script</p>',
    }),
  );
  await page.goto(STRICT_PAGE);
  await expect(page).toHaveTitle('strict');
  expect(cspViolations).toEqual([]);
});
