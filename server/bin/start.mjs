#!/usr/bin/env node
// Root `npm start`: build whatever is missing once (build-if-missing.mjs), then run the compiled server in
// this process, so signals reach it directly. Without NODE_ENV it runs the demo site (development).
// `npm run cluster` (deploy/cluster) starts several of these.
import { buildIfMissing } from './build-if-missing.mjs';

const serverMain = buildIfMissing({ skip: Boolean(process.env.ARENA_SKIP_BUILD) });

// the server refuses to start without a mode; `npm start` runs the demo site on purpose, and says so
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'development';
  console.log('[arena] NODE_ENV is not set: starting the demo site (NODE_ENV=development). A real site sets NODE_ENV=production: see the README.');
}

// stack traces point into server/src, not into the bundle
process.setSourceMapsEnabled(true);
await import(serverMain);
