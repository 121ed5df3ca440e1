// Notification calls: the list (first page of 100) and marking items read.
import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_PAGE_SIZE } from '../calls';

export const notificationListRequestSchema = Type.Object(
  { skip: Type.Integer({ minimum: 0 }), take: Type.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_SIZE }) },
  { $id: 'NotificationListRequest', additionalProperties: false },
);
export type NotificationListRequest = Static<typeof notificationListRequestSchema>;

/** customer/readnotification: `id` is the array of notification ids to mark read. */
export const readNotificationRequestSchema = Type.Object(
  { id: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: NOTIFICATION_PAGE_SIZE, uniqueItems: true }) },
  { $id: 'ReadNotificationRequest', additionalProperties: false },
);
export type ReadNotificationRequest = Static<typeof readNotificationRequestSchema>;
