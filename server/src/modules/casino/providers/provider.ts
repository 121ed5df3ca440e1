// One interface for every game supplier behind the casino's launch calls (docs/product/casino-and-launch.md):
// the six aggregators and Arena Originals. The casino module asks the registry for the game's adapter
// and never knows whose game it is; each adapter reads its own settings from config.casino.providers.
import type { AggregatorName, Game } from '@arena/contracts';

export type { AggregatorName } from '@arena/contracts';
/** The six aggregators (contracts' LAUNCH_CALLS), and our own studio. */
export type AdapterName = AggregatorName | 'Arena Originals';

/** Who launches, what, where: everything an adapter may put in its supplier's launch request. */
export interface LaunchContext {
  game: Game;
  player: { userId: number; userCode: string; username: string; currency: string };
  /** the launch session's token (migrations/070_casino_launch.sql): what the supplier hands back in its wallet calls */
  token: string;
  platform: 'desktop' | 'mobile';
  /** 'tr' or 'en' */
  language: string;
  /** where the game's lobby/exit button leads */
  lobbyUrl: string;
  /** the site's own origin (https://host), for suppliers that need absolute URLs back to us */
  origin: string;
  /** the player's address, which some suppliers' launch requests carry */
  ip: string;
}

/** A game URL to frame, or (SoftGamings) an HTML document with a script that opens the game. */
export type LaunchResult = { kind: 'url'; url: string } | { kind: 'html'; html: string };

export class LaunchUnavailableError extends Error {
  constructor(readonly adapter: AdapterName) {
    super(`${adapter} games are not available at the moment.`);
    this.name = 'LaunchUnavailableError';
  }
}

/** The supplier refused the launch, answered something unreadable, or not at all. */
export class LaunchFailedError extends Error {
  constructor(
    readonly adapter: AdapterName,
    detail: string,
  ) {
    super(`${adapter} launch failed: ${detail}`);
    this.name = 'LaunchFailedError';
  }
}

export interface CasinoProviderAdapter {
  readonly name: AdapterName;
  /** false without credentials and without the simulator: the launch answers LaunchUnavailableError's message */
  available(): boolean;
  launch(context: LaunchContext): Promise<LaunchResult>;
}
