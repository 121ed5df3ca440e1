import { aggregatorOf, LAUNCH_CALLS, LAUNCH_FAILURE_CLOSES_MODAL, LaunchPlatform, type Game, type LaunchCallName } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';

/** The lobby a game's own exit leads to, and the play page's close when there is no earlier page (default search route). */
export const LOBBY_PATH = '/casino/slot';

/** A game URL to frame, or (SoftGamings) an HTML document whose script opens the game. */
export type LaunchResult = { kind: 'url'; url: string } | { kind: 'html'; html: string };

export interface LaunchOptions {
  isMobile: boolean;
  /** the site's locale ('tr' or 'en') */
  language: string;
  /** where the game's own lobby or exit button leads */
  lobbyUrl: string;
}

type LaunchApi = Pick<Endpoints, LaunchCallName>;

const url = async (reply: Promise<{ data: string }>): Promise<LaunchResult> => ({ kind: 'url', url: (await reply).data });

const platformRequest = (game: Game, { isMobile, language, lobbyUrl }: LaunchOptions) => ({
  platform: isMobile ? LaunchPlatform.Mobile : LaunchPlatform.Desktop,
  gameCode: game.gameCode,
  language,
  lobbyUrl,
});

/** Each launch call with its payload (docs/product/casino-and-launch.md); which call serves a game is contracts' LAUNCH_CALLS. */
const LAUNCHERS: { [call in LaunchCallName]: (api: LaunchApi, game: Game, options: LaunchOptions) => Promise<LaunchResult> } = {
  dtLaunchUrl: (api, game) => url(api.dtLaunchUrl({ code: game.gameCode })),
  emLaunchUrl: (api, game) => url(api.emLaunchUrl({ code: game.gameCode, productId: game.productId })),
  amusnetLaunchUrl: (api, game, { isMobile }) => url(api.amusnetLaunchUrl({ code: game.gameCode, isMobile })),
  egtLaunchUrl: (api, game, options) => url(api.egtLaunchUrl(platformRequest(game, options))),
  hub88LaunchUrl: (api, game, options) => url(api.hub88LaunchUrl(platformRequest(game, options))),
  softGamingsLaunchUrl: async (api, game, { isMobile }) => ({
    kind: 'html',
    html: (await api.softGamingsLaunchUrl({ system: game.system, pageCode: game.gameCode, isMobile: isMobile ? 1 : 0 })).data,
  }),
};

/** A game whose providerName no launch call serves: the frame shows it as unavailable. */
export class UnknownProviderError extends Error {
  constructor(readonly providerName: string) {
    super(`No launch call for provider '${providerName}'`);
    this.name = 'UnknownProviderError';
  }
}

/** Asks the game's aggregator for its game; rejects with the api client's error (already shown as a toast). */
export function launchGame(api: LaunchApi, game: Game, options: LaunchOptions): Promise<LaunchResult> {
  const aggregator = aggregatorOf(game.providerName);
  return aggregator ? LAUNCHERS[LAUNCH_CALLS[aggregator]](api, game, options) : Promise.reject(new UnknownProviderError(game.providerName));
}

/** A failed Egt, Hub88 or SoftGamings launch closes the game modal. */
export function failureClosesModal(game: Game): boolean {
  const aggregator = aggregatorOf(game.providerName);
  return aggregator !== null && LAUNCH_FAILURE_CLOSES_MODAL.includes(aggregator);
}
