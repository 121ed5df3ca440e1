// The six launch calls (POST /api/casino/<call>): the browser picks one by the game's
// providerName (contracts' LAUNCH_CALLS). Each finds the game, refuses a call that is not the game's, opens a launch session
// and asks the game's adapter (providers/registry.ts) for its URL, or SoftGamings' HTML.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { aggregatorOf, endpoints, LAUNCH_CALLS, LaunchPlatform, type LaunchCallName, type PlatformLaunchRequest } from '@arena/contracts';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { resolveLocale } from '../../plugins/locale';
import { walletHttpError, WalletError } from '../wallet/plugin';
import { createLaunchSession, findLaunchGame } from './launch-sessions';
import { adapterNameOf, type CasinoProviders } from './providers/registry';
import { LaunchUnavailableError, type LaunchContext } from './providers/provider';

export interface LaunchRoutesOptions {
  providers: CasinoProviders;
}

/** What every call boils down to; fields a call does not carry are taken from the request. */
interface LaunchAsk {
  gameCode: string;
  /** SoftGamings names the studio too */
  system?: string;
  mobile?: boolean;
  language?: string;
  lobbyUrl?: string;
}

const GAME_NOT_FOUND = 'The game was not found.';
const WRONG_CALL = 'This game is launched through {provider}.';
const UNAVAILABLE = '{provider} games are not available at the moment.';
const LAUNCH_FAILED = 'The game could not be started. Please try again later.';
/** every site currency is Turkish lira */
const CURRENCY = 'TRY';

/** Egt Digital's and Hub88's calls carry the same fields */
const platformAsk = ({ gameCode, platform, language, lobbyUrl }: PlatformLaunchRequest): LaunchAsk => ({
  gameCode,
  mobile: platform === LaunchPlatform.Mobile,
  language,
  lobbyUrl,
});

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The lobby URL the browser sent, when it is on this site; else the home page. */
function lobbyUrlOf(asked: string | undefined, origin: string): string {
  if (asked?.startsWith(`${origin}/`)) return asked;
  if (asked?.startsWith('/') && !asked.startsWith('//')) return `${origin}${asked}`;
  return `${origin}/`;
}

export const casinoLaunchRoutes: FastifyPluginAsyncTypebox<LaunchRoutesOptions> = async (app, { providers }) => {
  async function launch(request: FastifyRequest, call: LaunchCallName, ask: LaunchAsk): Promise<string> {
    const game = await findLaunchGame(app.db, ask.gameCode);
    if (!game || (ask.system !== undefined && ask.system !== game.system)) throw new HttpError(404, GAME_NOT_FOUND);
    const aggregator = aggregatorOf(game.providerName);
    if (aggregator === null || LAUNCH_CALLS[aggregator] !== call) throw new HttpError(400, request.t(WRONG_CALL, { provider: game.providerName }));
    const adapterName = adapterNameOf(game);
    const adapter = adapterName === null ? null : providers[adapterName];
    if (adapter === null || !adapter.available()) throw new HttpError(400, request.t(UNAVAILABLE, { provider: game.providerName }));

    const { userId } = request.player;
    // an excluded player, or one whose play time limit is used up, cannot open a game
    try {
      await app.wallet.admit({ action: 'play', userId, amount: 0, gameCode: game.gameCode, provider: game.providerName });
    } catch (error) {
      if (error instanceof WalletError) throw walletHttpError(error);
      throw error;
    }
    const profile = await app.accounts.profile(userId);
    if (!profile) throw new HttpError(404, GAME_NOT_FOUND);
    const platform = (ask.mobile ?? /Mobi|Android/i.test(request.headers['user-agent'] ?? '')) ? 'mobile' : 'desktop';
    const session = await createLaunchSession(app.db, { userId, gameCode: game.gameCode, adapter: adapter.name, platform });
    const origin = originOf(request);
    const context: LaunchContext = {
      game,
      player: { userId, userCode: profile.usercode, username: profile.username, currency: CURRENCY },
      token: session.token,
      platform,
      language: ask.language === undefined ? request.locale : resolveLocale(ask.language),
      lobbyUrl: lobbyUrlOf(ask.lobbyUrl, origin),
      origin,
      ip: request.ip,
    };
    try {
      const result = await adapter.launch(context);
      return result.kind === 'url' ? result.url : result.html;
    } catch (error) {
      if (error instanceof LaunchUnavailableError) throw new HttpError(400, request.t(UNAVAILABLE, { provider: game.providerName }));
      request.log.warn({ err: error, adapter: adapter.name, gameCode: game.gameCode }, 'game launch failed');
      throw new HttpError(400, LAUNCH_FAILED);
    }
  }

  const player = { preHandler: app.authenticate };

  app.post('/dtlaunchurl', { ...player, schema: routeSchema(endpoints.dtLaunchUrl) }, async (request) =>
    ok(await launch(request, 'dtLaunchUrl', { gameCode: request.body.code })),
  );
  app.post('/emlaunchurl', { ...player, schema: routeSchema(endpoints.emLaunchUrl) }, async (request) =>
    ok(await launch(request, 'emLaunchUrl', { gameCode: request.body.code })),
  );
  app.post('/amusnetlaunchurl', { ...player, schema: routeSchema(endpoints.amusnetLaunchUrl) }, async (request) =>
    ok(await launch(request, 'amusnetLaunchUrl', { gameCode: request.body.code, mobile: request.body.isMobile })),
  );
  app.post('/egtlaunchurl', { ...player, schema: routeSchema(endpoints.egtLaunchUrl) }, async (request) =>
    ok(await launch(request, 'egtLaunchUrl', platformAsk(request.body))),
  );
  app.post('/hub88launchurl', { ...player, schema: routeSchema(endpoints.hub88LaunchUrl) }, async (request) =>
    ok(await launch(request, 'hub88LaunchUrl', platformAsk(request.body))),
  );
  app.post('/softgamingslaunchurl', { ...player, schema: routeSchema(endpoints.softGamingsLaunchUrl) }, async (request) =>
    ok(await launch(request, 'softGamingsLaunchUrl', { gameCode: request.body.pageCode, system: request.body.system, mobile: request.body.isMobile === 1 })),
  );
};
