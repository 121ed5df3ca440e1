// What `npm start` and `npm run cluster` do before running the compiled server: build whatever is missing
// once (the front ends' dist/ and the server's compiled dist/main.js). Answers the compiled server's path.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverMain = path.join(repoRoot, 'server/dist/main.js');
const builds = ['shell', 'mf-casino', 'mf-sports', 'mf-account', 'mf-payments', 'mf-cms', 'backoffice'];

/** `skip`: ARENA_SKIP_BUILD (a remote's own test suite serves the shell and that remote only, whatever else is missing) */
export function buildIfMissing({ skip = false } = {}) {
  const missing = builds.filter((dir) => !existsSync(path.join(repoRoot, dir, 'dist')));
  if (!existsSync(serverMain)) missing.push('server');
  if (missing.length > 0 && !skip) {
    console.log(`[arena] no build yet for ${missing.join(', ')}: running \`npx turbo run build\` first`);
    const build = spawnSync('npx', ['turbo', 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`[arena] build failed (exit ${build.status ?? build.signal})`);
      // the API still works without front ends (the server logs which dist/ folders it could not find),
      // but there is nothing to run without the server's own build
      if (!existsSync(serverMain)) process.exit(1);
    }
  }
  return serverMain;
}
