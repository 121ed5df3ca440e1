import type { AxiosInstance } from 'axios';
import { getData } from './request';

export const userEndpoints = (http: AxiosInstance) => ({
  /** `balance` in minor units */
  balance: () => getData<{ balance: number }>(http, 'user/balance'),
});
