import type { AxiosInstance } from 'axios';
import type { CasinoCategory } from '@arena/contracts';
import { getData } from './request';

export const casinoEndpoints = (http: AxiosInstance) => ({
  casinoCategoryList: () => getData<CasinoCategory[]>(http, 'casino/categorylist'),
});
