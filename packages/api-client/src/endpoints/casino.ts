import type { AxiosInstance } from 'axios';
import type { CasinoCategory, Game } from '@arena/contracts';
import { getData, postData } from './request';

export interface CasinoGamesRequest { search?: string; systemCategory?: string; live?: boolean; skip: number; take: number }

export const casinoEndpoints = (http: AxiosInstance) => ({
  casinoCategoryList: () => getData<CasinoCategory[]>(http, 'casino/categorylist'),
  casinoGames: (request: CasinoGamesRequest) => postData<Game[]>(http, 'casino/games', request),
});
