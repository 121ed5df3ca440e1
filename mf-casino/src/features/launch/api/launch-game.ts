import { LaunchPlatform, type Game } from '@arena/contracts';
import type { Endpoints } from '@arena/api-client';

/** The lobby a game's own exit leads to, and the play page's close when there is no earlier page (spec §9: default search route). */
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

type LaunchApi = Pick<Endpoints, 'dtLaunchUrl' | 'emLaunchUrl' | 'amusnetLaunchUrl' | 'egtLaunchUrl' | 'hub88LaunchUrl' | 'softGamingsLaunchUrl'>;

interface Launcher {
  launch: (api: LaunchApi, game: Game, options: LaunchOptions) => Promise<LaunchResult>;
  /** spec §8: a failed launch of these closes the game modal */
  closesOnFailure: boolean;
}

const url = async (reply: Promise<{ data: string }>): Promise<LaunchResult> => ({ kind: 'url', url: (await reply).data });

const platformRequest = (game: Game, { isMobile, language, lobbyUrl }: LaunchOptions) => ({
  platform: isMobile ? LaunchPlatform.Mobile : LaunchPlatform.Desktop,
  gameCode: game.gameCode,
  language,
  lobbyUrl,
});

/** The launch call of each aggregator by the game's providerName, with spec §7's payload. */
const LAUNCHERS: Record<string, Launcher> = {
  Digitain: { launch: (api, game) => url(api.dtLaunchUrl({ code: game.gameCode })), closesOnFailure: false },
  EveryMatrix: { launch: (api, game) => url(api.emLaunchUrl({ code: game.gameCode, productId: game.productId })), closesOnFailure: false },
  Amusnet: { launch: (api, game, { isMobile }) => url(api.amusnetLaunchUrl({ code: game.gameCode, isMobile })), closesOnFailure: false },
  'Egt Digital': { launch: (api, game, options) => url(api.egtLaunchUrl(platformRequest(game, options))), closesOnFailure: true },
  Hub88: { launch: (api, game, options) => url(api.hub88LaunchUrl(platformRequest(game, options))), closesOnFailure: true },
  SoftGamings: {
    launch: async (api, game, { isMobile }) => ({
      kind: 'html',
      html: (await api.softGamingsLaunchUrl({ system: game.system, pageCode: game.gameCode, isMobile: isMobile ? 1 : 0 })).data,
    }),
    closesOnFailure: true,
  },
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
  const launcher = LAUNCHERS[game.providerName];
  return launcher ? launcher.launch(api, game, options) : Promise.reject(new UnknownProviderError(game.providerName));
}

/** Spec §8: a failed Egt, Hub88 or SoftGamings launch closes the game modal. */
export function failureClosesModal(game: Game): boolean {
  return LAUNCHERS[game.providerName]?.closesOnFailure ?? false;
}
