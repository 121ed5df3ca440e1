/**
 * Redeploying a remote = copying its dist/ and changing its URL (docs/architecture.md). A copy of mf-cms whose
 * home page renders an extra marker is built outside the working tree, served from another origin,
 * and the UNCHANGED shell build shows it once REMOTE_CMS_URL points there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startServer } from '../lib/arena-server';
import { buildPatchedRemote, hashDir, serveStatic } from '../lib/redeploy';
import { expect, expectChrome, test } from '../playwright/fixtures';

const MARKER = `redeployed-cms-${Date.now().toString(36)}`;

/** Wraps the remote's HomePage so it also renders the marker, whatever the page itself contains. */
function patchHomePage(app: string) {
  const file = path.join(app, 'src/features/home/components/HomePage.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const renamed = source.replace(/export\s+(function|const)\s+HomePage\b/, '$1 HomePageBeforeRedeploy');
  if (renamed === source) throw new Error(`cannot find "export function|const HomePage" in ${file}`);
  fs.writeFileSync(
    file,
    `${renamed}

export function HomePage() {
  return (
    <>
      <HomePageBeforeRedeploy />
      <p data-testid="redeploy-marker">${MARKER}</p>
    </>
  );
}
`,
  );
}

test('a rebuilt mf-cms served from elsewhere shows up in the unchanged shell', async ({ page, baseURL }) => {
  test.setTimeout(480_000);
  const shellDist = path.join(REPO_ROOT, 'shell/dist');
  const cmsDist = path.join(REPO_ROOT, 'mf-cms/dist');
  const shellBefore = hashDir(shellDist);
  const cmsBefore = hashDir(cmsDist);

  const build = await buildPatchedRemote({ remote: 'cms', patch: patchHomePage });
  let cdn: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    cdn = await serveStatic(build.dist);
    server = await startServer({ label: 'redeploy', env: { REMOTE_CMS_URL: `${cdn.url}/mf-manifest.json` } });
    // the running site without the override does not have the marker
    await page.goto(`${baseURL}/`);
    await expect(page.locator('[data-remote="cms"]')).toHaveAttribute('data-status', 'mounted');
    await expect(page.getByTestId('redeploy-marker')).toHaveCount(0);

    // the same shell build, pointed at the new cms
    await page.goto(`${server.url}/`);
    await expect(page.locator('[data-remote="cms"]')).toHaveAttribute('data-status', 'mounted');
    await expect(page.getByTestId('redeploy-marker')).toHaveText(MARKER);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expectChrome(page);
    expect(cdn.requests).toContain('/mf-manifest.json');
    expect(cdn.requests.some((r) => /__federation_expose_parcel/.test(r))).toBe(true);
  } finally {
    await server?.stop();
    await cdn?.close();
    build.cleanup();
  }
  expect(hashDir(shellDist), 'shell/dist untouched').toBe(shellBefore);
  expect(hashDir(cmsDist), 'mf-cms/dist untouched').toBe(cmsBefore);
});
