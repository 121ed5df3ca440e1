// Preloaded (`node --require`) into every server the Playwright suites start (arena-server.js). The
// server runs in its own process group so that stop() ends it whole; that also lets it outlive a test
// worker torn down before its afterAll ran (a journey that overran its timeout), and such a server then
// kept a development server's share of a core busy for the rest of the run. It looks at its parent every
// second and stops itself, as stop() would, once that parent is gone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
