import { describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyReply } from 'fastify';
import { loadConfig } from '../config';
import { parsePolicy } from '../testing/csp';
import securityHeaders, { type SecurityHeadersOptions } from './security-headers';
import { PRODUCTION_ENV } from '../testing/production-env';

async function headersFor(env: NodeJS.ProcessEnv, extra: Partial<SecurityHeadersOptions> = {}) {
  const config = loadConfig({ NODE_ENV: 'development', ...env });
  const options: SecurityHeadersOptions = {
    env: config.env,
    remotes: config.remotes,
    gameFrameOrigins: config.frameOrigins.game,
    paymentFrameOrigins: config.frameOrigins.payment,
    ...extra,
  };
  const app = Fastify();
  await app.register(securityHeaders, options);
  app.get('/api/x', async () => ({ success: true }));
  const document = async (_request: unknown, reply: FastifyReply) => reply.type('text/html').send(`<style nonce="${reply.documentNonce()}"></style>`);
  app.get('/page', document);
  app.get('/games/dice', document);
  const api = await app.inject({ method: 'GET', url: '/api/x' });
  const page = await app.inject({ method: 'GET', url: '/page' });
  const game = await app.inject({ method: 'GET', url: '/games/dice' });
  await app.close();
  return { api: api.headers, page: page.headers, pageBody: page.body, game: game.headers };
}

describe('security headers', () => {
  it('sends a policy of our own origin, no framing, no sniffing and a referrer policy on every reply; HSTS only in production', async () => {
    const { api } = await headersFor({ NODE_ENV: 'development' });
    const policy = parsePolicy(api['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // our own game pages only
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api['x-frame-options']).toBe('DENY');
    expect(api['strict-transport-security']).toBeUndefined();

    const production = await headersFor({ ...PRODUCTION_ENV, ARENA_DEMO: 'true' });
    expect(production.api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("admits the remotes' origins from the remote map and frames only from the game and payment origins", async () => {
    const { api } = await headersFor({
      REMOTE_CASINO_URL: 'https://cdn.example.com/casino/v42/mf-manifest.json',
      REMOTE_CMS_URL: 'https://cdn.example.com/cms/v7/mf-manifest.json',
      GAME_FRAME_ORIGINS: 'https://games.example.com',
      PAYMENT_FRAME_ORIGINS: 'https://pay.example.com',
    });
    const policy = parsePolicy(api['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://games.example.com', 'https://pay.example.com']);
  });

  it("lets the site alone frame the framed paths' pages", async () => {
    const { page, game, api } = await headersFor({}, { framedPaths: ['/games/'] });
    const gamePolicy = parsePolicy(game['content-security-policy']);
    expect(gamePolicy['frame-ancestors']).toEqual(["'self'"]);
    expect(game['x-frame-options']).toBe('SAMEORIGIN');
    expect(gamePolicy['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(parsePolicy(page['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(page['x-frame-options']).toBe('DENY');
    expect(parsePolicy(api['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it("gives a document a fresh nonce in its policy's script-src and style-src", async () => {
    const first = await headersFor({});
    const second = await headersFor({});
    const nonce = /nonce="([^"]+)"/.exec(first.pageBody)![1];
    const policy = parsePolicy(first.page['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(second.pageBody).not.toContain(nonce);
  });
});
