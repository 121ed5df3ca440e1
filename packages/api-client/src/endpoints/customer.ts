import type { AxiosInstance } from 'axios';
import {
  NOTIFICATION_PAGE_SIZE,
  type ChangePasswordRequest,
  type CustomerProfile,
  type NotificationItem,
  type NotificationListRequest,
  type ReadNotificationRequest,
  type SessionHistoryEntry,
  type UpdatePhoneRequest,
} from '@arena/contracts';
import { getData, postData, postReply } from './request';

/** Notification page of spec §9: the first 100. */
export const NOTIFICATION_PAGE: Readonly<NotificationListRequest> = { skip: 0, take: NOTIFICATION_PAGE_SIZE };

export const customerEndpoints = (http: AxiosInstance) => ({
  updatePhone: (body: UpdatePhoneRequest) => postReply(http, 'customer/updatephone', body),
  changePassword: (body: ChangePasswordRequest) => postReply(http, 'customer/changepassword', body),
  profile: () => getData<CustomerProfile>(http, 'customer/profile'),
  sessionHistory: () => getData<SessionHistoryEntry[]>(http, 'customer/sessionhistory'),
  notificationList: async () => (await postData<NotificationItem[] | null>(http, 'customer/notification', NOTIFICATION_PAGE)) ?? [],
  /** Marks the given notifications read (spec §4: after the player opened them). */
  readNotification: (ids: number[]) => postReply(http, 'customer/readnotification', { id: ids } satisfies ReadNotificationRequest),
});
