// The Games screens' calls (@arena/contracts operatorGamesEndpoints and operatorOriginalsVariantEndpoints), answering the reply's data or message.
import type {
  OperatorCasinoProvider,
  OperatorGames,
  OperatorGamesQuery,
  OperatorGameUpdate,
  OperatorOriginals,
  OperatorOriginalsGameVariants,
  OperatorOriginalsLimits,
  OperatorOriginalsVariantSwitch,
  OperatorProviderCredential,
} from '@arena/contracts';
import { http } from '../../../api/client';

const data = async <T>(request: Promise<{ data: { data: T } }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export const gamesApi = {
  games: (query: OperatorGamesQuery) => data<OperatorGames>(http.get('games', { params: query })),
  updateGame: (game: OperatorGameUpdate) => message(http.post('games/game', game)),
  providers: () => data<OperatorCasinoProvider[]>(http.get('games/providers')),
  setCredential: (credential: OperatorProviderCredential) => message(http.post('games/providers/credential', credential)),
  originals: () => data<OperatorOriginals>(http.get('games/originals')),
  setLimits: (limits: OperatorOriginalsLimits) => message(http.post('games/originals/limits', limits)),
  originalsVariants: () => data<OperatorOriginalsGameVariants[]>(http.get('games/originals/variants')),
  setVariant: (choice: OperatorOriginalsVariantSwitch) => message(http.post('games/originals/variant', choice)),
};
