import type { AxiosInstance } from 'axios';
import type { ApiReply } from '@arena/contracts';
import { getData } from './request';

export const bonusEndpoints = (http: AxiosInstance) => ({
  trialBonusAmount: () => getData<{ amount: number }>(http, 'bonus/trialbonusamount'),
  defineTrialBonus: async () => (await http.get<ApiReply>('bonus/definetrialbonus')).data,
});
