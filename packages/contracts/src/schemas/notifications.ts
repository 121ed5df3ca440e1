// Notification calls of spec §7: the list (first page of 100, spec §9) and marking items read.
import type { JsonSchema } from './envelope';

/** Spec §9: notification page size. */
export const NOTIFICATION_PAGE_SIZE = 100;

export interface NotificationListRequest { skip: number; take: number }
export const notificationListRequestSchema: JsonSchema = {
  $id: 'NotificationListRequest',
  type: 'object',
  additionalProperties: false,
  required: ['skip', 'take'],
  properties: {
    skip: { type: 'integer', minimum: 0 },
    take: { type: 'integer', minimum: 1, maximum: NOTIFICATION_PAGE_SIZE },
  },
};

/** customer/readnotification: `id` is the array of notification ids to mark read. */
export interface ReadNotificationRequest { id: number[] }
export const readNotificationRequestSchema: JsonSchema = {
  $id: 'ReadNotificationRequest',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'array', minItems: 1, maxItems: NOTIFICATION_PAGE_SIZE, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
};
