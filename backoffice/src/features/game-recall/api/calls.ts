// Game recall's calls (@arena/contracts operatorGameRecallEndpoints): a player's last rounds of a game
// (the view is audited by the server) and the money held in unfinished rounds.
import type { GameRecall, UnfinishedRounds } from '@arena/contracts';
import { http } from '../../../api/client';

export const gameRecallApi = {
  recall: async (userId: number, gameCode?: string): Promise<GameRecall> =>
    (await http.get<{ data: GameRecall }>(`players/${userId}/recall`, { params: gameCode === undefined ? {} : { gameCode } })).data.data,
  unfinished: async (): Promise<UnfinishedRounds> => (await http.get<{ data: UnfinishedRounds }>('unfinished-rounds')).data.data,
};
