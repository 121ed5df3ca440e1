import { useMemo } from 'react';
import type { Game } from '@arena/contracts';
import { usePageRoute } from '@arena/remote-kit';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The value itself when it has a Game's fields (links and dialog props come from outside this code), else null. */
export function asGame(value: unknown): Game | null {
  if (typeof value !== 'object' || value === null) return null;
  const game = value as Record<string, unknown>;
  const valid =
    isText(game.gameCode) &&
    isText(game.name) &&
    isText(game.providerName) &&
    isText(game.system) &&
    Number.isInteger(game.mainProviderId) &&
    Number.isInteger(game.productId) &&
    (game.image === undefined || game.image === null || typeof game.image === 'string');
  return valid ? (game as unknown as Game) : null;
}

/** The game a /casino/play/{data} link carries (contracts playRoute), or null when the data is not one. */
export function decodeGame(data: string | undefined): Game | null {
  try {
    return asGame(JSON.parse(data ?? ''));
  } catch {
    return null;
  }
}

/** The game of the play page's route; the same object while the route does not change. */
export function usePlayedGame(): Game | null {
  const { params } = usePageRoute();
  return useMemo(() => decodeGame(params.data), [params.data]);
}
