// Hub88's launch: the Games API's POST /operator/generic/v2/game/url, signed with our key, answers the
// URL of the game to frame. With the aggregator simulator on, the simulator plays Hub88 at its own
// base URL and its wallet calls come back to our routes.ts, exactly as Hub88's would.
import type { Hub88Config } from '../../../../config';
import { LaunchUnavailableError, type CasinoProviderAdapter, type LaunchContext } from '../provider';
import { HUB88_SIGNATURE_HEADER, hub88Keys, signBody } from './signature';
import type { GameUrlAnswer, GameUrlRequest } from './wire';

/** where the simulator answers Hub88's Games API (aggregator-simulator/suppliers/hub88.ts) */
export const HUB88_SIMULATOR_PATH = '/simulator/hub88';
export const GAME_URL_PATH = '/operator/generic/v2/game/url';

export interface Hub88AdapterDeps {
  config: Hub88Config;
  /** the aggregator simulator plays Hub88 (never in production) */
  simulator: boolean;
  production: boolean;
  /** the simulator's base URL; by default the site's own origin + HUB88_SIMULATOR_PATH */
  simulatorBaseUrl?: string;
  fetch?: typeof fetch;
  /** how long Hub88 may take to answer the launch request */
  timeoutMs?: number;
}

export class Hub88LaunchError extends Error {
  constructor(readonly statusCode: number) {
    super(`Hub88 refused the launch request (HTTP ${statusCode})`);
    this.name = 'Hub88LaunchError';
  }
}

export function createHub88Adapter({ config, simulator, production, simulatorBaseUrl, fetch: send = fetch, timeoutMs = 10_000 }: Hub88AdapterDeps): CasinoProviderAdapter {
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
        ip: null,
        game_code: context.game.gameCode,
        deposit_url: `${context.origin}/dashboard/deposit`,
        currency: context.player.currency,
        country: config.country,
      };
      const body = JSON.stringify(request);
      const base = simulated ? (simulatorBaseUrl ?? `${context.origin}${HUB88_SIMULATOR_PATH}`) : config.baseUrl!;
      const res = await send(`${base}${GAME_URL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(keys.ourPrivate, body) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Hub88LaunchError(res.status);
      const answer = (await res.json()) as Partial<GameUrlAnswer>;
      if (typeof answer.url !== 'string' || answer.url === '') throw new Hub88LaunchError(res.status);
      return { kind: 'url', url: answer.url };
    },
  };
}
