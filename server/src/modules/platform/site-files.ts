// One port for everything: the shell at /, each remote's build under /remotes/<name>/, and the
// shell's index.html for deep links (/casino/slot, /pages/1) so the client router can take over.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANG_COOKIE, REMOTE_NAMES, type LicenceProfile, type RemoteMap, type RemoteName } from '@arena/contracts';
import { createShellDocument } from './shell-document';
import { createSkeletonPaint } from './skeleton-paint';
import { NOT_FOUND, sendFailure } from '../../http/errors';
import { resolveLocale } from '../../plugins/locale';

export interface StaticOptions {
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
  media: string;
  remotes: RemoteMap;
  /** a demo site (config.demo): the document tells the shell to show its demo mark */
  demo: boolean;
  /** the site licence's display rules: the document hands them to the shell's session strip */
  licenceDisplay: LicenceProfile['display'];
}

/** webpack names long-lived files `[name].[contenthash:8].ext`: their URL changes with their content. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** everything else (index.html, mf-manifest.json, remoteEntry.js, …) is revalidated by ETag */
const REVALIDATE = 'no-cache';
/** paths that never fall back to the SPA (dev: the dev outbox must 404 in production, not serve the shell; backoffice: never the players' shell) */
const SERVER_PATHS = /^\/(api|hub|remotes|media|dev|backoffice)(\/|$)/;

export function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // a file sent precompressed (name.abc12345.js.br) is cached as the file it encodes
  reply.header('Cache-Control', HASHED_FILE.test(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE);
}

const LANG_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

/** The language the shell stored (mirrored into a cookie), so the document paints in it. */
function documentLocale(request: FastifyRequest) {
  const match = LANG_COOKIE_VALUE.exec(request.headers.cookie ?? '');
  return resolveLocale(match?.[1]);
}

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  // browsers navigating send Accept: text/html; scripts, images and fetch() calls do not
  return !SERVER_PATHS.test(pathname) && (request.headers.accept ?? '').includes('text/html');
}

export default fp<StaticOptions>(
  async (app, { shellDist, remoteDist, media, remotes, demo, licenceDisplay }) => {
    const shellIndex = path.join(shellDist, 'index.html');
    const hasShell = existsSync(shellIndex);
    const shellDocument = hasShell ? createShellDocument({ shellIndex, remotes, remoteDist, demo, licenceDisplay }) : null;
    const skeletonPaint = createSkeletonPaint(app);

    const sendShellDocument = async (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = reply.documentNonce();
      const pathname = request.url.split('?')[0];
      const locale = documentLocale(request);
      return reply
        .header('Cache-Control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(shellDocument!(pathname, locale, nonce, await skeletonPaint(pathname, locale)));
    };

    if (hasShell) {
      // '/' is a page like any other: the route-aware document, not the static index.html
      app.get('/', sendShellDocument);
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        index: false,
        // the template as built has no nonces: /index.html too gets the written document
        allowedPath: (pathname) => pathname !== '/index.html',
        // the build writes each script compressed beside it (packages/webpack-config/precompress.js)
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    } else {
      app.log.warn({ dir: shellDist }, 'shell build not found: serving the API only (run `npx turbo run build`)');
    }

    for (const name of REMOTE_NAMES) {
      const root = remoteDist[name];
      if (!existsSync(root)) {
        app.log.warn({ dir: root }, `remote "${name}" build not found: /remotes/${name}/ is not served`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        // reply.sendFile comes from the shell's registration (the SPA fallback is its only user)
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          setCacheHeaders(reply, filePath);
          // Module Federation may fetch a remote from another origin (remote map points elsewhere)
          reply.header('Access-Control-Allow-Origin', '*');
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    }

    // the site's own media files keep their names across releases: revalidated, never immutable
    await app.register(fastifyStatic, {
      root: media,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', REVALIDATE);
      },
    });

    app.setNotFoundHandler((request, reply: FastifyReply) => {
      if (shellDocument && wantsSpa(request)) return sendShellDocument(request, reply);
      return sendFailure(reply, 404, request.t(NOT_FOUND));
    });
  },
  { name: 'arena-site-files', dependencies: ['arena-locale', 'arena-security-headers', 'arena-cms'] },
);
