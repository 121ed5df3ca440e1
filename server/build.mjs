#!/usr/bin/env node
// Compiles the server to one CommonJS file, dist/main.js, that production runs with plain node, and
// the Arena Originals browser clients (originals-client/) to dist/originals-client/, which the server
// serves under /originals/assets/.
// The workspace packages (@arena/*, TypeScript sources with no build of their own) are bundled in;
// every npm dependency stays external and loads from node_modules as is: native addons (@node-rs/argon2),
// packages that read files next to their code (PGlite's wasm and data), and the rest for simplicity.
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
