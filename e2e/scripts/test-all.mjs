#!/usr/bin/env node
// Root `npm test`: the gates (type-check, lint, formatting) and every app's build in one turbo graph (a
// failing gate stops the run before any suite), one template database for every Playwright run, then
// every workspace's `test` task through turbo, one at a time, and one closing summary that adds up what
// jest and Playwright reported.
//
//   npm test                 everything
//   npm test -- --filter=mf-cms   (any extra arguments go to `turbo run test`)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const extra = process.argv.slice(2);
const started = Date.now();

/** when each turbo task printed its first and its last line: a task's wall time (tasks run one at a time) */
const taskClock = new Map();

function run(args, command = 'npx', prefix = ['turbo']) {
  return new Promise((resolve) => {
    let out = '';
    const seen = (c) => {
      const now = Date.now();
      for (const m of String(c).matchAll(/^([@\w/.-]+):test:/gm)) {
        const clock = taskClock.get(m[1]) ?? { first: now, last: now };
        clock.last = now;
        taskClock.set(m[1], clock);
      }
    };
    const child = spawn(command, [...prefix, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (c) => {
      process.stdout.write(c);
      out += c;
      seen(c);
    });
    child.stderr.on('data', (c) => {
      process.stderr.write(c);
      out += c;
      seen(c);
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

// the gates and the builds in one turbo graph, so a long type-check of one workspace overlaps the others'
// lint and build instead of idling a core (on 2 cores the three used to run one after another, each with
// a one-workspace tail); Prettier and the root files' ESLint run beside it. Every gate runs to its end
// (--continue), so one run shows every failing one; a failing gate stops the run before any suite.
const filters = extra.filter((a) => a.startsWith('--filter'));
const [graph, format, rootLint] = await Promise.all([
  run(['run', 'typecheck', 'lint', 'build', '--continue', '--concurrency=4', ...filters]),
  run(['run', 'format:check'], 'npm', []),
  run(['run', 'lint:root'], 'npm', []),
]);
const failedTurboTasks = (out) => /^\s*Failed:\s+(.+)$/m.exec(stripVTControlCharacters(out))?.[1]?.trim().split(/,\s*/) ?? [];
const graphFailures = graph.code === 0 ? [] : failedTurboTasks(graph.out);
const failedGates = [
  ...['typecheck', 'lint'].filter((gate) => graphFailures.some((t) => t.endsWith(`#${gate}`))),
  ...(rootLint.code !== 0 && !graphFailures.some((t) => t.endsWith('#lint')) ? ['lint'] : []),
  ...(format.code !== 0 ? ['format:check'] : []),
];
if (failedGates.length > 0) {
  console.log(`\nGATE FAILED: ${failedGates.map((g) => `npm run ${g}`).join(', ')} (fix it before the suites run)`);
  process.exit(1);
}
const build = { code: graph.code };
const gatesSeconds = Math.round((Date.now() - started) / 1000);
if (build.code === 0) console.log('\ngates passed: typecheck, lint, format:check; every app built');

// The PostgreSQL (or PGlite) database every Playwright run's servers copy: migrated and seeded once here
// for the six runs (the e2e suite and each remote's route suite) instead of once in each of them.
const { makeTemplate } = createRequire(import.meta.url)('../lib/arena-server.js');
const removeTemplate = build.code === 0 ? await makeTemplate('run-template') : async () => undefined;

// One task at a time: the server's jest runs two workers and each Playwright suite two browsers, which is
// all a 2-core machine has. Running the other workspaces' jest beside them (tried in a second turbo run) made
// hooks and journeys overrun their timeouts across the board instead of saving time.
const suites = build.code === 0 ? await run(['run', 'test', '--concurrency=1', '--continue', ...extra]) : { code: 1, out: '' };
await removeTemplate();
const test = { code: suites.code !== 0 || build.code !== 0 ? 1 : 0, out: suites.out };

// ---- add up the reports: "<task>: Tests: 2 failed, 40 passed, 42 total" (jest), "<task>:   12 passed (31.2s)" (Playwright)
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const perTask = new Map();
const bump = (task, kind, n) => {
  const t = perTask.get(task) ?? { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  t[kind] = (t[kind] ?? 0) + n;
  perTask.set(task, t);
  totals[kind] = (totals[kind] ?? 0) + n;
};
/** test files and their time: jest's slow files ("PASS src/a.test.ts (12.3 s)"), Playwright's spec files (sum of their tests) */
const suiteTime = new Map();
const addSuiteTime = (task, file, seconds) => suiteTime.set(`${task} ${file}`, (suiteTime.get(`${task} ${file}`) ?? 0) + seconds);
/** the tests that failed, and Playwright's tests that passed only on their retry */
const failedTests = [];
const flakyTests = [];
/** Playwright's closing lists ("  2 failed" then one indented line a test) */
let listing = null;
/**
 * Why each failure failed, in one line: the first error line after Playwright's "  1) [project] › test"
 * or jest's "● test" heading, and where in a test file it was thrown. CI shows only the end of the log,
 * where the summary stands, so the reason is printed there next to the test's name.
 */
const failureReasons = new Map();
let failing = null;
for (const raw of test.out.split('\n')) {
  const line = stripVTControlCharacters(raw);
  const m = /^([@\w/.-]+):test:\s?(.*)$/.exec(line);
  if (!m) continue;
  const [, task, text] = m;
  // jest names the project first where it has several (the server's: `PASS server src/a.test.ts (12.3 s)`)
  const jestFile = /^(PASS|FAIL)\s+(?:[\w-]+\s+)?(\S+\.\w+)\s+\((\d+(?:\.\d+)?) s\)/.exec(text);
  if (jestFile) addSuiteTime(task, jestFile[2], Number(jestFile[3]));
  if (jestFile || /^\s*\d+ (passed|failed|flaky)/.test(text)) failing = null;
  const pwTest = /^\s*[✓✘]\s+\d+\s+\[[\w-]+\] › ([^:]+):\d+:\d+ › .* \((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(text);
  if (pwTest) addSuiteTime(task, pwTest[1], Number(pwTest[2]) * { ms: 0.001, s: 1, m: 60 }[pwTest[3]]);
  const jestFailure = /^\s*● (?!Console|Validation Warning)(.+)$/.exec(text);
  if (jestFailure) failedTests.push(`${task}: ${jestFailure[1].trim()}`);
  const pwFailure = /^\s+\d+\) (\[[\w-]+\] › .+?)(\s*─+)?\s*$/.exec(text);
  if (jestFailure || pwFailure) {
    failing = `${task}: ${(jestFailure?.[1] ?? pwFailure[1]).trim()}`;
    if (!failureReasons.has(failing)) failureReasons.set(failing, { error: null, at: null });
  } else if (failing) {
    const reason = failureReasons.get(failing);
    const error = /^\s*((?:\w*Error:|expect\(|Test timeout|Timed out|Received|Expected).*)$/.exec(text);
    if (error && !reason.error) reason.error = error[1].trim().slice(0, 160);
    const at = /((?:[\w-]+\/){0,3}[\w.-]+\.(?:spec|test)\.[jt]sx?:\d+)/.exec(text);
    if (at && /^\s*at /.test(text) && !reason.at) reason.at = at[1];
  }
  // Playwright's count of failed or flaky tests heads their list: counted here, as the other counts below
  const pwList = /^\s*(\d+) (failed|flaky)\s*$/.exec(text);
  if (pwList) {
    bump(task, pwList[2], Number(pwList[1]));
    listing = pwList[2];
    continue;
  }
  const listed = listing && /^\s+(\[[\w-]+\] › .+?)(\s*─+)?\s*$/.exec(text);
  if (listed) {
    (listing === 'failed' ? failedTests : flakyTests).push(`${task}: ${listed[1]}`);
    continue;
  }
  listing = null;
  const jest = /^Tests:\s+(.*?)\s*\d+ total/.exec(text);
  if (jest) {
    for (const part of jest[1].split(',')) {
      const pm = /(\d+) (passed|failed|skipped|todo)/.exec(part.trim());
      if (pm) bump(task, pm[2] === 'todo' ? 'skipped' : pm[2], Number(pm[1]));
    }
    continue;
  }
  const pw = /^\s*(\d+) (passed|failed|skipped|flaky|interrupted|did not run)(\s\(.+\))?\s*$/.exec(text);
  if (pw) bump(task, pw[2] === 'interrupted' || pw[2] === 'did not run' ? 'failed' : pw[2], Number(pw[1]));
}

const secs = Math.round((Date.now() - started) / 1000);
console.log('\n== test summary (jest + Playwright, per workspace) ==');
for (const [task, t] of [...perTask].sort()) {
  console.log(`  ${task.padEnd(20)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}${t.flaky ? `, ${t.flaky} flaky` : ''}`);
}
console.log('\n== the 15 slowest test files (seconds; a Playwright file: the sum of its tests) ==');
for (const [suite, seconds] of [...suiteTime].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${seconds.toFixed(1).padStart(7)}  ${suite}`);
console.log(
  `\n== wall time per workspace (first to last line of its test task; from: seconds after the run's start; gates and builds took ${gatesSeconds} s) ==`,
);
for (const [task, clock] of [...taskClock].sort((a, b) => b[1].last - b[1].first - (a[1].last - a[1].first))) {
  const from = Math.round((clock.first - started) / 1000);
  console.log(`  ${String(Math.round((clock.last - clock.first) / 1000)).padStart(5)} s  ${task.padEnd(22)} from ${from} s`);
}
if (flakyTests.length) console.log(`\n== passed only on retry: fix these, a retry must not hide them ==\n${flakyTests.map((t) => `  ${t}`).join('\n')}`);
// jest repeats a failure in its closing summary: list each once
const withReason = (t) => {
  // Playwright's heading of a failure in a step names the step after the test: "… › test › step"
  const reason = failureReasons.get(t) ?? [...failureReasons].find(([heading]) => heading.startsWith(`${t} › `))?.[1];
  return reason?.error || reason?.at ? `  ${t}\n      ↳ ${reason.error ?? ''}${reason.at ? ` (at ${reason.at})` : ''}` : `  ${t}`;
};
if (failedTests.length) console.log(`\n== failed ==\n${[...new Set(failedTests)].map(withReason).join('\n')}`);
const ok = build.code === 0 && test.code === 0;
const failedTasks = failedTurboTasks(suites.out).join(', ');
if (build.code !== 0) console.log('  build FAILED: no tests ran');
else if (failedTasks) console.log(`  failed turbo tasks: ${failedTasks}`);
else if (test.code !== 0) console.log('  a test task failed (see above)');
console.log(
  `${ok ? 'PASS' : 'FAIL'}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${totals.flaky ? `, ${totals.flaky} flaky` : ''} in ${Math.floor(secs / 60)}m${String(secs % 60).padStart(2, '0')}s`,
);
process.exit(ok ? 0 : 1);
