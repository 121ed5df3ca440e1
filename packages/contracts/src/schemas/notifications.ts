// Notification calls of spec §7: the list (first page of 100, spec §9) and marking items read.
import { Type, type Static } from '@sinclair/typebox';

/** Spec §9: notification page size. */
export const NOTIFICATION_PAGE_SIZE = 100;

export const notificationListRequestSchema = Type.Object(
  { skip: Type.Integer({ minimum: 0 }), take: Type.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_SIZE }) },
  { $id: 'NotificationListRequest', additionalProperties: false },
);
export type NotificationListRequest = Static<typeof notificationListRequestSchema>;

/** Spec §9: the panel shows the first page of 100. */
export const NOTIFICATION_PAGE: Readonly<NotificationListRequest> = { skip: 0, take: NOTIFICATION_PAGE_SIZE };

/** customer/readnotification: `id` is the array of notification ids to mark read. */
export const readNotificationRequestSchema = Type.Object(
  { id: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: NOTIFICATION_PAGE_SIZE, uniqueItems: true }) },
  { $id: 'ReadNotificationRequest', additionalProperties: false },
);
export type ReadNotificationRequest = Static<typeof readNotificationRequestSchema>;
