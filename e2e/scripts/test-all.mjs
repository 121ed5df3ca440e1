#!/usr/bin/env node
// Root `npm test`: the gates first (type-check, lint, formatting; a failing gate stops the run before
// any suite), then build every app, then run every workspace's `test` task through turbo (jest
// everywhere, each remote's Playwright suite, the e2e suite) one task at a time, and end with one
// line that adds up what jest and Playwright reported.
//
//   npm test                 everything
//   npm test -- --filter=mf-cms   (any extra arguments go to `turbo run test`)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const extra = process.argv.slice(2);
const started = Date.now();

function run(args, command = 'npx', prefix = ['turbo']) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(command, [...prefix, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (c) => {
      process.stdout.write(c);
      out += c;
    });
    child.stderr.on('data', (c) => {
      process.stderr.write(c);
      out += c;
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

// the gates, all three so one run shows every failing one; over the whole repo, turbo's cache skips
// the workspaces that did not change
const gates = ['typecheck', 'lint', 'format:check'];
const failedGates = [];
for (const gate of gates) {
  const { code } = await run(['run', gate], 'npm', []);
  if (code !== 0) failedGates.push(gate);
}
if (failedGates.length > 0) {
  console.log(`\nGATE FAILED: ${failedGates.map((g) => `npm run ${g}`).join(', ')} (fix it before the suites run)`);
  process.exit(1);
}
console.log(`\ngates passed: ${gates.join(', ')}`);

// builds first with two at a time (2 cores); the test run then finds them in turbo's cache
const filters = extra.filter((a) => a.startsWith('--filter'));
const build = await run(['run', 'build', '--concurrency=2', ...filters]);
const test = build.code === 0 ? await run(['run', 'test', '--concurrency=1', '--continue', ...extra]) : { code: 1, out: '' };

// ---- add up the reports: "<task>: Tests: 2 failed, 40 passed, 42 total" (jest), "<task>:   12 passed (31.2s)" (Playwright)
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const perTask = new Map();
const bump = (task, kind, n) => {
  const t = perTask.get(task) ?? { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  t[kind] = (t[kind] ?? 0) + n;
  perTask.set(task, t);
  totals[kind] = (totals[kind] ?? 0) + n;
};
for (const raw of test.out.split('\n')) {
  const line = stripVTControlCharacters(raw);
  const m = /^([@\w/.-]+):test:\s?(.*)$/.exec(line);
  if (!m) continue;
  const [, task, text] = m;
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
const ok = build.code === 0 && test.code === 0;
const failedTasks = /^\s*Failed:\s+(.+)$/m.exec(stripVTControlCharacters(test.out))?.[1]?.trim();
if (build.code !== 0) console.log('  build FAILED: no tests ran');
else if (failedTasks) console.log(`  failed turbo tasks: ${failedTasks}`);
else if (test.code !== 0) console.log('  a test task failed (see above)');
console.log(
  `${ok ? 'PASS' : 'FAIL'}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${totals.flaky ? `, ${totals.flaky} flaky` : ''} in ${Math.floor(secs / 60)}m${String(secs % 60).padStart(2, '0')}s`,
);
process.exit(ok ? 0 : 1);
