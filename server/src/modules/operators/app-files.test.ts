import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { parsePolicy } from '../../testing/csp';
import { buildTestApp, testConfig } from '../../testing/test-app';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Arena Back Office</title></head><body><div id="root"></div><script defer src="/backoffice/main.1a2b3c4d.js"></script></body></html>';

describe('/backoffice/', () => {
  let app: FastifyInstance;
  let root: string;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'arena-backoffice-'));
    const backofficeDist = path.join(root, 'backoffice/dist');
    mkdirSync(backofficeDist, { recursive: true });
    writeFileSync(path.join(backofficeDist, 'index.html'), PAGE);
    writeFileSync(path.join(backofficeDist, 'main.1a2b3c4d.js'), 'console.log("back office");');
    const { paths, operators } = testConfig();
    app = await buildTestApp({ paths: { ...paths, shellDist: path.join(root, 'shell/dist') }, operators: { ...operators, appDist: backofficeDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers its page, with a CSP nonce for the styles the app inserts, at the root and every deep link', async () => {
    for (const url of ['/backoffice/', '/backoffice/players/12', '/backoffice/audit?operator=x']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      expect(parsePolicy(String(res.headers['content-security-policy']))['style-src']).toContain(`'nonce-${nonce}'`);
    }
    expect((await app.inject({ method: 'GET', url: '/backoffice' })).headers.location).toBe('/backoffice/');
  });

  it('serves its hashed files for a year, and a missing one as a 404', async () => {
    const script = await app.inject({ method: 'GET', url: '/backoffice/main.1a2b3c4d.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("back office");');
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/backoffice/main.00000000.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/backoffice/index.html' })).body).not.toBe(PAGE);
  });
});
