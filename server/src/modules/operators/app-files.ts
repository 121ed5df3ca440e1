// The operators' app (backoffice/dist) under /backoffice/: its files, and its page for every deep link
// (/backoffice/players/12) so its router takes over. Nothing of the players' site points here. The
// page gets this reply's CSP nonce in <meta property="csp-nonce">, which @arena/ui's emotion cache
// gives the styles it inserts; the page is never cached and never indexed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND, sendFailure } from '../../http/errors';
import { setCacheHeaders } from '../platform';

export const BACKOFFICE_PREFIX = '/backoffice/';

export default fp<{ dist: string }>(
  async (app, { dist }) => {
    const indexFile = path.join(dist, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ dir: dist }, 'back office build not found: /backoffice/ is not served (run `npx turbo run build --filter=backoffice`)');
      return;
    }
    const template = readFileSync(indexFile, 'utf8');

    await app.register(fastifyStatic, {
      root: dist,
      prefix: BACKOFFICE_PREFIX,
      // one route per built file: every other path under the prefix is a page of the app (below)
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // a missing script or image is a 404, not the page
      if (!(request.headers.accept ?? '').includes('text/html')) return sendFailure(reply, 404, request.t(NOT_FOUND));
      const nonce = reply.documentNonce();
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(template.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}">`));
    };
    app.get('/backoffice', (_request, reply) => reply.redirect(BACKOFFICE_PREFIX));
    app.get(BACKOFFICE_PREFIX, sendPage);
    app.get(`${BACKOFFICE_PREFIX}*`, sendPage);
  },
  { name: 'arena-backoffice-files', dependencies: ['arena-locale', 'arena-security-headers'] },
);
