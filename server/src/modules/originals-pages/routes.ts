// GET /originals/{page}: the studio's game clients and its verify page (ORIGINALS_PAGES), in the player's language (?lang=, else the shell's lang cookie, else x-locale), and their
// bundled scripts and stylesheet under /originals/assets/ (built by the server's build step).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANG_COOKIE, type OriginalsGame, type StakeLimits } from '@arena/contracts';
import { resolveLocale } from '../../plugins/locale';
import { SERVER_ROOT } from '../../server-root';
import { defaultVariants, type VariantsInForce } from '@arena/provably-fair/slots';
import { ORIGINALS_PAGES, renderOriginalsPage, type OriginalsPage } from './pages';

export const ORIGINALS_ASSETS_DIR = path.join(SERVER_ROOT, 'dist/originals-client');

const LANG_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

function pageLocale(request: FastifyRequest<{ Querystring: { lang?: string } }>) {
  const chosen = request.query.lang ?? LANG_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  return chosen ? resolveLocale(chosen) : request.locale;
}

/**
 * `variants`: the studio's slot variants in force (app.originals.variants) and `limits`: each game's
 * stake limits in force (config.originals.limits, which the back office's settings update in place),
 * both read at every page load; `maxWin`: the most a round pays; `autoPlay`: the licence lets the
 * instant games offer an auto-bet (config.licence.autoPlay; the page's rule alone, see LicenceConfig); `soundByDefault`:
 * the games' sound for a player who never chose (config.licence.soundByDefault)
 */
export const originalsPagesRoutes: FastifyPluginAsync<{
  assetsDir?: string;
  variants?: Readonly<VariantsInForce>;
  maxWin?: number;
  limits?: Readonly<Record<OriginalsGame, StakeLimits>>;
  autoPlay?: boolean;
  soundByDefault?: boolean;
  /** config.originals.blackjackExpiryMinutes: Blackjack's rules publish it */
  blackjackExpiryMinutes?: number;
}> = async (app, { assetsDir = ORIGINALS_ASSETS_DIR, variants = defaultVariants(), maxWin, limits, autoPlay, soundByDefault, blackjackExpiryMinutes }) => {
  for (const page of Object.keys(ORIGINALS_PAGES) as OriginalsPage[]) {
    app.get<{ Querystring: { lang?: string } }>(`/${page}`, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderOriginalsPage(page, pageLocale(request), reply.documentNonce(), { variants, maxWin, limits, autoPlay, soundByDefault, blackjackExpiryMinutes }),
        ),
    );
  }
  if (!existsSync(assetsDir)) {
    app.log.warn({ dir: assetsDir }, 'originals client build not found: /originals/assets/ is not served (run the server build)');
    return;
  }
  // names without a content hash: revalidated by ETag on every load
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
    },
  });
};
