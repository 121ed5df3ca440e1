// Debian's Chromium as every browser run of the repo starts it (Playwright's projects, bench/web.mjs's
// Lighthouse): Playwright never downloads a browser here, and without the networking flags Chromium's
// own connections are refused by the machine's closed network, many at a time.
'use strict';

const fs = require('node:fs');

const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

// The Playwright suites' browser: Debian's chromium-headless-shell when installed, the same Blink and V8
// without the full browser's window, compositor and GPU process work: on 2 cores mf-account's route suite
// took 38 s in it against 48 s in the full browser, and mf-sports' renderers half the CPU. Lighthouse
// (bench/web.mjs) keeps the full browser: it measures what players run.
// ARENA_TEST_CHROME_PATH picks another, e.g. /usr/bin/chromium to watch a run with --headed.
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const TEST_CHROMIUM_PATH = process.env.ARENA_TEST_CHROME_PATH || (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

module.exports = { CHROMIUM_PATH, TEST_CHROMIUM_PATH, CHROMIUM_ARGS };
