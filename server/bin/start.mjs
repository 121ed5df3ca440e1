#!/usr/bin/env node
// Root `npm start`: build whatever is missing once (the front ends' dist/ and the server's compiled
// dist/main.js), then run the compiled server in this process, so signals reach it directly. Without
// NODE_ENV it runs the demo site (development).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(repoRoot, 'server/dist/main.js');
const builds = ['shell', 'mf-casino', 'mf-sports', 'mf-account', 'mf-payments', 'mf-cms', 'backoffice'];
const missing = builds.filter((dir) => !existsSync(path.join(repoRoot, dir, 'dist')));
if (!existsSync(serverMain)) missing.push('server');

// ARENA_SKIP_BUILD: a remote's own test suite serves the shell and that remote only, whatever else is missing
if (missing.length > 0 && !process.env.ARENA_SKIP_BUILD) {
  console.log(`[arena] no build yet for ${missing.join(', ')}: running \`npx turbo run build\` first`);
  const build = spawnSync('npx', ['turbo', 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[arena] build failed (exit ${build.status ?? build.signal})`);
    // the API still works without front ends (the server logs which dist/ folders it could not find),
    // but there is nothing to run without the server's own build
    if (!existsSync(serverMain)) process.exit(1);
  }
}

// the server refuses to start without a mode; `npm start` runs the demo site on purpose, and says so
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'development';
  console.log('[arena] NODE_ENV is not set: starting the demo site (NODE_ENV=development). A real site sets NODE_ENV=production: see the README.');
}

// stack traces point into server/src, not into the bundle
process.setSourceMapsEnabled(true);
await import(serverMain);
