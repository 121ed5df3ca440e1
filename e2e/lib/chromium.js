// Debian's Chromium as every browser run of the repo starts it (Playwright's projects, bench/web.mjs's
// Lighthouse): Playwright never downloads a browser here, and without the networking flags Chromium's
// own connections are refused by the machine's closed network, many at a time.
'use strict';

const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
