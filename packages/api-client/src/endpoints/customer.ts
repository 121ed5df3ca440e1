import type { AxiosInstance } from 'axios';
import type { ChangePasswordRequest, CustomerProfile, NotificationItem, SessionHistoryEntry, UpdatePhoneRequest } from '@arena/contracts';
import { getData, postData, postReply } from './request';

/** Notification page of spec §9: the first 100. */
export const NOTIFICATION_PAGE = { skip: 0, take: 100 } as const;

export const customerEndpoints = (http: AxiosInstance) => ({
  updatePhone: (body: UpdatePhoneRequest) => postReply(http, 'customer/updatephone', body),
  changePassword: (body: ChangePasswordRequest) => postReply(http, 'customer/changepassword', body),
  profile: () => getData<CustomerProfile>(http, 'customer/profile'),
  sessionHistory: () => getData<SessionHistoryEntry[]>(http, 'customer/sessionhistory'),
  notificationList: async () => (await postData<NotificationItem[] | null>(http, 'customer/notification', NOTIFICATION_PAGE)) ?? [],
});
