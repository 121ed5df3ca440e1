// Hub88's launch: the Games API's POST /operator/generic/v2/game/url, signed with our key, answers the
// URL of the game to frame. With the aggregator simulator on, the simulator plays Hub88 on this very
// server and its wallet calls come back to our routes.ts, exactly as Hub88's would.
import type { Hub88Config } from '../../../../config';
import { LaunchUnavailableError, type CasinoProviderAdapter, type LaunchContext } from '../provider';
import { HUB88_SIGNATURE_HEADER, hub88Keys, signBody } from './signature';
import type { GameUrlAnswer, GameUrlRequest } from './wire';

/** where the simulator answers Hub88's Games API on this server (aggregator-simulator/suppliers/hub88.ts) */
export const HUB88_SIMULATOR_PATH = '/simulator/hub88';
export const GAME_URL_PATH = '/operator/generic/v2/game/url';

/**
 * One HTTP call out (the shape of the casino's SupplierHttp): a site-relative URL reaches this very
 * server (the simulator). The answer's headers, where the transport gives them, carry its signature.
 */
export type Hub88Http = (request: { method: 'POST'; url: string; headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<{
  status: number;
  body: string;
  headers?: Record<string, string | string[] | undefined>;
}>;

export interface Hub88AdapterDeps {
  config: Hub88Config;
  /** the aggregator simulator plays Hub88 (never in production) */
  simulator: boolean;
  production: boolean;
  http: Hub88Http;
  /** how long Hub88 may take to answer the launch request */
  timeoutMs: number;
}

export class Hub88LaunchError extends Error {
  constructor(readonly statusCode: number) {
    super(`Hub88 refused the launch request (HTTP ${statusCode})`);
    this.name = 'Hub88LaunchError';
  }
}

function urlOf(body: string): string | null {
  try {
    const { url } = JSON.parse(body) as Partial<GameUrlAnswer>;
    return typeof url === 'string' && url !== '' ? url : null;
  } catch {
    return null;
  }
}

export function createHub88Adapter({ config, simulator, production, http, timeoutMs }: Hub88AdapterDeps): CasinoProviderAdapter {
  const credentials = config.operatorId !== null && config.baseUrl !== null && config.privateKey !== null && config.hub88PublicKey !== null;
  const simulated = simulator && !production;

  return {
    name: 'Hub88',

    available: () => credentials || simulated,

    async launch(context: LaunchContext) {
      const keys = hub88Keys(config, production);
      if (!(credentials || simulated) || !keys) throw new LaunchUnavailableError('Hub88');
      const request: GameUrlRequest = {
        user: context.player.userCode,
        token: context.token,
        sub_partner_id: config.subPartnerId,
        platform: context.platform === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        operator_id: config.operatorId ?? 0,
        meta: {},
        lobby_url: context.lobbyUrl,
        lang: context.language,
        // LaunchContext does not carry the player's address yet
        ip: context.ip,
        game_code: context.game.gameCode,
        deposit_url: `${context.origin}/dashboard/deposit`,
        currency: context.player.currency,
        country: config.country,
      };
      const body = JSON.stringify(request);
      const res = await http({
        method: 'POST',
        url: `${simulated ? HUB88_SIMULATOR_PATH : config.baseUrl!}${GAME_URL_PATH}`,
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(keys.ourPrivate, body) },
        body,
        timeoutMs,
      });
      const url = res.status === 200 ? urlOf(res.body) : null;
      if (url === null) throw new Hub88LaunchError(res.status);
      return { kind: 'url', url };
    },
  };
}
