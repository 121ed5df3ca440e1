// The marketing sender: an operator's promotion notification to every player who may receive
// marketing. A player in a time-out, self-excluded, with a closed account (player protection's
// marketingAllowed) or who opted out is skipped (LCCP SR 5.1.11 / MGA). Each delivery is recorded
// under the send's key first, so a retried send reaches nobody twice.
import { asc, eq, gt } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { NotificationType } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../auth/plugin';
import type { NotificationService } from '../notifications/plugin';

// drizzle mirror of migrations/162_marketing.sql
export const marketingOptOuts = pgTable('marketing_opt_outs', {
  userId: integer('user_id').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});
export const marketingDeliveries = pgTable(
  'marketing_deliveries',
  {
    sendKey: text('send_key').notNull(),
    userId: integer('user_id').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sendKey, t.userId] })],
);

export const MARKETING_NOTE = {
  title: 'A new promotion for you',
  note: '{promotion} is waiting for you on the promotions page.',
} as const;

/** players read per query while sending */
const BATCH = 500;

export interface MarketingDeps {
  db: Db;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  marketingAllowed: (userId: number) => Promise<boolean>;
}

export function createMarketingSender({ db, clock, notifications, marketingAllowed }: MarketingDeps) {
  return {
    /** the player says no (or yes again) to marketing */
    async setOptOut(userId: number, optOut: boolean): Promise<void> {
      if (optOut)
        await db
          .insert(marketingOptOuts)
          .values({ userId, optedOutAt: new Date(clock.now()) })
          .onConflictDoNothing();
      else await db.delete(marketingOptOuts).where(eq(marketingOptOuts.userId, userId));
    },

    /**
     * Notifies every player who may receive marketing of `promotion` (its name), under the send's
     * `key`: a player already reached with this key is not notified again. Answers how many were
     * notified now and how many were skipped (barred, opted out, or reached before).
     */
    async send({ key, promotion }: { key: string; promotion: string }): Promise<{ sent: number; skipped: number }> {
      const result = { sent: 0, skipped: 0 };
      for (let after = 0; ;) {
        const batch = await db
          .select({ id: users.id, optedOut: marketingOptOuts.userId })
          .from(users)
          .leftJoin(marketingOptOuts, eq(marketingOptOuts.userId, users.id))
          .where(gt(users.id, after))
          .orderBy(asc(users.id))
          .limit(BATCH);
        if (batch.length === 0) return result;
        for (const { id, optedOut } of batch) {
          after = id;
          if (optedOut !== null || !(await marketingAllowed(id))) {
            result.skipped += 1;
            continue;
          }
          const [delivered] = await db
            .insert(marketingDeliveries)
            .values({ sendKey: key, userId: id, deliveredAt: new Date(clock.now()) })
            .onConflictDoNothing()
            .returning();
          if (!delivered) {
            result.skipped += 1;
            continue;
          }
          await notifications.notify(id, { type: NotificationType.System, title: MARKETING_NOTE.title, note: MARKETING_NOTE.note, params: { promotion } });
          result.sent += 1;
        }
      }
    },
  };
}

export type MarketingSender = ReturnType<typeof createMarketingSender>;
