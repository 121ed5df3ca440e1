import { useQuery } from '@tanstack/react-query';
import { useApi } from '@arena/remote-kit';

/** The recall of `gameCode` (undefined: the game last played), as transaction/recall answers it: the games played and that game's last rounds. */
export function useGameRecall(gameCode: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['gameRecall', gameCode ?? null],
    queryFn: () => api.gameRecall(gameCode === undefined ? {} : { gameCode }),
    // the game picked before stays on screen (dimmed) while the next one loads
    placeholderData: (previous) => previous,
  });
}
