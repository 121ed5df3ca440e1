import type { AxiosInstance } from 'axios';
import type { ApiReply, ChangePasswordRequest, CustomerProfile, SessionHistoryEntry, UpdatePhoneRequest } from '@arena/contracts';
import { getData, postReply } from './request';

export const customerEndpoints = (http: AxiosInstance) => ({
  updatePhone: (body: UpdatePhoneRequest) => postReply(http, 'customer/updatephone', body),
  changePassword: (body: ChangePasswordRequest) => postReply(http, 'customer/changepassword', body),
  profile: () => getData<CustomerProfile>(http, 'customer/profile'),
  sessionHistory: () => getData<SessionHistoryEntry[]>(http, 'customer/sessionhistory'),
  // Claimed by the customer after registration; kept here because bonus.ts is outside this change.
  defineTrialBonus: async () => (await http.get<ApiReply>('bonus/definetrialbonus')).data,
});
