// The server as deployed behind a load balancer: whose X-Forwarded-For is believed (per-address limits
// hold against a forged header), the dev routes answer this machine alone, API answers are not kept
// by caches, and a demo site's document tells the shell to show its mark.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_GLOBAL } from '@arena/contracts';
import { register } from './testing/players';
import { buildTestApp, testConfig } from './testing/test-app';

const LOAD_BALANCER = '10.0.0.2';
const STRANGER = '203.0.113.7';

describe('the server behind its load balancer', () => {
  const base = testConfig();
  let app: FastifyInstance;
  let attempts = 0;

  beforeAll(async () => {
    app = await buildTestApp({
      ...base,
      // production's trust in forwarded headers, with the dev routes a development server has
      env: 'production',
      devOutbox: true,
      trustedProxies: [LOAD_BALANCER],
      auth: { ...base.auth, limits: { ...base.auth.limits, loginPerIp: { limit: 2, windowSeconds: 900 } } },
    });
  });
  afterAll(() => app.close());

  /** a failed login (a new name each time, so only the per-address count can close) */
  const failedLogin = (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-locale': 'en', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
      payload: { username: `nobody${(attempts += 1)}`, password: 'wrong-password' },
    });

  it('counts a forged X-Forwarded-For from an untrusted peer against the peer itself: rotating the header does not lift the per-address limit', async () => {
    expect((await failedLogin(STRANGER, '198.51.100.1')).statusCode).toBe(400);
    expect((await failedLogin(STRANGER, '198.51.100.2')).statusCode).toBe(400);
    expect((await failedLogin(STRANGER, '198.51.100.3')).statusCode).toBe(429);
    expect((await failedLogin(STRANGER, `${LOAD_BALANCER}, 198.51.100.4`)).statusCode).toBe(429);
  });

  it("believes the load balancer's X-Forwarded-For: each client behind it is counted on its own", async () => {
    expect((await failedLogin(LOAD_BALANCER, '192.0.2.10')).statusCode).toBe(400);
    expect((await failedLogin(LOAD_BALANCER, '192.0.2.11')).statusCode).toBe(400);
    expect((await failedLogin(LOAD_BALANCER, '192.0.2.12')).statusCode).toBe(400);
    expect((await failedLogin(LOAD_BALANCER, '192.0.2.10')).statusCode).toBe(400);
    expect((await failedLogin(LOAD_BALANCER, '192.0.2.10')).statusCode).toBe(429);
  });

  it('answers the dev routes (codes, feed time, the player clock) to this machine alone, whatever X-Forwarded-For says', async () => {
    const from = (remoteAddress: string, extra: Partial<InjectOptions> = {}) => app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, ...extra });
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await from(loopback)).statusCode).toBe(200);
    expect((await from(STRANGER)).statusCode).toBe(404);
    expect((await from(STRANGER, { headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await from(LOAD_BALANCER, { headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: STRANGER })).statusCode).toBe(404);
    const advance = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/dev/protection/advance', remoteAddress, payload: { hours: 1 } });
    expect((await advance(STRANGER)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/dev/sports/advance', remoteAddress: STRANGER, payload: { seconds: 60 } })).statusCode).toBe(404);
    expect((await advance('127.0.0.1')).statusCode).toBe(200);
  });

  it('keeps API answers out of every cache, except what is cached on purpose (the content, revalidated by ETag)', async () => {
    const { headers } = await register(app);
    const balance = await app.inject({ method: 'GET', url: '/api/user/balance', headers });
    expect(balance.statusCode).toBe(200);
    expect(balance.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/customer/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const content = await app.inject({ method: 'GET', url: '/api/cms/promotions' });
    expect(content.headers['cache-control']).toBe('no-cache');
    expect(content.headers.etag).toBeDefined();
  });

  it("tells the shell in a demo site's document to show the demo mark", async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`window.${DEMO_GLOBAL}=true`);
  });
});
