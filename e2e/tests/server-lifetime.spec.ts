/**
 * The servers the suites start (lib/arena-server.js) run detached, in their own process group, so that
 * stop() ends them whole. A worker torn down before its afterAll stopped its server (a journey that
 * overran its timeout) must not leave that server running for the rest of the run: it stops by itself
 * (lib/exit-with-parent.js). Browser-less: runs in the "config" project.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dropDatabase } from '../lib/arena-server';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a server outlives no test worker: killed, the worker that started it takes it along', async () => {
  test.setTimeout(180_000);
  const lib = path.join(__dirname, '..', 'lib', 'arena-server.js');
  // a stand-in for a test worker: it starts a server, reports it, and is then killed outright
  const worker = spawn(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(lib)}).startServer({ label: 'orphan' }).then((s) => console.log(JSON.stringify({ pid: s.pid, url: s.url, database: s.database })))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const server = await new Promise<{ pid: number; url: string; database: string | null }>((resolve, reject) => {
    let out = '';
    worker.stdout.on('data', (chunk) => {
      out += chunk;
      const line = /^\{.*\}$/m.exec(out);
      if (line) resolve(JSON.parse(line[0]));
    });
    worker.once('exit', (code) => reject(new Error(`the worker ended (${code}) before its server was ready`)));
  });
  try {
    expect((await fetch(`${server.url}/api/platform/health`)).ok).toBe(true);
    worker.kill('SIGKILL');
    await expect.poll(() => alive(server.pid), { timeout: 30_000, message: 'the orphaned server stopped' }).toBe(false);
  } finally {
    if (alive(server.pid)) process.kill(-server.pid, 'SIGKILL');
    if (server.database) await dropDatabase(server.database);
  }
});
