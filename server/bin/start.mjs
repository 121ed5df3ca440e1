#!/usr/bin/env node
// Root `npm start`: build the front ends once if any dist/ is missing, then run the server from its
// TypeScript sources through tsx's loaders (registered in this process, so signals reach the server).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builds = ['shell', 'mf-casino', 'mf-sports', 'mf-account', 'mf-payments', 'mf-cms'];
const missing = builds.filter((dir) => !existsSync(path.join(repoRoot, dir, 'dist')));

// ARENA_SKIP_BUILD: a remote's own test suite serves the shell and that remote only, whatever else is missing
if (missing.length > 0 && !process.env.ARENA_SKIP_BUILD) {
  console.log(`[arena] no build yet for ${missing.join(', ')}: running \`npx turbo run build\` first`);
  const build = spawnSync('npx', ['turbo', 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    // the API still works without front ends; the server logs which dist/ folders it could not find
    console.error(`[arena] build failed (exit ${build.status ?? build.signal}); starting the server anyway`);
  }
}

// main.ts compiles to CommonJS (the server package is not "type": "module"): tsx needs both hooks
registerCjs();
registerEsm();
await import(path.join(repoRoot, 'server/src/main.ts'));
