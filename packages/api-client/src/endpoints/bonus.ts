import type { AxiosInstance } from 'axios';
import type { ApiReply, TrialBonusGrant } from '@arena/contracts';
import { getData } from './request';

export const bonusEndpoints = (http: AxiosInstance) => ({
  trialBonusAmount: () => getData<{ amount: number }>(http, 'bonus/trialbonusamount'),
  defineTrialBonus: async () => (await http.get<ApiReply<TrialBonusGrant>>('bonus/definetrialbonus')).data,
});
