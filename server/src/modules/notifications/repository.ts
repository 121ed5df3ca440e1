import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationParams, type StoredNotification } from './schema';

export type NewNotification = Pick<StoredNotification, 'type' | 'title' | 'note'> & { params?: NotificationParams };

export function createNotificationRepository(db: Db) {
  return {
    async add(customerId: number, notification: NewNotification, createdAt: Date): Promise<StoredNotification> {
      const [row] = await db
        .insert(notifications)
        .values({ customerId, ...notification, params: notification.params ?? {}, createdAt })
        .returning();
      return row;
    },

    /** newest first */
    async page(customerId: number, skip: number, take: number): Promise<StoredNotification[]> {
      // an offset past any row the table can hold (PostgreSQL's bigint) is simply the end of the list
      if (!Number.isSafeInteger(skip)) return [];
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customerId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(take)
        .offset(skip);
    },

    /** Marks the customer's own notifications among `ids` read; other ids match no row, silently. */
    async markRead(customerId: number, ids: number[], readAt: Date): Promise<void> {
      // ids we hand out are safe integers; a larger one names nothing and would overflow bigint
      const candidates = ids.filter(Number.isSafeInteger);
      if (candidates.length === 0) return;
      await db
        .update(notifications)
        .set({ readAt })
        .where(and(eq(notifications.customerId, customerId), inArray(notifications.id, candidates), isNull(notifications.readAt)));
    },
  };
}
