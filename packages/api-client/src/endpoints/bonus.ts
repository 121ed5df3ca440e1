import type { AxiosInstance } from 'axios';
import { getData } from './request';

export const bonusEndpoints = (http: AxiosInstance) => ({
  trialBonusAmount: () => getData<{ amount: number }>(http, 'bonus/trialbonusamount'),
});
