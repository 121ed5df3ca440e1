#!/usr/bin/env node
// Compiles the server to one CommonJS file, dist/main.js, that production runs with plain node, writes
// the release manifest of its critical components' hashes (dist/release-manifest.json), and compiles
// the Arena Originals browser clients (originals-client/) to dist/originals-client/, which the server
// serves under /originals/assets/.
// The workspace packages (@arena/*, TypeScript sources with no build of their own) are bundled in;
// every npm dependency stays external and loads from node_modules as is: native addons (@node-rs/argon2),
// packages that read files next to their code (PGlite's wasm and data), and the rest for simplicity.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@arena/'));

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // dist/ sits one folder below server/ like src/, so paths from __dirname stay right (src/server-root.ts)
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});

// the game clients and the verify page: one script each (its @arena packages bundled in) and the stylesheet
await build({
  entryPoints: ['dice', 'limbo', 'verify', 'slot', 'roulette', 'plinko', 'blackjack', 'aviator', 'wheel', 'auto-roulette', 'bingo']
    .map((page) => path.join(serverDir, `originals-client/${page}.ts`))
    .concat(path.join(serverDir, 'originals-client/originals.css')),
  outdir: path.join(serverDir, 'dist/originals-client'),
  bundle: true,
  platform: 'browser',
  target: 'es2020',
  format: 'iife',
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
});

// the release manifest: each critical component's SHA-256, the certified values the integrity self-check
// compares with at start and every day (src/modules/integrity); written last, over the finished dist/main.js
await build({
  entryPoints: [path.join(serverDir, 'src/modules/integrity/manifest-cli.ts')],
  outfile: path.join(serverDir, 'dist/release-manifest.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
});
execFileSync(
  process.execPath,
  [path.join(serverDir, 'dist/release-manifest.js'), path.resolve(serverDir, '..'), path.join(serverDir, 'dist/release-manifest.json')],
  {
    stdio: 'inherit',
  },
);
