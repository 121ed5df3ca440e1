// Security headers on every reply (helmet): a Content-Security-Policy that lets the site load
// only our own scripts and the remotes' (origins from the remote map), frames only our own pages and the
// configured game and payment origins, and no one frame the site except our own game pages (the
// framed paths), which only the site itself may frame; no MIME sniffing, a referrer policy, and HSTS in
// production. An HTML document we write calls reply.documentNonce(): its inline scripts and styles
// (the inlined remote map, the compiled global CSS, emotion's run-time styles) carry that nonce.
// helmet's middleware is built once: @fastify/helmet builds it again for every request, ~20 µs here,
// a third of what a bare route costs, on every balance poll.
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { RemoteMap } from '@arena/contracts';
import type { NodeEnv } from '../config';

export interface SecurityHeadersOptions {
  env: NodeEnv;
  remotes: RemoteMap;
  /** origins the game frame may show (outside providers, our studio on its own origin) */
  gameFrameOrigins: string[];
  /** origins the payment continuation may show in a frame */
  paymentFrameOrigins: string[];
  /** path prefixes of our own game pages, which the site frames (frame-ancestors 'self') */
  framedPaths?: string[];
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sets this reply's policy with a fresh nonce and returns it, for the inline scripts and styles of the HTML it sends. */
    documentNonce(): string;
  }
}

type Directives = Record<string, string[]>;

/** The origins of the remotes served from elsewhere (a path in the map is this site: 'self'). */
export function remoteOrigins(remotes: RemoteMap): string[] {
  const origins = Object.values(remotes).flatMap((url) => (url.startsWith('/') ? [] : [new URL(url).origin]));
  return [...new Set(origins)];
}

export function siteDirectives({ remotes, gameFrameOrigins, paymentFrameOrigins }: SecurityHeadersOptions): Directives {
  const remote = remoteOrigins(remotes);
  // 'self': the casino frames our own game pages (Arena Originals, the aggregator simulator)
  const frames = [...new Set(["'self'", ...gameFrameOrigins, ...paymentFrameOrigins])];
  return {
    'default-src': ["'self'"],
    // no 'unsafe-eval': the browser's forms interpret their schemas rather than compile them
    'script-src': ["'self'", ...remote],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...remote],
    // the remote map and the remotes' manifests are fetched; 'self' covers the hub's ws(s):// on this host
    'connect-src': ["'self'", ...remote],
    // data: for the small SVGs inlined in CSS
    'img-src': ["'self'", 'data:', ...remote],
    'font-src': ["'self'", 'data:', ...remote],
    'media-src': ["'self'", ...remote],
    'frame-src': frames,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const site = siteDirectives(options);
    const framed: Directives = { ...site, 'frame-ancestors': ["'self'"] };
    const framedPaths = options.framedPaths ?? [];
    const isFramed = (url: string) => framedPaths.some((prefix) => url.startsWith(prefix));
    const headersFor = (directives: Directives, frameOptions: 'deny' | 'sameorigin') =>
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives },
        // a browser only honours it over HTTPS, which production terminates in front of us
        strictTransportSecurity: options.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // payment providers may open a window that reports back to its opener
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        xFrameOptions: { action: frameOptions },
      });
    const siteHeaders = headersFor(site, 'deny');
    const framedHeaders = headersFor(framed, 'sameorigin');
    app.addHook('onRequest', (request, reply, done) => {
      // helmet sets plain headers and calls back at once; it throws rather than passing an error
      (isFramed(request.url) ? framedHeaders : siteHeaders)(request.raw, reply.raw, () => done());
    });

    app.decorateReply('documentNonce', function () {
      const nonce = randomBytes(16).toString('base64');
      const directives = isFramed(this.request.url) ? framed : site;
      const withNonce = {
        ...directives,
        'script-src': [...directives['script-src'], `'nonce-${nonce}'`],
        'style-src': [...directives['style-src'], `'nonce-${nonce}'`],
      };
      this.header('Content-Security-Policy', serialize(withNonce));
      return nonce;
    });
  },
  { name: 'arena-security-headers' },
);
